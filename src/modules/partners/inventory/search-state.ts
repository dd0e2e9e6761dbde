import { BoundedMemo } from '../../../platform/lib/bounded-memo.js';
import { CONCEPTS } from './concepts/index.js';
import type { Logger } from 'pino';
import type { Config } from '../../../platform/config.js';
import { SingleFlight } from '../../../platform/lib/single-flight.js';
import { HttpEmbeddings, type EmbeddingsProvider } from './embeddings.js';
import { Semantics } from './semantic.js';
import { loadWordVectors, wordVectorsFile } from './word-vectors.js';
import { WordNet } from './wordnet.js';

/** One listing as the ranker sees it: its name split into words, its trigrams, its vector when embeddings are on. */
export interface IndexEntry {
  id: string;
  domain: string;
  label: string;
  tld: string;
  segments: string[];
  trigrams: Set<string>;
  vector: Float32Array | null;
}

export interface InventoryIndex {
  signature: string;
  checkedAt: number;
  entries: IndexEntry[];
  /** Every distinct segment of the entries: similarities are computed once per word, not per listing. */
  vocabulary: string[];
  /** The same, for look-ups (typo corrections against the inventory's words). */
  vocabularySet: ReadonlySet<string>;
}

/** Seconds an index is used before the listings are checked for changes (README, "Partner interface"). */
export const INDEX_CHECK_MS = 30_000;

/**
 * Per-process state of partner inventory search: the WordNet reader (opened on the first search), the index
 * of each environment's active listings (rebuilt when the listings change), the embeddings provider.
 */
export class InventorySearchState {
  readonly embeddings: EmbeddingsProvider | null;
  readonly indexes = new Map<string, InventoryIndex>();
  readonly builds = new SingleFlight<InventoryIndex>();
  /** Label → segments: listings rarely change, so a rebuild re-segments only new names. */
  readonly segmentations = new Map<string, string[]>();
  /** The inventory's own words the segmentations were made with (index-build.ts). */
  segmentationsKey = '';
  /** Query text → its vector from the embeddings provider. */
  readonly queryVectors = new BoundedMemo<string, Float32Array>(1_000);
  /** The start-up warm-up under way (warm.ts), if any. */
  warming: Promise<void> | null = null;
  /** A search waits for the index build under way: the build stops yielding to the event loop (index-build.ts). */
  urgent = false;
  private semanticsInstance: Semantics | undefined;
  private readonly wordVectorsSetting: string | undefined;
  private readonly lexicon: boolean;

  constructor(config: Config, readonly log: Logger) {
    const e = config.partner.embeddings;
    this.wordVectorsSetting = config.partner.wordVectorsFile;
    this.lexicon = config.partner.searchLexicon;
    this.embeddings = e.url ? new HttpEmbeddings({ url: e.url, model: e.model, apiKey: e.apiKey, timeoutMs: e.timeoutMs }) : null;
  }

  get semantics(): Semantics {
    this.semanticsInstance ??= new Semantics(new WordNet(), loadWordVectors(wordVectorsFile(this.wordVectorsSetting)), this.lexicon ? CONCEPTS : null);
    return this.semanticsInstance;
  }

  /** Forget the indexes (tests, after changing listings under a manual clock). */
  invalidate(): void {
    this.indexes.clear();
    this.queryVectors.clear();
  }

  close(): void {
    this.semanticsInstance?.wordnet.close();
  }
}
