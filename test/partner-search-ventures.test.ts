// test-plan: PGlite only: ranks the sandbox listings from the in-memory search index, the same whatever the database; loading listings into it and reloading it after writes are checked on both databases by test/partner-inventory.test.ts and test/partner-search-relevance.test.ts
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { CONCEPTS } from '../src/modules/partners/inventory/concepts/index.js';
import { parseQuery } from '../src/modules/partners/inventory/query.js';
import { Semantics } from '../src/modules/partners/inventory/semantic.js';
import { loadWordVectors, wordVectorsFile } from '../src/modules/partners/inventory/word-vectors.js';
import { WordNet } from '../src/modules/partners/inventory/wordnet.js';
import { useSandboxSearch } from './helpers/partner-search.js';

/**
 * What a venture is, said the way founders, retirees and posters say it (issue 20, eighteenth pass): a brand that did it
 * first, what a place is turned into, what a thing is for, how many years, a side gig, "it" the pronoun, and the
 * ending an ask refuses.
 */
const semantics = new Semantics(new WordNet(), loadWordVectors(wordVectorsFile(undefined)), CONCEPTS);
const plan = (q: string, inventory = ['tea', 'loft', 'pay', 'fund', 'salt', 'olive']) => parseQuery(q.toLowerCase(), semantics, new Set(inventory), q);
const has = (words: string[], ...wanted: string[]) => wanted.every((w) => words.includes(w));

describe('partner search: what the venture is (issue 20, eighteenth pass)', () => {
  test('"Siete did it for tortilla chips, we\'re doing it for pita chips": the pita chips are the subject (before: "it" and an audience)', () => {
    const chips = plan("Siete did it for tortilla chips, we're doing it for baked pita chips — za'atar, sea salt, olive oil.");
    assert.ok(has(chips.words, 'pita', 'salt', 'olive') && !chips.words.some((w) => ['it', 'tortilla', 'doing'].includes(w)), chips.words.join(' '));
  });

  test('"turning the old net loft into a tea kiosk": the kiosk is the venture, the loft what it was', () => {
    const kiosk = plan("I'm turning the old net loft on the quay into a tea kiosk for walkers and day trippers.");
    assert.ok(has(kiosk.words, 'tea') && !kiosk.words.includes('loft'), kiosk.words.join(' '));
  });

  test('a purpose after "for" is the subject ("GPU kernels for matrix multiplication"); people and places after it stay an audience', () => {
    const kernels = plan('writing a tiny lib of hand-tuned GPU kernels for matrix multiplication');
    assert.ok(has(kernels.words, 'matrix', 'multiplication'), kernels.words.join(' '));
    assert.ok(!plan('booking app for wedding planners').words.includes('planners'));
    assert.ok(!plan('first aid courses for offices and building sites').words.includes('building'));
    assert.ok(!plan('walking group for people getting back on their feet after cancer treatment').words.includes('cancer'));
  });

  test('"a sign-up site for the uni mountaineering club": the club is the subject, not an audience; "side gig" is a business', () => {
    const club = plan('Sign-up site for the uni mountaineering club: winter trips to the Cairngorms');
    assert.ok(has(club.words, 'mountaineering') && !club.words.includes('sign'), club.words.join(' '));
    const pilates = plan('short name for my pilates side gig, 6 letters max');
    assert.ok(has(pilates.words, 'pilates') && !pilates.words.some((w) => ['side', 'gig'].includes(w)), pilates.words.join(' '));
  });

  test('"it" is IT only before what the trade names; "thirty-one years", "for three generations" and "forty years a gamekeeper" are durations', () => {
    assert.ok(has(plan('my it support business').words, 'it'));
    assert.ok(!plan('moving the fam to hawaii, gonna blog all of it').words.includes('it'));
    const books = plan('I kept the books at the building society for thirty-one years. We grew rhubarb for three generations.');
    assert.ok(!books.words.some((w) => ['thirty', 'one', 'years', 'three', 'generations'].includes(w)), books.words.join(' '));
    assert.ok(!plan('Forty years a gamekeeper, and every autumn I pick the sloes').words.some((w) => ['forty', 'years'].includes(w)));
  });

  test('a doer the dictionary lacks is read as its verb too (windsurfer: windsurf); a misspelt doer stays a misspelling (babysiter)', () => {
    const surf = plan('windsurfer lessons on the lake');
    assert.ok([surf.words, ...surf.alternatives.map((a) => a.words)].some((ws) => ws.includes('windsurf')), JSON.stringify(surf));
    assert.ok(plan('babysiter').words.includes('babysitter'));
  });

  test('a run-together ask of seven letters splits at three-letter words (setlist: set list, not stylist)', () => {
    const gigs = plan("I play bass in a covers band and built a little app so everyone's setlist and chord charts stay in step");
    assert.ok(has(gigs.words, 'set', 'list') && !gigs.words.includes('stylist'), gigs.words.join(' '));
  });
});

describe('partner search: endings refused and consumers stated (issue 20, eighteenth pass)', () => {
  test('"no .io stuff" is no .io asked for: the ending is held back and the ask is a consumer\'s', () => {
    const photos = plan('family photo backup app for normal people, no .io stuff');
    assert.equal(photos.tld, null);
    assert.deepEqual(photos.shunnedTlds, ['io']);
    assert.deepEqual(plan('an app for parents with toddlers, for everyday people, no .io or .ai').shunnedTlds, ['io', 'ai']);
    assert.equal(photos.intent, 'consumer');
    assert.equal(plan('kv store for devs, .io only').tld, 'io');
  });

  test('"nothing techy", "nothing computery, please" state a consumer ask', () => {
    assert.equal(plan('selling easy-grip kitchen gadgets and large-print recipe cards. For ordinary folk, nothing techy.').intent, 'consumer');
    assert.equal(plan('I re-cane old chairs for the neighbours, so nothing computery, please.').intent, 'consumer');
  });

  const { searcher } = useSandboxSearch();
  test('over the sandbox listings: a refused .io is not answered first, and the pita chips get olive and salt names', async () => {
    const search = await searcher();
    const bulbs = await search('smart bulb app for normal households, consumer, no .io');
    assert.ok(bulbs.length > 0 && !bulbs[0]!.domain.endsWith('.io'), bulbs.map((r) => r.domain).join(' '));
    const chips = await search("Siete did it for tortilla chips, we're doing it for baked pita chips — za'atar, sea salt, olive oil.");
    assert.ok(chips.slice(0, 5).some((r) => /^(?:go|my|the|get|try)?(?:olive|salt|spice)/.test(r.domain)), chips.map((r) => r.domain).join(' '));
  });
});
