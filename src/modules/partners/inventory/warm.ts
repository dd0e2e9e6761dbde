import type { AppContext } from '../../../context.js';
import { inventoryIndex } from './index-build.js';
import { rankInventory } from './search.js';

/**
 * Loads the word data and builds the inventory indexes in the background when `serve` starts (issue 20: the first
 * search after start must not pay for them, ≤ 200 ms). Reading WordNet's word lists, splitting every listed name
 * into words and a first search over both environments take about a second; a search that arrives meanwhile joins
 * the index build under way (one build per environment) instead of starting its own.
 */
export function warmInventorySearch(ctx: AppContext): void {
  const state = ctx.partner.search;
  state.warming = (async () => {
    // After the current start-up step, so the app is built and listening while this runs.
    await new Promise((resolve) => setImmediate(resolve));
    for (const environment of ['sandbox', 'live'] as const) {
      await inventoryIndex(ctx, environment);
      // One search per environment reads the senses of every word of the names (cached from then on).
      await rankInventory(ctx, { environment, q: 'coffee shop' });
    }
  })().catch((error: unknown) => {
    ctx.log.warn({ err: (error as Error).message }, 'partner search warm-up failed; the first search builds what it needs');
  });
}
