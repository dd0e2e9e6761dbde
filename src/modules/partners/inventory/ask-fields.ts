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
  const brief = briefFields(text);
  if (brief !== null) return brief;
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

/** What a brief says to stay away from ("Avoid: 'nomad', every rival uses it", "Competitor: Burford"): no words to match,
 * and names made of the avoided words are no answer (search.ts). */
const AVOID = new Set(['avoid', 'avoiding', 'exclude', 'excluding', 'competitor', 'competitors', 'rival', 'rivals', 'competition', 'not', 'no', 'never']);
/** A brief's sentence that is a field: a label of one to three words, a colon, its value to the sentence's end. */
const BRIEF_SENTENCE = /^([a-z][a-z']*(?:\s[a-z][a-z']*){0,2})\s*:\s*(.*)$/s;
/** A brief written as labelled sentences ("Client: a litigation funder. Sector: finance. Tone: sharp, confident.") has
 * at least this many: its values run to the sentence's end, commas and all. */
const BRIEF_FIELDS = 3;
const briefSentences = (text: string) => text.split(/(?<=[.;!?])\s+|\n+/);

/**
 * A brief of labelled sentences, each field as a buyer says it (a feel: "a sharp, confident, discreet name"; an audience
 * last, as "for …"; what to avoid gone), or null when the ask is no such brief. Labels it does not know ("Client:",
 * "Sector:", "What they do:") go, their values stay.
 */
function briefFields(text: string): string | null {
  const sentences = briefSentences(text);
  const fields = sentences.map((sentence) => BRIEF_SENTENCE.exec(sentence.trim()));
  if (fields.filter(Boolean).length < BRIEF_FIELDS) return null;
  const audiences: string[] = [];
  const out = sentences.map((sentence, i) => {
    const field = fields[i];
    if (!field) return sentence;
    const [, key, value] = field as unknown as [string, string, string];
    const label = key.split(/\s/).at(-1)!;
    if (AVOID.has(label)) return ' ';
    // "Tone: calm under fire, no drama": one feeling, its commas no clause breaks (calm had become a word to match).
    if (FEEL.includes(label)) return ` a name that feels ${value.replace(/[.;!?]+$/, '').replace(/,/g, ' and ')}.`;
    const phrase = KEY_SET.has(label) ? fieldPhrase(label, value.replace(/[.;!?]+$/, '').trim(), audiences) : ` ${value}`;
    return /[.;!?]$/.test(phrase.trim()) ? phrase : `${phrase}.`;
  }).join(' ');
  return audiences.length > 0 ? `${out} for ${audiences.join(' and ')}` : out;
}

/** The words a brief says to avoid ("Avoid: 'bolt', 'swift' and other speed clichés": bolt, swift, speed, clichés). */
export function avoidedWords(text: string): string[] {
  if (!text.includes(':')) return [];
  const out: string[] = [];
  for (const sentence of briefSentences(text.replace(BRIEF_LABEL, ''))) {
    const field = BRIEF_SENTENCE.exec(sentence.trim());
    if (field && AVOID.has(field[1]!.split(/\s/).at(-1)!)) out.push(...field[2]!.split(/[^\p{L}\p{N}]+/u).filter((w) => w.length >= 3));
  }
  return out;
}
