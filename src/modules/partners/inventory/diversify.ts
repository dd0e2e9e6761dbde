import type { MatchKind } from './match.js';

/** A scored name as the spread reads it: its score, how it matched and the word of the name that served best. */
export interface Candidate {
  score: number;
  match: MatchKind;
  via: string;
}

/** Per earlier result found through the same word of a name, for related (not literal) matches. Halved in the sixteenth
 * pass (0.06 → 0.03): since a name's words weigh by specificity, a best word's variants stand further above the next
 * word's names, and 0.06 put looser words ahead of them (+0.88 nDCG@5 summed over 82 sets; 0 would give +1.18 but
 * five variants of one word for every topic ask). */
const REPEAT_PENALTY = 0.03;
/** Other words' best names join the diversity pool when this close to the best score. */
const CLOSE_TO_BEST = 0.9;

/**
 * The best `limit`, spread over the words that serve the query: for a topic ("finance") five variants of one word
 * (fund.com, myfund.com, fundly.com, …) say less than fund, pay, coin, wealth. Literal matches (exact, word, typo)
 * are not spread: "vault" is answered with vault names.
 */
export function diversify<T extends Candidate>(sorted: T[], limit: number, minScore: number): { s: T; score: number }[] {
  const picked: { s: T; score: number }[] = [];
  // The best 50, and the best name of every other word that serves the query (50 bean names must not hide brew).
  const rest = sorted.slice(0, limit * 10);
  const words = new Set(rest.map((s) => s.via));
  const floor = CLOSE_TO_BEST * (sorted[0]?.score ?? 0);
  for (const s of sorted.slice(limit * 10)) if (s.score >= floor && !words.has(s.via)) [words.add(s.via), rest.push(s)];
  const seen = new Map<string, number>();
  const adjusted = (s: T) => s.score - (s.match === 'semantic' || s.match === 'synonym' ? REPEAT_PENALTY * (seen.get(s.via) ?? 0) : 0);
  while (picked.length < limit && rest.length > 0) {
    let best = 0;
    for (let i = 1; i < rest.length; i++) if (adjusted(rest[i]!) > adjusted(rest[best]!)) best = i;
    // Repeats of one word pushed below the floor are not shown: nothing rather than a weak sixth variant.
    if (adjusted(rest[best]!) < minScore) break;
    const [next] = rest.splice(best, 1);
    // The score shown is the one the pick was made on, so answers read in score order (penalties only grow, so
    // each pick's adjusted score is at most the one before).
    picked.push({ s: next!, score: adjusted(next!) });
    seen.set(next!.via, (seen.get(next!.via) ?? 0) + 1);
  }
  return picked;
}
