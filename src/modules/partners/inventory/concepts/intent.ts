import type { Relation } from '../match.js';
import type { QueryPlan } from '../query.js';
import type { Semantics } from '../semantic.js';
import { FIELD_WORDS, TECH_CONCEPT_WORDS } from './index.js';

/** Links this strong (a grade-2 concept) say which field a query is in. */
const INTENT_MIN = 0.7;

/**
 * The TLD intent of a query no topic names (uptime monitoring, backup): the field of the words that serve it best —
 * mostly technology words (concepts/index.ts) make it a tech ask; else it stays without an intent.
 */
export function conceptIntent(servable: ReadonlySet<string>, table: ReadonlyMap<string, ReadonlyMap<string, Relation>>, semantics: Semantics): QueryPlan['intent'] {
  const concepts = semantics.concepts;
  if (!concepts) return null;
  // Each query word votes with the field of the words it reaches best (brandable words and brand suffixes have no
  // field): a query whose words mostly reach technology words is a tech ask (uptime monitoring: signal; version
  // control: code, not hub); one tech word among others is not.
  let tech = 0;
  let other = 0;
  for (const word of servable) {
    const row = [...table.get(word)!].filter(([segment, r]) => r.score >= INTENT_MIN && concepts.covers(segment) && FIELD_WORDS.has(segment));
    const top = Math.max(0, ...row.map(([, r]) => r.score));
    const best = row.filter(([, r]) => r.score >= top - 0.1).map(([segment]) => TECH_CONCEPT_WORDS.has(segment));
    if (best.length === 0) continue;
    if (best.filter(Boolean).length * 2 > best.length) tech++;
    else other++;
  }
  return tech > other ? 'tech' : null;
}
