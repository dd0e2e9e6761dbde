import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { HEALTH_FOOD_HOME_CONCEPTS } from '../src/modules/partners/inventory/concepts/health-food-home.js';
import { ASK_LISTS, CONCEPTS, ConceptTerms } from '../src/modules/partners/inventory/concepts/index.js';
import { TECH_FINANCE_CONCEPTS } from '../src/modules/partners/inventory/concepts/tech-finance.js';
import { TRAVEL_BRANDABLE_CONCEPTS } from '../src/modules/partners/inventory/concepts/travel-brandable.js';
import type { AskLexicon, ConceptLexicon } from '../src/modules/partners/inventory/concepts/types.js';
import { foldAccents } from '../src/modules/partners/inventory/text.js';

/**
 * The concept lexicon's merge rules (concepts/index.ts ConceptTerms), on tiny lexicons built here, and the real
 * lexicon's terms against what a query can spell (issue 20, seventh pass). No app.
 */
const WORDS: ConceptLexicon = {
  haven: { 3: 'refuge', 2: 'retreat', 1: 'funeral home' },
  nest: { 2: 'nursery', 1: 'retreat' },
  ledger: { 3: 'bookkeeping', 1: 'accounting' },
  vault: { 2: 'accounting, safe deposit' },
  trail: { 1: 'bike shop' },
};
const gradesOf = (terms: ConceptTerms, term: string) => Object.fromEntries(terms.grades(term) ?? []);

describe('ConceptTerms merge rules (concepts/index.ts)', () => {
  test('an ask listed in two ask lexicons keeps the better grade of each word (either order)', () => {
    const a: AskLexicon = { 'bike shop': 'trail 1, haven 2' };
    const b: AskLexicon = { 'cycle shop, bike shop': 'trail 3, haven 1, nest 1' };
    for (const asks of [[a, b], [b, a]]) {
      const terms = new ConceptTerms([WORDS], asks);
      assert.deepEqual(gradesOf(terms, 'bike shop'), { trail: 3, haven: 2, nest: 1 });
      assert.deepEqual(gradesOf(terms, 'cycle shop'), { trail: 3, haven: 1, nest: 1 });
    }
  });

  test("where one ask list says '' and another gives only grade-1 words, the ask serves nothing (either order)", () => {
    const none: AskLexicon = { 'beard oil': '' };
    const loose: AskLexicon = { 'beard oil': 'haven 1, nest 1' };
    for (const asks of [[none, loose], [loose, none]]) {
      const terms = new ConceptTerms([WORDS], asks);
      assert.ok(terms.decides('beard oil') && terms.knows('beard oil'));
      assert.equal(terms.grades('beard oil')?.size, 0);
    }
  });

  test("where one ask list says '' and another gives a grade ≥ 2 word, that word stays and its grade-1 words go (either order)", () => {
    const none: AskLexicon = { 'beard oil': '' };
    const fits: AskLexicon = { 'beard oil': 'haven 2, nest 1, vault 3' };
    for (const asks of [[none, fits], [fits, none]]) {
      assert.deepEqual(gradesOf(new ConceptTerms([WORDS], asks), 'beard oil'), { haven: 2, vault: 3 });
    }
  });

  test("an ask-list term replaces the word lists' row for that term: the ask list decides it", () => {
    const terms = new ConceptTerms([WORDS], [{ accounting: 'ledger 2', 'funeral home': '' }]);
    // Word lists alone: ledger 1 and vault 2; the ask list says ledger 2 only.
    assert.deepEqual(gradesOf(new ConceptTerms([WORDS]), 'accounting'), { ledger: 1, vault: 2 });
    assert.deepEqual(gradesOf(terms, 'accounting'), { ledger: 2 });
    // haven 1 for "funeral home" is gone: the ask list says nothing serves it.
    assert.equal(terms.grades('funeral home')?.size, 0);
    // Terms no ask list names keep the word lists' rows, merged across words (best grade each).
    assert.deepEqual(gradesOf(terms, 'retreat'), { haven: 2, nest: 1 });
  });

  test('decides / knows / covers / grades answer as documented', () => {
    const terms = new ConceptTerms([WORDS], [{ 'car park, parking lot': '', 'pet shop': 'nest 2, unlisted 3, haven 0' }]);
    // decides: only terms an ask list names.
    assert.ok(terms.decides('car park') && terms.decides('parking lot') && terms.decides('pet shop'));
    assert.ok(!terms.decides('refuge') && !terms.decides('haven'));
    // knows: any term some list names, single word or phrase, including asks that serve nothing.
    assert.ok(terms.knows('refuge') && terms.knows('safe deposit') && terms.knows('car park'));
    assert.ok(!terms.knows('haven') && !terms.knows('safe') && !terms.knows('nowhere'));
    // covers: the words that have lists, not the terms; ask lists cannot add a word (unlisted 3 is dropped, as is grade 0).
    assert.ok(terms.covers('haven') && terms.covers('vault'));
    assert.ok(!terms.covers('refuge') && !terms.covers('unlisted') && !terms.covers('car park'));
    assert.deepEqual(gradesOf(terms, 'pet shop'), { nest: 2 });
    assert.equal(terms.grades('nowhere'), undefined);
    assert.equal(terms.grades('car park')?.size, 0);
    assert.equal(terms.longestPhrase, 2);
  });

  test('terms are normalised as a query is tokenised: case and spaces, hyphens ("well-being" → "well being" and "wellbeing"), apostrophes ("women\'s health" → "women s health")', () => {
    const terms = new ConceptTerms(
      [{ well: { 3: ' Well-Being ', 2: "Women's  Health" }, glow: { 2: 'Skin   Care' } }],
      [{ 'Self-Care': 'glow 3', 'Anti-Aging Cream': 'glow 2' }],
    );
    assert.deepEqual(gradesOf(terms, 'well being'), { well: 3 });
    assert.deepEqual(gradesOf(terms, 'wellbeing'), { well: 3 });
    assert.deepEqual(gradesOf(terms, 'women s health'), { well: 2 });
    assert.deepEqual(gradesOf(terms, 'skin care'), { glow: 2 });
    assert.deepEqual(gradesOf(terms, 'self care'), { glow: 3 });
    assert.ok(terms.decides('self care'));
    assert.deepEqual(gradesOf(terms, 'anti aging cream'), { glow: 2 });
    assert.ok(!terms.knows('well-being') && !terms.knows("women's health") && !terms.knows('self-care'));
    // The real lexicon: its field ask "well-being" (concepts/index.ts) is read both ways.
    assert.ok(CONCEPTS.grades('well being')?.has('well') && CONCEPTS.grades('wellbeing')?.has('well'));
  });
});

describe('concept lexicon integrity: every term is spelt as a query can spell it', () => {
  /** How the query reads text (query.ts: accents folded, lower case, split on anything but letters and digits). */
  const asQuery = (raw: string) => foldAccents(raw).toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean).join(' ');
  const rawTerms: string[] = [];
  for (const lexicon of [TECH_FINANCE_CONCEPTS, HEALTH_FOOD_HOME_CONCEPTS, TRAVEL_BRANDABLE_CONCEPTS]) {
    for (const grades of Object.values(lexicon)) for (const list of Object.values(grades)) rawTerms.push(...(list as string).split(','));
  }
  for (const asks of Object.values(ASK_LISTS)) for (const aliases of Object.keys(asks)) rawTerms.push(...aliases.split(','));
  const terms = [...new Set(rawTerms.map((t) => t.trim()).filter(Boolean))];

  test('every term of CONCEPTS, read as a query reads it, is lower-case letters/digits and single spaces, and CONCEPTS knows it in that form', () => {
    assert.ok(terms.length > 10_000, String(terms.length));
    const unreadable = terms.filter((t) => !/^[a-z0-9]+( [a-z0-9]+)*$/.test(asQuery(t)));
    assert.deepEqual(unreadable, []);
    // A term stored as written ("well-being", "café") would never be looked up: the query has "well being", "cafe".
    const unknown = terms.filter((t) => !CONCEPTS.knows(asQuery(t))).map((t) => `${t} → "${asQuery(t)}"`);
    assert.deepEqual(unknown, []);
  });
});
