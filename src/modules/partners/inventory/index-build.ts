import { createHash } from 'node:crypto';
import type { AppContext } from '../../../context.js';
import { forEachInSlices } from '../../../platform/lib/time-slices.js';
import { activeListingNames, activeListingsStamp, type ListingName } from '../../listings/repository.js';
import type { PartnerEnvironment } from '../credentials/scopes.js';
import { saveEmbedding, storedEmbeddings } from './embeddings-repository.js';
import { inventoryWords } from './inventory-words.js';
import { segmentLabel, type Semantics } from './semantic.js';
import { INDEX_CHECK_MS, type IndexEntry, type InventoryIndex } from './search-state.js';

/**
 * Words that carry no meaning in a name or a query but that WordNet does not list (it has no function words),
 * plus common brand affixes, so that `thebean` splits as the + bean and `brewly` as brew + ly.
 */
export const FUNCTION_WORDS = new Set([
  'the', 'my', 'your', 'our', 'their', 'his', 'her', 'its', 'we', 'you', 'and', 'or', 'of', 'for', 'to', 'with', 'from',
  'hey', 'hq', 'ly', 'ify', 'io', 'ai', 'app', 'this', 'that', 'into', 'onto', 'about',
  // Brand prefixes of names (gotea, getbrew, trybean, joinbrew, webean): verbs and pronouns that mean nothing there.
  'go', 'get', 'try', 'join', 'we',
]);

/**
 * Segmentation costs (segmentLabel): brand affixes are cheap, so `mygrill` is my + grill; the inventory's own words
 * (inventory-words.ts) cheaper than any dictionary word, so `cybernest` is cyber + nest, and its affixes as cheap
 * as brand affixes; dear: a dictionary word that is two of the inventory's words (`coastwise` is coast + wise in a
 * name) and a bare inflection (`thenest` is the + nest, not "most then"); else WordNet's view.
 */
export function segmentCost(semantics: Semantics, own: { words: ReadonlySet<string>; affixes: ReadonlySet<string> } = { words: new Set(), affixes: new Set() }): (word: string) => number | undefined {
  return (word) => {
    if (FUNCTION_WORDS.has(word) || own.affixes.has(word)) return 0.8;
    if (own.words.has(word)) return 0.75;
    // Most pieces of a name are no word at all: answered from the word list before any sense look-up.
    if (!semantics.wordnet.isWord(word)) return undefined;
    const cost = semantics.wordCost(word);
    if (cost === undefined) return cost;
    for (let i = 3; i <= word.length - 2; i++) if (own.words.has(word.slice(0, i)) && (own.words.has(word.slice(i)) || own.affixes.has(word.slice(i)))) return 1.7;
    if (cost > 1) return 1.7;
    return cost;
  };
}

/** Pads like pg_trgm: two spaces before and one after each word, so word starts and ends weigh more. */
export function trigrams(words: string[]): Set<string> {
  const out = new Set<string>();
  for (const word of words) {
    const padded = `  ${word} `;
    for (let i = 0; i + 3 <= padded.length; i++) out.add(padded.slice(i, i + 3));
  }
  return out;
}

/**
 * The index of one environment's active listings, rebuilt when they changed: a check (count and a hash of
 * the ids) runs at most every INDEX_CHECK_MS, and concurrent searches share one rebuild.
 */
export async function inventoryIndex(ctx: AppContext, environment: PartnerEnvironment, { background = false } = {}): Promise<InventoryIndex> {
  const state = ctx.partner.search;
  const now = ctx.clock.now().getTime();
  const current = state.indexes.get(environment);
  if (current && now - current.checkedAt < INDEX_CHECK_MS && now >= current.checkedAt) return current;
  // A search (not the warm-up) waits for this build: it runs to the end without yielding.
  if (!background) state.urgent = true;
  return state.builds.run(environment, async () => {
    const signature = await activeListingsStamp(ctx.db, environment);
    if (current && current.signature === signature) {
      current.checkedAt = now;
      return current;
    }
    const rows = await activeListingNames(ctx.db, environment);
    const index = await buildIndex(ctx, rows, signature, now);
    if (state.embeddings) await attachVectors(ctx, index);
    state.indexes.set(environment, index);
    state.urgent = false;
    return index;
  });
}

/**
 * Splits every name into words and prepares each word's definitions for gloss overlap, in slices of the event loop
 * (platform/lib/time-slices.ts): at start-up this runs beside the first requests (warm.ts), which must not wait for
 * all of it.
 */
async function buildIndex(ctx: AppContext, rows: ListingName[], signature: string, now: number): Promise<InventoryIndex> {
  const state = ctx.partner.search;
  const wordnet = state.semantics.wordnet;
  const isWord = (word: string) => FUNCTION_WORDS.has(word) || wordnet.isWord(word);
  const vocabulary = new Set<string>();
  const labelOf = (row: ListingName) => row.domain.slice(0, row.domain.length - row.tld.length - 1);
  const slices = { urgent: () => state.urgent };
  const own = await inventoryWords(rows.map(labelOf), isWord, slices);
  const ownKey = `${[...own.words].sort().join(' ')}|${[...own.affixes].sort().join(' ')}`;
  // Segmentations depend on the inventory's own words: kept while those stay the same.
  if (state.segmentationsKey !== ownKey) {
    state.segmentations.clear();
    state.segmentationsKey = ownKey;
  }
  const cost = segmentCost(state.semantics, own);
  const isKnown = (word: string) => own.words.has(word) || own.affixes.has(word) || isWord(word);
  const entries: IndexEntry[] = [];
  await forEachInSlices(rows, (row) => {
    const label = labelOf(row);
    let segments = state.segmentations.get(label);
    if (!segments) {
      segments = segmentLabel(label, isKnown, cost);
      state.segmentations.set(label, segments);
    }
    for (const segment of segments) vocabulary.add(segment);
    entries.push({ id: row.id, domain: row.domain, label, tld: row.tld, segments, trigrams: trigrams(label.split('-')), vector: null });
  }, slices);
  // Gloss overlap weighs each stem by its rarity among the inventory's words (gloss.ts): each word's definitions
  // are read once, here, so that searches only compare them.
  const glosses = state.semantics.glosses;
  await forEachInSlices(vocabulary, (word) => glosses.bag(word), slices);
  glosses.weigh(vocabulary);
  return { signature, checkedAt: now, entries, vocabulary: [...vocabulary], vocabularySet: vocabulary };
}

/** What is embedded for a listing: its words, then the name as written (`brew house brewhouse.com`). */
export function embeddingText(entry: Pick<IndexEntry, 'segments' | 'domain'>): string {
  return `${entry.segments.join(' ')} ${entry.domain}`;
}

const EMBED_BATCH = 64;

/**
 * Vectors of the optional embeddings provider are stored (listing_embeddings, per model and text hash) and
 * computed only for listings without a current one. A failing provider leaves entries without vectors: search
 * then ranks on WordNet, keyword and trigram scores alone (logged).
 */
async function attachVectors(ctx: AppContext, index: InventoryIndex): Promise<void> {
  const provider = ctx.partner.search.embeddings!;
  const stored = await storedEmbeddings(ctx.db, provider.model);
  const byId = new Map(stored.map((row) => [row.listing_id, row]));
  const missing: { entry: IndexEntry; text: string; hash: string }[] = [];
  for (const entry of index.entries) {
    const text = embeddingText(entry);
    const hash = createHash('sha256').update(text).digest('hex');
    const row = byId.get(entry.id);
    if (row && row.text_sha256 === hash) entry.vector = Float32Array.from(row.vector.map(Number));
    else missing.push({ entry, text, hash });
  }
  try {
    for (let i = 0; i < missing.length; i += EMBED_BATCH) {
      const batch = missing.slice(i, i + EMBED_BATCH);
      const vectors = await provider.embed(batch.map((m) => m.text));
      const now = ctx.clock.now();
      for (const [k, m] of batch.entries()) {
        m.entry.vector = vectors[k]!;
        await saveEmbedding(ctx.db, { listingId: m.entry.id, model: provider.model, textSha256: m.hash, vector: vectors[k]! }, now);
      }
    }
  } catch (error) {
    // Marked incomplete, so the next check (INDEX_CHECK_MS later) tries the provider again.
    index.signature += ':incomplete';
    ctx.log.warn({ err: (error as Error).message }, 'embeddings provider failed; searching without vectors for the listings it did not embed');
  }
}
