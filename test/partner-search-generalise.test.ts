// test-plan: PGlite only: ranks the sandbox listings from the in-memory search index, the same whatever the database; loading listings into it and reloading it after writes are checked on both databases by test/partner-inventory.test.ts and test/partner-search-relevance.test.ts
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { MIN_SHARED } from '../src/modules/partners/inventory/gloss-recall.js';
import { useSandboxSearch } from './helpers/partner-search.js';

/**
 * Partner inventory search reaches trades no hand-written list names (issue 20, README "Search scoring"): through
 * definitions that meet (gloss-recall.ts), compounds read whole, and no answer from a chance overlap. The query
 * words here are in no trade list of topics.ts / topics-trades.ts.
 * These are the signals for words the concept lexicon does not cover (concepts/index.ts, seventh pass): the sandbox
 * inventory's words are all covered by it, so the rules are checked with the lexicon off (SEARCH_LEXICON=false), where
 * WordNet, definitions, trade lists and vectors alone decide — as they do for any inventory word the lexicon lacks.
 */
describe('partner search beyond the trade lists (issue 20): the signals for words the lexicon does not cover (SEARCH_LEXICON=false)', () => {
  const sandbox = useSandboxSearch({ SEARCH_LEXICON: 'false' });
  const h = sandbox.h;
  // The 5,200 sandbox listings: rarity (idf) of definition words is weighed over the inventory's words, so the
  // rules are checked on an inventory of realistic size.
  async function searcher() {
    const search = await sandbox.searcher();
    return async (q: string): Promise<string[]> => (await search(q)).map((x) => x.domain);
  }
  const words = (domains: string[]) => domains.join(', ');

  test('a query word reaches inventory words through shared definitions: semiconductors → chip, navigation → compass, spicy → spice', async () => {
    const search = await searcher();
    assert.equal(h.ctx.partner.search.semantics.concepts, null, 'the lexicon is off');
    // chip's sixth sense: "a small crystal of a silicon semiconductor"; compass: "navigational instrument".
    const semiconductors = await search('semiconductors');
    assert.ok(semiconductors.length > 0 && semiconductors.every((d) => d.includes('chip')), words(semiconductors));
    const navigation = await search('navigation');
    assert.ok(navigation.length > 0 && navigation.every((d) => d.includes('compass')), words(navigation));
    // Derivations on the query side: spicy is "having the flavor of spice".
    const spicy = await search('spicy');
    assert.ok(spicy.length > 0 && spicy.every((d) => d.includes('spice')), words(spicy));
  });

  test('a compound query word is read whole before its parts: "steakhouse" finds grill, not house names (its synonym chophouse = chop + house)', async () => {
    const search = await searcher();
    const steakhouse = await search('steakhouse');
    assert.ok(steakhouse.length > 0 && steakhouse.every((d) => d.includes('grill')), words(steakhouse));
  });

  test('a single chance overlap makes no answer: "gym" is not kitchen (one shared word, "room"), "law firm" is no house', async () => {
    const search = await searcher();
    // Their definitions do meet, strongly but on one rare word only ("room"): chance, not a subject.
    const link = h.ctx.partner.search.semantics.recall.link('gym', 'kitchen');
    assert.ok(link.score >= 0.2 && link.shared < MIN_SHARED, JSON.stringify(link));
    const gym = await search('gym');
    assert.ok(!gym.some((d) => d.includes('kitchen')), words(gym));
    assert.deepEqual(await search('law firm'), []);
  });
});
