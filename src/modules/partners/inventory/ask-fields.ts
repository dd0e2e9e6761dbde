/**
 * Asks an agent writes as fields (issue 20, fourteenth pass): a tool call's arguments pasted into `q`
 * ('{"topic": "dog grooming", "max_length": 8, "tone": "playful"}', "tone=premium; subject=law firm"). The field
 * names are no words to match ("tone", "subject", "max", "length" had been); each field is rewritten as a buyer says
 * it — its value for what the name is about, "max N letters" for a length, ".io" for an extension, "a … name" for a
 * feel — and who it is for goes last, as "for …". The rest of the ask is read as usual.
 */
const ABOUT = ['topic', 'subject', 'keywords', 'keyword', 'business', 'industry', 'niche', 'category', 'about', 'description', 'query', 'q', 'idea', 'product'];
const LENGTH = ['max_length', 'maxlength', 'max_len', 'max_chars', 'max_letters', 'length', 'max', 'letters', 'chars'];
const FEEL = ['tone', 'style', 'feel', 'vibe', 'mood', 'feeling'];
const EXTENSION = ['tld', 'extension', 'ending', 'suffix'];
const AUDIENCE = ['audience', 'target', 'for', 'customers', 'users'];
/** Keys that say they are a field even alone in a sentence ("…; tone: premium"); others ("hair extension: …",
 * "Audience: …", which ask-audience.ts reads) only in an object, with "=", or beside another field. */
const ALONE = new Set([...FEEL, ...LENGTH, 'topic', 'subject', 'keywords', 'keyword', 'niche', 'category', 'tld']);
const KEY_SET = new Set([...ABOUT, ...LENGTH, ...FEEL, ...EXTENSION, ...AUDIENCE]);
const KEYS = [...KEY_SET].join('|');
/** A field: a known key, quoted or not, then ":" or "=", then its value up to the next field, a sentence's end or a break. */
const FIELD = new RegExp(`["']?\\b(${KEYS})\\b["']?\\s*[:=]\\s*["']?((?:(?!\\s+["']?\\b(?:${KEYS})\\b["']?\\s*[:=])[^"',;|{}\\n&])*?)["']?(?=\\.\\s|\\.$|[,;|{}\\n&"]|\\s+["']?\\b(?:${KEYS})\\b["']?\\s*[:=]|$)`, 'gi');

/** A brief's label ("Brief: a circus school …", "Naming brief: …"): no field, and "brief" there is no length ("short"). */
const BRIEF_LABEL = /^\s*(?:(?:naming|creative|project|client|design)\s+)?brief\s*:\s*/i;

export function withoutFieldNames(asked: string): string {
  // Most asks hold no field at all: no scan for them.
  if (!/[:=]/.test(asked)) return asked;
  const text = asked.replace(BRIEF_LABEL, '');
  const fromObject = objectFields(text);
  if (fromObject !== null) return phrased(fromObject);
  const fields = [...text.matchAll(FIELD)].filter((m) => startsAField(text, m.index!, m[0]));
  if (fields.length === 0 || (fields.length < 2 && !text.includes('=') && !ALONE.has(fields[0]![1]!.toLowerCase()))) return text;
  // Each field replaced by its phrase, the text between them kept.
  const audiences: string[] = [];
  let rewritten = '';
  let from = 0;
  for (const m of fields) {
    rewritten += text.slice(from, m.index) + fieldPhrase(m[1]!.toLowerCase(), m[2]!.trim(), audiences);
    from = m.index! + m[0].length;
  }
  rewritten += text.slice(from);
  return audiences.length > 0 ? `${rewritten} for ${audiences.join(' and ')}` : rewritten;
}

/** A key opens a field at the ask's start or after a break ("…; tone: …", '{"topic": …'), or with "=" anywhere; "max
 * 6 letters: dev tool …" is a length and then the subject, not a field "letters". */
function startsAField(text: string, at: number, match: string): boolean {
  return /^["']?\w+["']?\s*=/.test(match) || /(?:^|[{,;|&.(])\s*$/.test(text.slice(0, at));
}

/** The fields of an ask that is a JSON object (values as text; arrays joined), or null when it is none. */
function objectFields(text: string): [string, string][] | null {
  const trimmed = text.trim();
  if (!trimmed.startsWith('{')) return null;
  try {
    const parsed: unknown = JSON.parse(trimmed);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
    return Object.entries(parsed).flatMap(([key, value]): [string, string][] => {
      const values = (Array.isArray(value) ? value : [value]).filter((v) => typeof v === 'string' || typeof v === 'number');
      return values.length > 0 ? [[key.toLowerCase(), values.join(', ')]] : [];
    });
  } catch {
    return null;
  }
}

function phrased(fields: [string, string][]): string {
  const audiences: string[] = [];
  const text = fields.map(([key, value]) => (KEY_SET.has(key) ? fieldPhrase(key, value.trim(), audiences) : `, ${value},`)).join(' ');
  return audiences.length > 0 ? `${text} for ${audiences.join(' and ')}` : text;
}

function fieldPhrase(name: string, value: string, audiences: string[]): string {
  if (value === '') return ' ';
  if (LENGTH.includes(name)) return /^\d{1,2}$/.test(value) ? `, max ${value} letters,` : ' ';
  if (EXTENSION.includes(name)) return `, .${value.replace(/^\./, '')},`;
  if (FEEL.includes(name)) return `, a ${value} name,`;
  if (AUDIENCE.includes(name)) {
    audiences.push(value);
    return ' ';
  }
  return `, ${value},`;
}
