/**
 * Writes bench/relevance/judgements.json from the per-query rules of bench/relevance/queries.json (bench/README.md
 * "Relevance"): every sandbox listing is read as its words (the words the sandbox generator composes names from,
 * scripts/build-sandbox-listings.ts), and graded 0-3 for every query with a one-line reason. Only grades ≥ 1 are
 * stored; `overrides` in the existing file (hand judgements of single names) are kept and win.
 *
 *   node --import tsx bench/relevance-judge.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const BENCH_DIR = join(import.meta.dirname, 'relevance');
const LISTINGS = join(import.meta.dirname, '..', 'assets', 'sandbox', 'listings.jsonl');

export interface Query {
  q: string;
  kind: string;
  words: Record<string, number>;
  why: string;
  exact?: boolean;
  maxLength?: number;
  intent?: 'tech' | 'consumer';
  tone?: 'premium' | 'playful';
}
export type Judgement = [grade: number, reason: string];
export interface Judgements {
  about: string;
  /** Hand judgements of single names, query → domain → [grade, reason]; they win over the rules. */
  overrides: Record<string, Record<string, Judgement>>;
  /** query → why (the query's reading, once) and domain → [grade, reason]. */
  judgements: Record<string, { why: string; names: Record<string, Judgement> }>;
}

/** The generator's vocabulary: topic words, suffixes and prefixes (how a person reads these names). */
const WORDS = ('cloud data byte code stack pixel logic quantum cyber node grid signal vector sync neural robot chip bit matrix api ' +
  'pay coin capital fund ledger vault wealth credit trade asset mint equity loan budget invest ' +
  'vital care pulse well heal fit cure medi zen calm nurse clinic therapy glow ' +
  'bake brew spice fresh grill taste kitchen bean honey olive pasta salt sugar tea vine ' +
  'trip voyage nomad route journey coast island atlas compass harbor trail summit globe ' +
  'nest haven cozy house garden loft oak stone brick porch lamp studio ' +
  'nova zenith lumen aura vivid bloom spark orbit echo apex prism flux ember halo verve kite bolt swift bright bold').split(' ');
const SUFFIXES = ['hub', 'lab', 'ly', 'ify', 'io', 'hq', 'base', 'works', 'wise', 'scape', 'craft', 'kit', 'flow', 'spot', 'zone'];
const PREFIXES = ['get', 'try', 'my', 'the', 'go', 'join', 'hey', 'we'];
const VOCAB = new Set([...WORDS, ...SUFFIXES, ...PREFIXES]);
const AFFIXES = new Set(['ly', 'ify', 'io', 'hq', 'hub', 'zone', 'spot', ...PREFIXES]);
const PLAYFUL = new Set(['ly', 'ify', 'hey', 'go', 'kit', 'spot', 'try']);

/** A label as its words: fewest pieces from the generator's vocabulary (null when it is not made of them). */
export function readLabel(label: string): string[] | null {
  const best: (string[] | null)[] = [[]];
  for (let end = 1; end <= label.length; end++) {
    best[end] = null;
    for (let start = 0; start < end; start++) {
      const piece = label.slice(start, end);
      if (best[start] && VOCAB.has(piece) && (!best[end] || best[start]!.length + 1 < best[end]!.length)) best[end] = [...best[start]!, piece];
    }
  }
  return best[label.length] ?? null;
}

export function judge(query: Query, domain: string): Judgement {
  const dot = domain.indexOf('.');
  const label = domain.slice(0, dot);
  const tld = domain.slice(dot + 1);
  const words = readLabel(label) ?? [label];
  let grade = 0;
  let word = '';
  for (const w of words) if ((query.words[w] ?? 0) > grade) [grade, word] = [query.words[w]!, w];
  if (grade === 0) return [0, 'none of its words fits the ask'];
  const notes = [`has '${word}' (${grade})`];
  if (query.exact && words.length === 1 && grade >= 2) {
    grade = 3;
    notes.push('the asked word alone');
  }
  if (query.maxLength !== undefined && label.length > query.maxLength && grade > 1) {
    grade = 1;
    notes.push(`longer than ${query.maxLength} letters`);
  }
  if (query.intent === 'tech' && !['ai', 'io', 'dev'].includes(tld)) {
    grade -= 1;
    notes.push(`.${tld} is not a tech TLD (-1)`);
  }
  if (query.intent === 'consumer' && ['ai', 'io', 'dev', 'xyz'].includes(tld)) {
    grade -= 1;
    notes.push(`.${tld} reads as a developer TLD to consumers (-1)`);
  }
  const affixed = words.some((w) => AFFIXES.has(w));
  if (query.tone === 'premium' && (affixed || ['xyz', 'me', 'app'].includes(tld))) {
    grade -= 1;
    notes.push('affix or cheap TLD is not premium (-1)');
  }
  if (query.tone === 'playful' && words.some((w) => PLAYFUL.has(w))) {
    grade = Math.min(3, grade + 1);
    notes.push('playful affix (+1)');
  }
  return [Math.max(0, grade), notes.join('; ')];
}

export function loadQueries(): Query[] {
  return (JSON.parse(readFileSync(join(BENCH_DIR, 'queries.json'), 'utf8')) as { queries: Query[] }).queries;
}

export function loadJudgements(): Judgements {
  return JSON.parse(readFileSync(join(BENCH_DIR, 'judgements.json'), 'utf8')) as Judgements;
}

export function sandboxDomains(): string[] {
  return readFileSync(LISTINGS, 'utf8').split('\n').filter(Boolean).map((line) => (JSON.parse(line) as { domain: string }).domain);
}

if (process.argv[1]?.endsWith('relevance-judge.ts')) {
  let overrides: Judgements['overrides'] = {};
  try {
    overrides = loadJudgements().overrides;
  } catch {}
  const domains = sandboxDomains();
  const unread = domains.filter((d) => !readLabel(d.slice(0, d.indexOf('.'))));
  if (unread.length > 0) console.log(`names not made of generator words (judged as one word): ${unread.slice(0, 10).join(', ')}`);
  const judgements: Judgements['judgements'] = {};
  for (const query of loadQueries()) {
    const row: Record<string, Judgement> = {};
    for (const domain of domains) {
      const j = judge(query, domain);
      if (j[0] > 0) row[domain] = j;
    }
    judgements[query.q] = { why: query.why, names: row };
    const counts = [1, 2, 3].map((g) => Object.values(row).filter((j) => j[0] === g).length);
    console.log(`${query.q.padEnd(24)} grade 1/2/3: ${counts.join('/')}`);
  }
  const about = 'Judgements of bench/relevance.ts, query → domain → [grade 0-3, reason]; names not listed are 0. Generated by bench/relevance-judge.ts from queries.json; overrides are hand judgements and win.';
  writeFileSync(join(BENCH_DIR, 'judgements.json'), `${JSON.stringify({ about, overrides, judgements }, null, 0).replace(/\],"|\{"why"/g, (m) => (m === '{"why"' ? '\n{"why"' : '],\n"'))}\n`);
}
