/**
 * Builds assets/sandbox/listings.jsonl: 5,200 SYNTHETIC but plausible aftermarket listings for the sandbox
 * inventory (issue 5). Deterministic (seeded PRNG), so rebuilding gives the same file.
 * Every listing is invented: names combine common English words, prices follow the usual aftermarket shape
 * (short .com names dear, long names on new TLDs cheap), rounded to prices sellers actually ask.
 *
 * Run: npx tsx scripts/build-sandbox-listings.ts
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

const COUNT = 5_200;
const root = join(import.meta.dirname, '..');

let seed = 0x6e616d65; // "name"
function random(): number {
  // mulberry32
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

const CATEGORIES: Record<string, string[]> = {
  tech: ['cloud', 'data', 'byte', 'code', 'stack', 'pixel', 'logic', 'quantum', 'cyber', 'node', 'grid', 'signal', 'vector', 'sync', 'neural', 'robot', 'chip', 'bit', 'matrix', 'api'],
  finance: ['pay', 'coin', 'capital', 'fund', 'ledger', 'vault', 'wealth', 'credit', 'trade', 'asset', 'mint', 'equity', 'loan', 'budget', 'invest'],
  health: ['vital', 'care', 'pulse', 'well', 'heal', 'fit', 'cure', 'medi', 'zen', 'calm', 'nurse', 'clinic', 'therapy', 'glow'],
  food: ['bake', 'brew', 'spice', 'fresh', 'grill', 'taste', 'kitchen', 'bean', 'honey', 'olive', 'pasta', 'salt', 'sugar', 'tea', 'vine'],
  travel: ['trip', 'voyage', 'nomad', 'route', 'journey', 'coast', 'island', 'atlas', 'compass', 'harbor', 'trail', 'summit', 'globe'],
  home: ['nest', 'haven', 'cozy', 'house', 'garden', 'loft', 'oak', 'stone', 'brick', 'porch', 'lamp', 'studio'],
  brandable: ['nova', 'zenith', 'lumen', 'aura', 'vivid', 'bloom', 'spark', 'orbit', 'echo', 'apex', 'prism', 'flux', 'ember', 'halo', 'verve', 'kite', 'bolt', 'swift', 'bright', 'bold'],
};
const SUFFIXES = ['hub', 'lab', 'ly', 'ify', 'io', 'hq', 'base', 'works', 'wise', 'scape', 'craft', 'kit', 'flow', 'spot', 'zone'];
const PREFIXES = ['get', 'try', 'my', 'the', 'go', 'join', 'hey', 'we'];
const TLDS: [string, number][] = [['com', 0.45], ['io', 0.12], ['ai', 0.1], ['co', 0.08], ['net', 0.06], ['app', 0.05], ['dev', 0.04], ['xyz', 0.04], ['org', 0.03], ['me', 0.03]];
const TLD_FACTOR: Record<string, number> = { com: 1, ai: 0.8, io: 0.6, co: 0.45, net: 0.35, app: 0.3, dev: 0.3, org: 0.3, me: 0.25, xyz: 0.15 };
const NICE = [499, 750, 990, 1_250, 1_495, 1_950, 2_500, 2_950, 3_500, 4_500, 4_950, 6_500, 7_500, 9_500, 12_500, 15_000, 19_500, 25_000, 35_000, 49_500, 75_000, 95_000, 150_000];

function weightedTld(): string {
  let r = random();
  for (const [tld, weight] of TLDS) {
    r -= weight;
    if (r < 0) return tld;
  }
  return 'com';
}

function makeLabel(words: string[], all: string[]): string {
  const shape = random();
  if (shape < 0.3) return pick(words);
  if (shape < 0.65) return pick(words) + pick(all);
  if (shape < 0.85) return pick(words) + pick(SUFFIXES);
  return pick(PREFIXES) + pick(words);
}

function priceFor(label: string, tld: string): number {
  const lengthFactor = Math.max(0.08, 1.6 - label.length * 0.12);
  const raw = 60_000 * lengthFactor * TLD_FACTOR[tld]! * (0.4 + random() * 1.2);
  return NICE.reduce((best, p) => (Math.abs(p - raw) < Math.abs(best - raw) ? p : best), NICE[0]!);
}

const allWords = Object.values(CATEGORIES).flat();
const seen = new Set<string>();
const lines: string[] = [];
const epoch = Date.parse('2025-12-31T00:00:00Z');
while (lines.length < COUNT) {
  const category = pick(Object.keys(CATEGORIES));
  const label = makeLabel(CATEGORIES[category]!, allWords);
  if (label.length > 20) continue;
  const tld = weightedTld();
  const domain = `${label}.${tld}`;
  if (seen.has(domain)) continue;
  seen.add(domain);
  const price = priceFor(label, tld);
  const floor = random() < 0.6 ? Math.round((price * (0.6 + random() * 0.3)) / 10) * 10 : undefined;
  const listedAt = new Date(epoch - Math.floor(random() * 365 * 86_400) * 1000).toISOString();
  const tags = [category, label.length <= 5 ? 'short' : null, tld === 'com' ? 'dotcom' : null].filter(Boolean);
  lines.push(JSON.stringify({
    domain, price, ...(floor ? { floor_price: floor } : {}), category, tags,
    description: `${label.charAt(0).toUpperCase()}${label.slice(1)}.${tld}: a ${category} name (synthetic sandbox listing).`,
    listed_at: listedAt,
  }));
}
writeFileSync(join(root, 'assets/sandbox/listings.jsonl'), `${lines.join('\n')}\n`);
console.log(`sandbox: ${lines.length} synthetic listings`);
