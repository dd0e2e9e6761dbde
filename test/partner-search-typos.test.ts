import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { CONCEPTS } from '../src/modules/partners/inventory/concepts/index.js';
import { parseQuery } from '../src/modules/partners/inventory/query.js';
import { likelierWord } from '../src/modules/partners/inventory/spelling.js';
import { Semantics } from '../src/modules/partners/inventory/semantic.js';
import { loadWordVectors, wordVectorsFile } from '../src/modules/partners/inventory/word-vectors.js';
import { WordNet } from '../src/modules/partners/inventory/wordnet.js';

/**
 * Misspellings in partner search queries (issue 20, eighth pass; query.ts): how a query's words are read when a
 * word is misspelt, on the real WordNet, word vectors and concept lexicon. No app: what the search then answers is
 * checked on the sandbox listings in partner-search-concepts.test.ts.
 */
const vectors = loadWordVectors(wordVectorsFile(undefined));
const semantics = new Semantics(new WordNet(), vectors, CONCEPTS);
const plan = (q: string) => parseQuery(q, semantics, new Set());

describe('partner search: misspelt query words (issue 20, eighth pass)', { skip: vectors ? false : 'word-vector file not built (optional package absent)' }, () => {
  test('a misspelling with two likely corrections is read each way, never both at once: "expresso" is express or espresso; a correction that makes a known phrase with its neighbour is the one meant ("expresso bar": espresso bar)', () => {
    const bar = plan('expresso bar');
    assert.deepEqual([bar.words, ...bar.alternatives.map((a) => a.words)], [['espresso', 'bar']]);
    const read = plan('expresso');
    const ways = [read.words, ...read.alternatives.map((a) => a.words)];
    assert.deepEqual(ways.map((words) => words.join(' ')).sort(), ['espresso', 'express']);
    assert.ok(read.alternatives.every((a) => !a.fallback));
    // Neither reading holds both corrections: a name need not serve express and espresso together.
    for (const words of ways) assert.ok(!(words.includes('express') && words.includes('espresso')), words.join(' '));
    assert.ok(read.corrected.has('express') && read.corrected.has('espresso'));
  });

  test('the words after a misspelling are the same in every reading ("pastery cakes")', () => {
    const read = plan('pastery cakes');
    assert.equal(read.alternatives.length, 1);
    assert.deepEqual(read.words.slice(1), read.alternatives[0]!.words.slice(1));
    assert.notEqual(read.words[0], read.alternatives[0]!.words[0]);
  });

  test('a word in everyday use that WordNet\'s small tagged corpus never uses is a correction: "pastery" → pastry first (the vectors\' frequency order), mastery second', () => {
    const read = plan('pastery');
    assert.deepEqual(read.words, ['pastry']);
    assert.deepEqual(read.alternatives, [{ words: ['mastery'], fallback: false }]);
  });

  test('a candidate only WordNet\'s morphology makes a word ("expresss", read as a plural of express) is no correction', () => {
    assert.ok(semantics.wordnet.isWord('expresss'), 'WordNet reads it as an inflection');
    const read = plan('expresso');
    assert.ok(![read.words, ...read.alternatives.map((a) => a.words)].flat().includes('expresss'));
  });

  test('a rare dictionary word one vowel from a far more common word the lexicon names is also read as that word, as a fallback ("calender" → calendar)', () => {
    assert.ok(semantics.wordnet.isWord('calender'), 'calender is a dictionary word (a pressing machine)');
    assert.equal(likelierWord('calender', semantics), 'calendar');
    const read = plan('calender');
    assert.deepEqual(read.words, ['calender']);
    assert.deepEqual(read.alternatives, [{ words: ['calendar'], fallback: true }]);
    assert.ok(read.corrected.has('calendar') && !read.corrected.has('calender'));
  });

  test('a word a buyer may mean as typed is not read as another: rare words one letter from common ones (scones, turnkey, totes, bandana, grout, optimise), words in everyday use (rentals, dental, shopping, pastry)', () => {
    for (const word of ['scones', 'turnkey', 'totes', 'bandana', 'grout', 'optimise', 'curvy', 'fridges', 'rentals', 'dental', 'shopping', 'pastry']) {
      assert.equal(likelierWord(word, semantics), undefined, word);
      assert.deepEqual(plan(word).alternatives, [], word);
    }
  });

  test('words a correction does not touch read as typed: "apartment rentals", "island hopping"', () => {
    for (const q of ['apartment rentals', 'island hopping']) {
      const read = plan(q);
      assert.deepEqual(read.words, q.split(' '), q);
      assert.deepEqual(read.alternatives, [], q);
      assert.equal(read.corrected.size, 0, q);
    }
  });

  test('a word WordNet knows only as a person\'s name, one letter short of a word the lexicon names, is also read as that word when the name answers weakly: "gardner" → gardener; a place never ("spain" is no sprain)', () => {
    assert.deepEqual(plan('gardner').alternatives, [{ words: ['gardener'], fallback: true }]);
    assert.equal(likelierWord('gardner', semantics), 'gardener');
    assert.equal(likelierWord('spain', semantics), undefined);
    assert.equal(likelierWord('wales', semantics), undefined);
  });

  test('a misspelling of a word the concept lexicon names is that word before any split into pieces: "analitics dashboard" → analytics (not ana + lit + ics)', () => {
    assert.deepEqual(plan('analitics dashboard').words, ['analytics', 'dashboard']);
    assert.ok(plan('analitics dashboard').corrected.has('analytics'));
    // A run-together ask still splits: coffeeshop is coffee shop.
    assert.deepEqual(plan('coffeeshop').words, ['coffee', 'shop']);
  });
});
