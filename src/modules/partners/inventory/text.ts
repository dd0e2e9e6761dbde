/** Accents and diacritics fold to plain letters before anything else reads the query (café → cafe, crème → creme):
 * WordNet, the word vectors and the names are plain ASCII. NFKC first (full-width letters, ligatures), then the
 * combining marks of the decomposed form go. */
export function foldAccents(text: string): string {
  return text.normalize('NFKC').normalize('NFD').replace(/\p{M}+/gu, '').normalize('NFC');
}

/** Words whose accent tells them apart from the plain word folding makes of them: rosé is a wine, rose a flower. */
const ROSE_WINE = /(?<!\p{L})ros[éè](?:\s+wines?)?(?!\p{L})/giu;

/** An ask folded as foldAccents does, after its accented words that mean something else plain are read as they mean. */
export function foldAskAccents(text: string): string {
  return foldAccents(text.replace(ROSE_WINE, 'rose wine'));
}

/** A query's or a term's words as the search reads them: folded, lower case, split on anything but letters and digits. */
export function wordsOf(text: string): string[] {
  return foldAccents(text).toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}
