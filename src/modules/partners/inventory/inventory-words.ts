import { forEachInSlices, type SliceOptions } from '../../../platform/lib/time-slices.js';

/**
 * Words of the inventory itself (issue 20, segmentation that prefers real words): brand words and affixes that no
 * dictionary lists but that sellers build names from (`api`, `medi`, `cyber`, `scape`, `hq`). Read from the names:
 * - a whole name that is also the start or the end of at least two other names is a word (`cyber`: cyber.com,
 *   cybernest, cyberio; never `cloudvault`, which starts nothing);
 * - a piece that ends (or starts) at least five names whose rest is a dictionary word is an affix (`scape`:
 *   havenscape, nodescape, …).
 * Segmentation (semantic.ts) then reads `codescape` as code + scape, not cod + escape, and `cybernest` as
 * cyber + nest, not cy + bern + est.
 */
export async function inventoryWords(labels: string[], isWord: (word: string) => boolean, slices: SliceOptions = {}): Promise<{ words: Set<string>; affixes: Set<string> }> {
  const all = new Set(labels.filter((l) => /^[a-z]+$/.test(l)));
  const parts = new Map<string, number>();
  const tails = new Map<string, number>();
  const heads = new Map<string, number>();
  const bump = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);
  // Every split of 5,000 names asks the dictionary ~80,000 times: in slices, so warm-up does not hold requests.
  await forEachInSlices(all, (label) => {
    for (let i = 2; i <= label.length - 2; i++) {
      const head = label.slice(0, i);
      const tail = label.slice(i);
      bump(parts, head);
      bump(parts, tail);
      if (head.length >= 3 && isWord(head)) bump(tails, tail);
      if (tail.length >= 3 && isWord(tail)) bump(heads, head);
    }
  }, slices);
  const words = new Set<string>();
  const affixes = new Set<string>();
  for (const label of all) if (label.length >= 3 && label.length <= 10 && (parts.get(label) ?? 0) >= 2) words.add(label);
  for (const [piece, count] of [...tails, ...heads]) if (count >= 5 && piece.length >= 2 && piece.length <= 6 && !words.has(piece)) affixes.add(piece);
  return { words, affixes };
}
