/**
 * Splits a domain label into words (`brewhouse` → brew + house, `getcoffeenow` → get + coffee + now) by
 * dynamic programming over WordNet's single-word lemmas: the split with the lowest cost wins, where a word of
 * 3+ letters costs 1 (`wordCost` may refine that: cheaper for words seen in WordNet's tagged texts and for brand
 * affixes, dearer for bare inflections, so `curebit` is cure + bit, not cur + ebit, and `mygrill` my + grill), a
 * 2-letter word 2.5 (WordNet lists many abbreviations: "br", "ew"), one letter 3.5, a run of digits 1 and an
 * unknown chunk 2 + 0.4 per character (so brand suffixes like `-ly` stay one chunk). Hyphens split first.
 */
export function segmentLabel(label: string, isWord: (word: string) => boolean, wordCost?: (word: string) => number | undefined): string[] {
  const out: string[] = [];
  for (const part of label.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean)) out.push(...segmentRun(part, isWord, wordCost));
  return out;
}

const MAX_WORD = 20;

function segmentRun(text: string, isWord: (word: string) => boolean, wordCost?: (word: string) => number | undefined): string[] {
  const n = text.length;
  const cost = new Array<number>(n + 1).fill(Infinity);
  const from = new Array<number>(n + 1).fill(0);
  cost[0] = 0;
  for (let end = 1; end <= n; end++) {
    for (let start = Math.max(0, end - MAX_WORD); start < end; start++) {
      if (cost[start] === Infinity) continue;
      const piece = text.slice(start, end);
      const c = cost[start]! + pieceCost(piece, isWord, wordCost);
      if (c < cost[end]!) {
        cost[end] = c;
        from[end] = start;
      }
    }
  }
  const words: string[] = [];
  for (let end = n; end > 0; end = from[end]!) words.unshift(text.slice(from[end]!, end));
  // Adjacent unknown chunks read better as one.
  return words.reduce<string[]>((acc, word) => {
    const last = acc[acc.length - 1];
    if (last !== undefined && !isWord(last) && !isWord(word) && !/^\d+$/.test(last + word)) acc[acc.length - 1] = last + word;
    else acc.push(word);
    return acc;
  }, []);
}

function pieceCost(piece: string, isWord: (word: string) => boolean, wordCost?: (word: string) => number | undefined): number {
  if (/^\d+$/.test(piece)) return 1;
  if (/\d/.test(piece)) return 2 + 0.4 * piece.length;
  const refined = wordCost?.(piece);
  if (refined !== undefined) return refined;
  if (isWord(piece)) return piece.length >= 3 ? 1 : piece.length === 2 ? 2.5 : 3.5;
  return 2 + 0.4 * piece.length;
}
