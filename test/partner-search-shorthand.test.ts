// test-plan: PGlite only: ranks the sandbox listings from the in-memory search index, the same whatever the database; loading listings into it and reloading it after writes are checked on both databases by test/partner-inventory.test.ts and test/partner-search-relevance.test.ts
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { CONCEPTS } from '../src/modules/partners/inventory/concepts/index.js';
import { parseQuery } from '../src/modules/partners/inventory/query.js';
import { Semantics } from '../src/modules/partners/inventory/semantic.js';
import { WordNet } from '../src/modules/partners/inventory/wordnet.js';
import { loadWordVectors, wordVectorsFile } from '../src/modules/partners/inventory/word-vectors.js';
import { specificity } from '../src/modules/partners/inventory/word-specificity.js';
import { useSandboxSearch } from './helpers/partner-search.js';

/**
 * Founders' shorthand, creators' asides and words from other languages (issue 20, sixteenth pass): "pls", "tix", "elo"
 * or "sữa" are no misspellings of inventory words; "nothing cutesy" says what the name is not.
 */
const semantics = new Semantics(new WordNet(), null, CONCEPTS);
const plan = (q: string) => parseQuery(q.toLowerCase(), semantics, new Set(['tea', 'coast', 'pay', 'ledger', 'vine']), q);

describe('partner search: shorthand and foreign words, "nothing …" (issue 20, sixteenth pass)', () => {
  test('a word of three letters that nothing knows is neither matched nor corrected (before: pls → mls, tix → tax, elo → elk, sua → sea)', () => {
    const drag = plan('eventbrite for drag shows pls - tix + table seating for bars');
    assert.ok(!drag.words.some((w) => ['mls', 'pos', 'tax', 'tie', 'pls', 'tix'].includes(w)), drag.words.join(' '));
    assert.equal(drag.corrected.size, 0);
    const chess = plan('tinder for chess players - match by elo, meet at a cafe for blitz');
    assert.ok(!chess.words.some((w) => ['elk', 'elf', 'elo'].includes(w)), chess.words.join(' '));
    // Known short words still count: an api, a cafe's tea.
    assert.ok(plan('api for tea shops').words.includes('api'));
  });

  test('"glowy looks": an inventory word with -y is that word (before: corrected to glory); not a brand word made of one (fundly)', () => {
    const looks = plan('drugstore makeup tutorials, glowy dewy looks');
    assert.ok(!looks.words.includes('glory'), looks.words.join(' '));
    const inventory = new Set(['glow', 'budget', 'fund']);
    assert.ok(parseQuery('glowy skincare', semantics, inventory).words.includes('glow'));
    assert.ok(!parseQuery('fundly app', semantics, inventory).words.includes('fund'));
  });

  test('an ask of unknown short words only keeps them as its words (they serve nothing), not an ask of constraints only', () => {
    assert.ok(plan('tix pls').words.length > 0);
  });

  test('"nothing cutesy", "nothing twee": what the name is not goes, as "not …" does (cutesy had been corrected to cutest)', () => {
    const wine = plan('premium-feeling name for my natural wine newsletter, nothing cutesy please');
    assert.ok(wine.words.includes('wine'), wine.words.join(' '));
    assert.ok(!wine.words.some((w) => w.startsWith('cute')), wine.words.join(' '));
    assert.equal(wine.tone, 'premium');
    assert.deepEqual(plan('a bar that serves nothing but mojitos').words, ['mojito'], '"nothing but" is still "only"');
    assert.ok(plan('a cafe with nothing fancy just great coffee').words.includes('coffee'), '"nothing" takes only the word it negates');
  });
});

describe('partner search: a founder\'s pitch on a product (issue 20, sixteenth pass)', () => {
  test('"X for Y — what it does": Y and the description are the subject, whether or not X is a product we know (before, an unknown X was the subject and the rest its audience)', () => {
    const otter = plan('otter for therapists - ai session notes, hipaa-safe, no more charting at 10pm');
    assert.ok(['therapists', 'session', 'notes'].every((w) => otter.words.includes(w)), otter.words.join(' '));
    const death = plan('liquid death but for iced tea. tallboy cans, punk branding');
    assert.ok(death.words.includes('tea'), death.words.join(' '));
    // Without a break after it, "for …" is still the audience; so it is after a request ("a name for …").
    assert.ok(!plan('escrow for freelancers').words.includes('freelancers'));
    assert.ok(!plan('a name for a dog groomer - mobile, for busy owners').words.includes('owners'));
  });
});

describe('partner search: the ask\'s specific words weigh more (issue 20, sixteenth pass)', () => {
  const { searcher } = useSandboxSearch();
  const names = (results: { domain: string }[]) => results.map((r) => r.domain).join(', ');

  test('a rarer word counts more than a common one; a phrase as its rarest word; without vectors every word weighs the same', () => {
    const withVectors = new Semantics(new WordNet(), loadWordVectors(wordVectorsFile(undefined)), CONCEPTS);
    assert.ok(specificity('spaghetti', withVectors) > specificity('fresh', withVectors));
    assert.ok(specificity('open_source', withVectors) >= specificity('source', withVectors));
    assert.equal(specificity('spaghetti', semantics), specificity('fresh', semantics));
  });

  test('an ask of unknown short words only ("tix pls") is answered with nothing, not with any one-word name', async () => {
    const search = await searcher();
    assert.deepEqual(await search('tix pls'), []);
  });

  test('"hellofresh but only fresh spaghetti": pasta names lead fresh ones (before: five fresh names, no pasta)', async () => {
    const search = await searcher();
    const results = await search('hellofresh but only fresh spaghetti + sauces, ships cold overnight');
    assert.match(results[0]!.domain, /pasta/, names(results));
  });
});

describe('partner search: a served phrase\'s words still count (issue 20, sixteenth pass)', () => {
  const { searcher } = useSandboxSearch();
  test('"bike fit studio": the phrase "bike fit" is served by fit names, and a studio name serves only a third of the ask (before: five studio names)', async () => {
    const search = await searcher();
    const results = await search('bike fit studio');
    assert.match(results[0]!.domain, /fit/, results.map((r) => r.domain).join(', '));
  });
});
