// test-plan: PGlite only: ranks the sandbox listings from the in-memory search index, the same whatever the database; loading listings into it and reloading it after writes are checked on both databases by test/partner-inventory.test.ts and test/partner-search-relevance.test.ts
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { useSandboxSearch } from './helpers/partner-search.js';

/**
 * Asks written as sentences (issue 20, tenth pass; ask-frame.ts, query.ts, search.ts): an agent or a buyer writes the
 * request around the subject ("find me a domain for …", "I'm launching a … and need a domain for it"), says what the
 * name should feel like ("a steady name for …"), where the thing is ("in lisbon") and how long the name may be in
 * words. Signed requests to GET /api/partner/v1/domains/search over the 5,200 sandbox listings.
 */
describe('partner search: asks written as sentences (issue 20, tenth pass)', () => {
  const { searcher } = useSandboxSearch();
  const names = (results: { domain: string }[]) => results.map((r) => r.domain).join(', ');

  test('the request around the subject is not matched: "find me a domain for an agency that handles medical billing …" is answered with payment and medical names, not compass names for "find"', async () => {
    const search = await searcher();
    const results = await search('Find me a domain for an agency that handles medical billing and insurance claims for small clinics');
    assert.ok(results.length > 0 && results.every((r) => /pay|medi|care|clinic|ledger/.test(r.domain)), names(results));
    // "Could you think of a domain for …" asks: think is no logic name.
    const vans = await search('Could you think of a domain for a workshop that converts old delivery vans into campervans?');
    assert.ok(vans.every((r) => !/logic/.test(r.domain)), names(vans));
    // A question is a request too: "what would be a good name for a yoga studio?" asks for a yoga studio.
    const yoga = await search('what would be a good name for a yoga studio?');
    assert.ok(yoga.length > 0 && yoga.every((r) => /zen|calm|studio|fit|well/.test(r.domain)), names(yoga));
  });

  test('a name is measured against the ask words it serves best: "I\'m launching a podcast about sailing around the world on a small yacht and need a domain for it" → voyage, globe and harbour names', async () => {
    const search = await searcher();
    const results = await search("I'm launching a podcast about sailing around the world on a small yacht and need a domain for it");
    assert.equal(results.length, 5, names(results));
    assert.ok(results.every((r) => /voyage|globe|harbor|journey|coast|trip/.test(r.domain)), names(results));
  });

  test('pronouns are request words, IT is a trade: "it support for small businesses" still leans to tech names; "hi-vis safety vests" stays empty (hi is no greeting inside a word) while "hi, I need a name for my bakery" finds bake names', async () => {
    const search = await searcher();
    const it = await search('it support for small businesses');
    assert.ok(it.length > 0 && it.every((r) => /\.(ai|io|dev)$/.test(r.domain)), names(it));
    assert.deepEqual(await search('hi-vis safety vests'), []);
    const bakery = await search('hi, I need a name for my bakery');
    assert.ok(bakery.length > 0 && bakery.every((r) => /bake|kitchen|sugar|honey/.test(r.domain)), names(bakery));
  });

  test('the qualities of the name order the names that serve the subject and never answer alone: "a steady name for a tide and weather data feed" has no stone names; "a bold, smoky name for a charcoal rotisserie chicken shop" has only names serving the subject; "a glowing name for a lighting shop" lifts lumen above its place without the quality', async () => {
    const search = await searcher();
    const feed = await search('a steady name for a tide and weather data feed for sailors');
    assert.ok(feed.length > 0 && feed.every((r) => /api|data|coast|sync|signal/.test(r.domain)), names(feed));
    const smoky = await search('a bold, smoky name for a charcoal rotisserie chicken shop');
    assert.ok(smoky.every((r) => /ember|grill/.test(r.domain)), names(smoky));
    // A name giving the quality rises: "a glowing name for a lighting shop" brings lumen among the lamp names. (Until the
    // sixteenth pass this was ember first for the smoky chicken shop; since the ask's specific words weigh more, grill
    // names serving "rotisserie chicken" lead by more than the qualities' bonus.)
    const bright = await search('a glowing name for a lighting shop');
    const lumen = bright.find((r) => r.domain === 'lumen.com');
    assert.ok(lumen, names(bright));
    const plainLamp = (await search('lighting shop')).find((r) => r.domain === 'lumen.com');
    assert.ok(!plainLamp || lumen.score > plainLamp.score, `${lumen.score} > ${plainLamp?.score}`);
    // A quality said after the subject ("a brunch café that feels like a lazy sunday") or by a compound adjective ("a
    // sun-bleached name": no sun names) is a quality too.
    const brunch = await search('a brunch café that feels like a lazy sunday');
    assert.ok(brunch.length > 0 && brunch.every((r) => /brew|bean|taste|kitchen|bake/.test(r.domain)), names(brunch));
    const driftwood = await search('a salty, sun-bleached name for a driftwood art maker');
    assert.ok(driftwood.every((r) => !/orbit|halo|zenith|lumen|glow|bright/.test(r.domain)), names(driftwood));
  });

  test('a described venture is its head noun first: "a clinic that gives IV vitamin drips to hungover office workers" opens with a clinic name, not a therapy name for "drips"', async () => {
    const search = await searcher();
    const results = await search('My user is opening a clinic that gives IV vitamin drips to hungover office workers. What domain would you suggest?');
    assert.match(results[0]!.domain, /clinic|medi|care|cure/, names(results));
  });

  test('an ask for developers is a tech ask whatever its topic: "webhook relay service for developers" and "open source observability tool" lean to .ai/.io/.dev', async () => {
    const search = await searcher();
    for (const q of ['webhook relay service for developers', 'open source observability tool']) {
      const results = await search(q);
      assert.ok(results.length > 0 && results.every((r) => /\.(ai|io|dev)$/.test(r.domain)), `${q}: ${names(results)}`);
    }
  });

  test('a length in words is a length: "a snappy name of five letters or fewer for a dry cleaning pickup app" answers names of at most five letters', async () => {
    const search = await searcher();
    const results = await search('I need a snappy name of five letters or fewer for a dry cleaning pickup app');
    assert.ok(results.length > 0, 'an answer');
    for (const r of results) assert.ok(r.domain.split('.')[0]!.length <= 5, r.domain);
  });

  test('a place is where the thing is, not what it is: "we are opening a bakery in lisbon" is answered with bakery names, not capital or harbour names for Lisbon', async () => {
    const search = await searcher();
    const results = await search('could you suggest a domain? we are opening a bakery in lisbon');
    assert.ok(results.length > 0 && results.every((r) => /bake|kitchen|sugar|honey/.test(r.domain)), names(results));
    // A plural of a common noun is no place (Tours is a city): safari tours are still trips.
    const tours = await search('safari tours');
    assert.ok(tours.some((r) => /trip|journey/.test(r.domain)), names(tours));
  });

  test('an ask whose last word is literally an inventory word is answered with it whatever comes before: "tattoo studio" → studio names', async () => {
    const search = await searcher();
    const results = await search('tattoo studio');
    assert.ok(results.length > 0 && results.every((r) => r.domain.includes('studio')), names(results));
  });
});
