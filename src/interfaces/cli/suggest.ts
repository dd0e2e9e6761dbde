/**
 * "Did you mean …?" for a mistyped command or option: the candidates closest to what was typed, by edit distance
 * with transpositions (`sever` → `serve` is one edit), or the only candidate it is a prefix of (`part` → `partners`).
 * Nothing is suggested when every candidate is far off: a wrong guess is worse than none.
 */
export function closest(typed: string, candidates: string[]): string[] {
  const prefixed = candidates.filter((candidate) => candidate.startsWith(typed));
  if (typed.length >= 2 && prefixed.length === 1) return prefixed;
  const limit = Math.max(1, Math.round(typed.length * 0.4));
  const scored = candidates.map((candidate) => ({ candidate, distance: editDistance(typed, candidate) }))
    .filter(({ distance }) => distance <= limit);
  const best = Math.min(...scored.map(({ distance }) => distance));
  return scored.filter(({ distance }) => distance === best).map(({ candidate }) => candidate);
}

/** Optimal string alignment distance: insertions, deletions, substitutions and adjacent transpositions cost 1. */
export function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let distance = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) distance = Math.min(distance, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = distance;
    }
  }
  return rows[a.length]![b.length]!;
}

/** `"a"`, `"a" or "b"`, `"a", "b" or "c"` (or with another quote mark). */
export function quotedChoices(names: string[], quote = '"'): string {
  const quoted = names.map((name) => `${quote}${name}${quote}`);
  return quoted.length <= 1 ? quoted.join('') : `${quoted.slice(0, -1).join(', ')} or ${quoted.at(-1)}`;
}
