import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { CONCEPTS } from '../src/modules/partners/inventory/concepts/index.js';
import { parseQuery } from '../src/modules/partners/inventory/query.js';
import { Semantics } from '../src/modules/partners/inventory/semantic.js';
import { forms } from '../src/modules/partners/inventory/word-forms.js';
import { WordNet } from '../src/modules/partners/inventory/wordnet.js';

/**
 * How a partner search query is read (issue 20, eighth pass; query.ts, word-forms.ts), on the real WordNet and concept
 * lexicon. No app: the answers these readings give are checked on the sandbox listings in partner-search-concepts.test.ts.
 */
const semantics = new Semantics(new WordNet(), null, CONCEPTS);
const words = (q: string) => parseQuery(q, semantics, new Set()).words;

describe('partner search: reading a query (issue 20, eighth pass)', () => {
  test('a product named in a pitch is read as what it is only where it reads as a product: "Notion for lawyers" is a notes workspace, "the notion of time" a notion; "the Zillow of houseboats" property listings; a word of the inventory stays itself ("nest for pets")', () => {
    assert.deepEqual(words('notion for lawyers'), ['notes', 'workspace', 'lawyers']);
    assert.ok(words('the notion of time').includes('notion'));
    assert.deepEqual(words('the zillow of houseboats').slice(0, 2), ['property', 'listings']);
    assert.ok(parseQuery('nest for pets', semantics, new Set(['nest'])).words.includes('nest'));
  });

  test('the aftermarket\'s shorthand for a name\'s shape is a length, not a word: LLLL and CVCV are four letters, 5L five; "not more than 6 letters" six; "cv writing" keeps its word', () => {
    const plan = (q: string) => parseQuery(q, semantics, new Set());
    assert.deepEqual([plan('llll name for a dev tool').maxLength, plan('llll name for a dev tool').words], [4, ['dev']]);
    assert.equal(plan('cvcv name for a fintech').maxLength, 4);
    assert.equal(plan('5l brandable for a bakery').maxLength, 5);
    assert.equal(plan('name for a sabzi shop, not more than 6 letters').maxLength, 6);
    assert.deepEqual([plan('cv writing service').maxLength, plan('cv writing service').words.includes('cv')], [null, true]);
  });

  test('"X for Y" asks for X: who or what it is for is context, not matched ("speech therapy for kids", "payments api for developers")', () => {
    assert.deepEqual(words('speech therapy for kids'), ['speech', 'therapy']);
    assert.deepEqual(words('payments api for developers'), ['payments', 'api']);
    assert.deepEqual(words('money newsletter for millennials'), ['money', 'newsletter']);
  });

  test('"a name for X" asks for X: with only generic words before "for", the subject follows it ("site for my optometry practice", "name for a budgeting app for students")', () => {
    assert.deepEqual(words('site for my optometry practice'), ['optometry', 'practice']);
    assert.deepEqual(words('domain for my dog grooming business').slice(0, 2), ['dog', 'grooming']);
    // The first "for" with a subject before it starts the context.
    assert.deepEqual(words('name for a budgeting app for students'), ['budgeting']);
  });

  test('constraints after "for" still count ("bakery name for a luxury brand" is premium)', () => {
    const plan = parseQuery('bakery name for a luxury brand', semantics, new Set());
    assert.deepEqual(plan.words, ['bakery']);
    assert.equal(plan.tone, 'premium');
  });

  test('a plain -s leaves no e behind: "kits" is kit, never kite; "bits" is bit, never bite; -es and -ing still do ("houses" → house, "baking" → bake)', () => {
    assert.ok(!forms('kits', semantics).has('kite') && forms('kits', semantics).has('kit'));
    assert.ok(!forms('bits', semantics).has('bite') && forms('bits', semantics).has('bit'));
    assert.ok(forms('houses', semantics).has('house'));
    assert.ok(forms('baking', semantics).has('bake'));
  });

  test('the audience of "X for Y" is read with X as a fallback (where X answers weakly), never alone: "exam prep platform for nursing students"', () => {
    const plan = parseQuery('exam prep platform for nursing students', semantics, new Set());
    assert.deepEqual(plan.words, ['exam', 'prep']);
    assert.deepEqual(plan.alternatives, [{ words: ['exam', 'prep', 'nursing', 'students'], fallback: true }]);
    assert.deepEqual(parseQuery('speech therapy for kids', semantics, new Set()).alternatives, [{ words: ['speech', 'therapy', 'kids'], fallback: true }]);
  });
});
