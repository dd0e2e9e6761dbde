import type { AppContext } from '../../../context.js';
import { forEachInSlices } from '../../../platform/lib/time-slices.js';
import { warmConcepts } from './concepts/match.js';
import { inventoryIndex } from './index-build.js';
import { rankInventory } from './search.js';

/**
 * Loads the word data and builds the inventory indexes in the background when `serve` starts (issue 20: the first
 * search after start must not pay for them, ≤ 200 ms). Reading WordNet's word lists, splitting every listed name
 * into words and reading their senses take about a second, run in slices of ~10 ms
 * (platform/lib/time-slices.ts) so that a request arriving meanwhile waits one slice, not the whole second. A search
 * that arrives meanwhile joins the index build under way (one build per environment) instead of starting its own,
 * and the build then runs to its end without yielding (it is what the search waits for).
 */
export function warmInventorySearch(ctx: AppContext): void {
  const state = ctx.partner.search;
  state.warming = (async () => {
    // After the current start-up step, so the app is built and listening while this runs.
    await new Promise((resolve) => setImmediate(resolve));
    const semantics = state.semantics;
    // WordNet's word lists, in slices (wordnet.ts).
    await semantics.wordnet.loadWordLists();
    // The concept lexicon's tables, in slices (concepts/index.ts).
    await semantics.concepts?.load();
    for (const environment of ['sandbox', 'live'] as const) {
      const index = await inventoryIndex(ctx, environment, { background: true });
      // The senses, parents and definitions of every word of the names (cached from then on), a slice at a time:
      // a similarity to any query word reads them. Then one search of one word (it holds the event loop about as
      // long as any search) compiles the ranking's code paths.
      // Gloss recall's sense bags of every name word too (gloss-recall.ts), so a first query builds only its own,
      // and each name word's typical word-vector closeness (word-vectors.ts).
      await forEachInSlices(index.vocabulary, (word) => [semantics.similarity('bean', word), semantics.definedBy(word), semantics.recall.link('bean', word), semantics.vectors?.closeness('bean', word)]);
      warmConcepts(semantics);
      await rankInventory(ctx, { environment, q: 'bean' });
    }
  })().catch((error: unknown) => {
    ctx.log.warn({ err: (error as Error).message }, 'partner search warm-up failed; the first search builds what it needs');
  });
}
