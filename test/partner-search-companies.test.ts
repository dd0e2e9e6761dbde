// test-plan: PGlite only: reads asks with the word data alone (no database); the signed route over the sandbox listings is checked by test/partner-search-ventures.test.ts and test/partner-inventory.test.ts
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { CONCEPTS } from '../src/modules/partners/inventory/concepts/index.js';
import { parseQuery } from '../src/modules/partners/inventory/query.js';
import { Semantics } from '../src/modules/partners/inventory/semantic.js';
import { loadWordVectors, wordVectorsFile } from '../src/modules/partners/inventory/word-vectors.js';
import { WordNet } from '../src/modules/partners/inventory/wordnet.js';

/**
 * Asks written inside companies and by local traders (issue 20, twentieth pass): the department that asks, the
 * company's words for what it names (microsite, feature, roadmap), how plain the ending should be and every ending
 * refused are no subject.
 */
const semantics = new Semantics(new WordNet(), loadWordVectors(wordVectorsFile(undefined)), CONCEPTS);
const plan = (q: string, inventory = ['vine', 'taste', 'house', 'fresh']) => parseQuery(q.toLowerCase(), semantics, new Set(inventory), q);

describe('partner search: asks written inside companies (issue 20, twentieth pass)', () => {
  test('a department speaking is no subject ("Brand team wants …" had made "team" the whole ask)', () => {
    const snacks = plan("Brand team wants something fun and playful for a kids' after-school snack line.");
    assert.ok(!snacks.words.includes('team') && !snacks.words.includes('brand'), snacks.words.join(' '));
    const abroad = plan('People Ops is rolling out a work-from-anywhere programme for employees living abroad.');
    assert.ok(!abroad.words.some((w) => ['people', 'ops', 'rolling'].includes(w)), abroad.words.join(' '));
    // A club's own team is what the name is for; a technical department says the ask is a developer's.
    assert.ok(plan('our netball team needs a name').words.includes('netball'));
    assert.equal(plan('Platform engineering needs a short name for the internal CI/CD pipeline tool').intent, 'tech');
  });

  test('what a company names inside it (microsite, feature, vertical, roadmap) is no subject; "expanding into a" founds', () => {
    const wine = plan('Our leisure vertical is expanding into a wine club. We need a name for the booking microsite.');
    assert.ok(wine.words.includes('wine') && !wine.words.some((w) => ['micro', 'site', 'microsite', 'vertical', 'expanding'].includes(w)), wine.words.join(' '));
    const budgeting = plan('Product wants a name for the new budgeting feature on our roadmap');
    assert.ok(budgeting.words.includes('budgeting') && !budgeting.words.some((w) => ['feature', 'roadmap'].includes(w)), budgeting.words.join(' '));
  });
});

describe('partner search: local traders (issue 20, twentieth pass)', () => {
  test('how plain the ending should be is no word ("plain .com", "a normal .com", "a simple dot com")', () => {
    for (const q of ['Dog groomer in Maidstone, plain .com for the salon please', 'Removals firm in Derby, just want a normal .com for customers', 'a simple dot com for our removals firm']) {
      const read = plan(q);
      assert.equal(read.tld, 'com', q);
      assert.ok(!read.words.some((w) => ['plain', 'normal', 'simple'].includes(w)), `${q}: ${read.words.join(' ')}`);
    }
  });

  test('a small shop opening a clause is the business\'s size ("small" had reached bit names); "small batch gin" keeps it', () => {
    assert.ok(!plan('Florist in Lewes, weddings and funerals, small shop on the high street.').words.includes('small'));
    assert.ok(plan('small batch gin distillery').words.includes('small'));
    assert.equal(plan('short baking blog').maxLength, 6);
  });

  test('every ending refused is held back ("no .io or .ai" had read .ai as the ending asked for)', () => {
    const toilets = plan('An app that finds the nearest clean public toilet, for everyday people, no .io or .ai.');
    assert.deepEqual(toilets.shunnedTlds, ['io', 'ai']);
    assert.equal(toilets.tld, null);
    assert.equal(toilets.intent, 'consumer');
    assert.deepEqual(plan('bakery site, not .xyz, .io or .dev').shunnedTlds, ['xyz', 'io', 'dev']);
  });
});

describe('partner search: what a venture sells and what it is for (issue 20, twentieth pass)', () => {
  test('goods printed for an audience ask for the audience ("mugs, tees and desk mats for bookkeepers" had reached brew)', () => {
    const merch = plan('Mugs, tees and desk mats for bookkeepers and CPAs, printed to order. Help me name the shop!');
    assert.ok(merch.words.includes('bookkeepers') && !merch.words.some((w) => ['mugs', 'tees', 'mats'].includes(w)), merch.words.join(' '));
    // Goods that are not blanks stay the subject.
    assert.ok(plan('coffee mugs for teachers').words.includes('coffee'));
  });

  test('how a brand sells is no subject ("direct-to-consumer" had made the rest the audience of "to")', () => {
    for (const q of ['a direct-to-consumer wine club', 'a D2C wine club', 'DTC wine club']) assert.ok(plan(q).words.includes('wine'), q);
  });

  test('what a thing is for making is its subject ("kits for building a home-lab cluster" had read "kits" alone)', () => {
    const kits = plan('User sells kits for building a small home-lab cluster out of Raspberry Pi boards in a rack');
    assert.ok(kits.words.includes('cluster'), kits.words.join(' '));
    assert.ok(plan('an app for tracking your runs').words.includes('runs'));
    // Who it is for is still an audience.
    assert.ok(!plan('speech therapy for kids').words.includes('kids'));
  });
});


describe('partner search: when, how long and how many (issue 20, twentieth pass)', () => {
  test('a count\'s time unit and "loads of" are no subject; organising an event founds it', () => {
    const festival = plan("We organise a three-day music festival in a farmer's field every August, with camping and loads of food trucks.");
    assert.ok(festival.words.includes('music') && festival.words.includes('festival'), festival.words.join(' '));
    assert.ok(!festival.words.some((w) => ['organise', 'day', 'loads'].includes(w)), festival.words.join(' '));
    const rooms = plan('Three themed escape rooms where teams get sixty minutes to crack ciphers');
    assert.ok(!rooms.words.includes('minutes'), rooms.words.join(' '));
  });

  test('whose a thing is, said of people, is who it is for ("a kids\' snack line" had reached nest names)', () => {
    const snacks = plan("Something fun and playful for a kids' after-school snack line");
    assert.ok(snacks.words.includes('snack') && !snacks.words.includes('kids'), snacks.words.join(' '));
    assert.ok(plan("children's party entertainer").words.includes('party'));
    assert.ok(plan("a women's health clinic").words.includes('women'));
  });

  test('"not fintech" says the ask is a consumer\'s, whatever its platform', () => {
    assert.equal(plan('A platform for school parent associations to sell raffle tickets; warm and friendly, not fintech.').intent, 'consumer');
  });
});
