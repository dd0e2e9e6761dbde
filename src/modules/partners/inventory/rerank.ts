import { FUNCTION_WORDS } from './index-build.js';
import type { QueryPlan } from './query.js';
import { DEVELOPER_TLDS } from './query-intent.js';
import type { IndexEntry } from './search-state.js';

/**
 * What the query asks of a name beyond its words (issue 20), as additions to its relevance (0…1):
 * - **TLD intent**: a tech topic favours .ai, .io, .dev (+0.06; .ai another +0.03 when the query says "ai"),
 *   .com a little (+0.02); a consumer topic favours .com (+0.04) and holds developer TLDs back (.ai, .io, .dev,
 *   .xyz −0.04); no topic: .com +0.02. A TLD named in the query (".io", "dot com") +0.15; one it refuses ("no .io stuff") −0.15.
 * - **Tone**: premium/luxury holds back brand affixes (getbean, beanly: −0.12) and .xyz/.me/.app (−0.08), .com
 *   +0.03; playful favours them (+0.08).
 * - **Length** ("short", "≤ 6 letters"): a longer name −0.35, below every name that fits while still above nothing.
 */
const CHEAP_TLDS = new Set(['xyz', 'me', 'app']);
/** Brand affixes of names: the prefixes and suffixes sellers add to a word (FUNCTION_WORDS holds them too). */
const AFFIXES = new Set(['go', 'get', 'try', 'join', 'we', 'my', 'the', 'hey', 'ly', 'ify', 'io', 'hq', 'hub', 'zone', 'spot', 'app', 'ai']);
const PLAYFUL_AFFIXES = new Set(['ly', 'ify', 'hey', 'go', 'try', 'kit', 'spot', 'get']);

export function adjustments(entry: IndexEntry, plan: QueryPlan): number {
  let delta = 0;
  const tld = entry.tld;
  if (plan.intent === 'tech') {
    if (DEVELOPER_TLDS.has(tld)) delta += 0.06 + (tld === 'ai' && plan.words.includes('ai') ? 0.03 : 0);
    else if (tld === 'com') delta += 0.02;
  } else if (plan.intent === 'consumer') {
    if (tld === 'com') delta += 0.04;
    else if (DEVELOPER_TLDS.has(tld) || tld === 'xyz') delta -= 0.04;
  } else if (tld === 'com') delta += 0.02;
  if (plan.tld && tld === plan.tld) delta += 0.15;
  if (plan.shunnedTlds.includes(tld)) delta -= 0.15;
  const affixed = entry.segments.some((s) => AFFIXES.has(s)) || (entry.segments.length > 1 && entry.segments.some((s) => FUNCTION_WORDS.has(s)));
  if (plan.tone === 'premium') {
    if (affixed) delta -= 0.12;
    if (CHEAP_TLDS.has(tld)) delta -= 0.08;
    if (tld === 'com') delta += 0.03;
  } else if (plan.tone === 'playful' && entry.segments.some((s) => PLAYFUL_AFFIXES.has(s))) delta += 0.08;
  if (plan.maxLength !== null && entry.label.length > plan.maxLength) delta -= 0.35;
  return delta;
}
