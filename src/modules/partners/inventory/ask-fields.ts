/**
 * Asks an agent writes as fields (issue 20, fourteenth pass): a tool call's arguments pasted into `q`
 * ('{"topic": "dog grooming", "max_length": 8, "tone": "playful"}', "tone=premium; subject=law firm"). The field
 * names are no words to match ("tone", "subject", "max", "length" had been); each field is rewritten as a buyer says
 * it — its value for what the name is about, "max N letters" for a length, ".io" for an extension, "for …" for an
 * audience — and the rest of the ask is read as usual.
 */
const ABOUT = ['topic', 'subject', 'keywords', 'keyword', 'business', 'industry', 'niche', 'category', 'about', 'description', 'query', 'q', 'idea', 'product'];
const LENGTH = ['max_length', 'maxlength', 'max_len', 'max_chars', 'max_letters', 'length', 'max', 'letters', 'chars'];
const FEEL = ['tone', 'style', 'feel', 'vibe', 'mood', 'feeling'];
const EXTENSION = ['tld', 'extension', 'ending', 'suffix'];
const AUDIENCE = ['audience', 'target', 'for', 'customers', 'users'];
const KEYS = [...ABOUT, ...LENGTH, ...FEEL, ...EXTENSION, ...AUDIENCE].join('|');
/** A field: a known key, quoted or not, then ":" or "=", then its value up to the next field break. */
const FIELD = new RegExp(`["']?\\b(${KEYS})\\b["']?\\s*[:=]\\s*["']?([^"',;|{}\\n]*)["']?`, 'gi');

export function withoutFieldNames(text: string): string {
  // Not a brief's one "Audience: …" sentence: ask-audience.ts reads it (the people may be in the next sentence).
  const keys = [...text.matchAll(FIELD)].map((m) => m[1]!.toLowerCase());
  if (keys.length === 0 || (keys.length < 2 && !/[{=]/.test(text) && AUDIENCE.includes(keys[0]!))) return text;
  const audiences: string[] = [];
  const rewritten = text.replace(FIELD, (_all, key: string, raw: string) => {
    const value = raw.trim();
    const name = key.toLowerCase();
    if (value === '') return ' ';
    if (LENGTH.includes(name)) return /^\d{1,2}$/.test(value) ? `, max ${value} letters,` : `, ${value},`;
    if (EXTENSION.includes(name)) return `, .${value.replace(/^\./, '')},`;
    if (FEEL.includes(name)) return `, a ${value} name,`;
    // Who it is for goes after the subject, as "X for Y" says it.
    if (AUDIENCE.includes(name)) audiences.push(value);
    else return `, ${value},`;
    return ' ';
  });
  // What is left of the object's punctuation breaks clauses, as commas do.
  const out = rewritten.replace(/[{}[\]"]/g, ' ');
  return audiences.length > 0 ? `${out} for ${audiences.join(' and ')}` : out;
}
