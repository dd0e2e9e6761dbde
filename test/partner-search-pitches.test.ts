// test-plan: PGlite only: ranks the sandbox listings from the in-memory search index, the same whatever the database; loading listings into it and reloading it after writes are checked on both databases by test/partner-inventory.test.ts and test/partner-search-relevance.test.ts
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { useSandboxSearch } from './helpers/partner-search.js';

/**
 * Pitches and the words around a subject (issue 20, eleventh pass; analogy.ts, query.ts, topics.ts): a founder's
 * pitch by analogy ("Uber for ambulances", "the Zillow of houseboats"), the place a thing is sold (a poke bowl bar, a
 * crepe stall), where a service is delivered (at-home), a misspelt generic word. Signed requests to
 * GET /api/partner/v1/domains/search over the 5,200 sandbox listings.
 */
describe('partner search: pitches by analogy and the words around the subject (issue 20, eleventh pass)', () => {
  const { searcher } = useSandboxSearch();
  const names = (results: { domain: string }[]) => results.map((r) => r.domain).join(', ');

  test('a product named in a pitch is read as what it is: "Klarna for dentists" → pay and credit names, "Dropbox for family photos" → cloud names, "Bloomberg for cocoa traders" → trade names, never bloom (letters of the product\'s name)', async () => {
    const search = await searcher();
    const klarna = await search('Klarna for dentists');
    assert.ok(klarna.length > 0 && klarna.every((r) => /pay|credit|loan|clinic/.test(r.domain)), names(klarna));
    const dropbox = await search('Dropbox for family photos');
    assert.ok(dropbox.length > 0 && dropbox.every((r) => /cloud|vault|pixel|sync/.test(r.domain)), names(dropbox));
    const bloomberg = await search('Bloomberg for cocoa traders');
    assert.ok(bloomberg.length > 0 && bloomberg.every((r) => /trade|bean|data/.test(r.domain) && !/bloom/.test(r.domain)), names(bloomberg));
  });

  test('what a pitch is for is a subject too, not an audience: "the Airbnb of back-garden camping" → garden names first, "Uber for ambulances in Lagos" has a medical name, "Nextdoor for small island communities" → island names', async () => {
    const search = await searcher();
    const camping = await search('the Airbnb of back-garden camping');
    assert.match(camping[0]?.domain ?? '', /garden/, names(camping));
    const ambulances = await search('Uber for ambulances in Lagos');
    assert.ok(ambulances.some((r) => /medi|care|clinic|pulse|vital/.test(r.domain)), names(ambulances));
    const island = await search('Nextdoor for small island communities');
    assert.ok(island.length > 0 && island.every((r) => /island/.test(r.domain)), names(island));
  });

  test('a product whose name is an everyday word is read as the product only in a pitch: "Slack for nurses" is team chat for nurses (nurse names), "slack tide fishing trips" stays about the sea; a product named for the audience ("… for etsy craft sellers") leaves the subject first', async () => {
    const search = await searcher();
    const slack = await search('Slack for nurses');
    assert.ok(slack.length > 0 && slack.every((r) => /nurse|sync|care/.test(r.domain)), names(slack));
    const tide = await search('slack tide fishing trips');
    assert.ok(tide.length > 0 && tide.every((r) => /coast|harbor|trip|voyage|island/.test(r.domain)), names(tide));
    const stock = await search('stock sync tool for etsy craft sellers');
    assert.match(stock[0]?.domain ?? '', /sync/, names(stock));
  });

  test('a pitch\'s own words are no subject: "AI-powered bookkeeping for freelancers" → ledger names on tech TLDs, "We\'re building the future of home insurance" has no nova names (future), "The operating system for dental clinics" is software, "On-demand laundry pickup" has no demand; "cheese making classes" keeps its making', async () => {
    const search = await searcher();
    const books = await search('AI-powered bookkeeping for freelancers');
    assert.ok(books.length > 0 && books.every((r) => /ledger/.test(r.domain) && /\.(ai|io|dev)$/.test(r.domain)), names(books));
    const insurance = await search("We're building the future of home insurance");
    assert.ok(insurance.every((r) => !/nova/.test(r.domain)), names(insurance));
    const os = await search('The operating system for dental clinics');
    assert.ok(os.length > 0 && os.every((r) => /code|clinic|medi|care/.test(r.domain)), names(os));
    const laundry = await search('On-demand laundry pickup for busy professionals');
    assert.ok(laundry.length > 0 && laundry.every((r) => /fresh/.test(r.domain)), names(laundry));
  });

  test('where a thing is sold is no subject: "poke bowl bar" → fresh and island names (a bar alone is still a drinks bar), "playful crepe stall name" → bake and sugar names', async () => {
    const search = await searcher();
    const poke = await search('poke bowl bar');
    assert.ok(poke.length > 0 && poke.every((r) => /fresh|island/.test(r.domain)), names(poke));
    const bar = await search('bar');
    assert.ok(bar.length > 0 && bar.every((r) => /brew/.test(r.domain)), names(bar));
    const crepe = await search('playful crepe stall name');
    assert.ok(crepe.length > 0 && crepe.every((r) => /bake|sugar|honey/.test(r.domain)), names(crepe));
  });

  test('software sold to businesses leans to tech TLDs: "employee wellbeing platform" → well names on .ai/.io/.dev; a tool named last is software ("gdpr compliance tool"), "tool hire" is not', async () => {
    const search = await searcher();
    const platform = await search('employee wellbeing platform');
    assert.ok(platform.length > 0 && platform.every((r) => /\.(ai|io|dev)$/.test(r.domain)), names(platform));
    const gdpr = await search('gdpr compliance tool');
    assert.ok(gdpr.length > 0 && gdpr.every((r) => /\.(ai|io|dev)$/.test(r.domain)), names(gdpr));
    const hire = await search('tool hire');
    assert.ok(hire.every((r) => !/\.(ai|io|dev)$/.test(r.domain)), names(hire));
  });

  test('a word in common use the dictionary lacks is not corrected ("offline-first sync sdk": no feline reading); what a business sells is its subject ("online shop selling olive wood chopping boards": olive names, no trade names)', async () => {
    const search = await searcher();
    const sdk = await search('offline-first sync SDK for mobile developers');
    assert.ok(sdk.length > 0 && sdk.some((r) => /sync/.test(r.domain)), names(sdk));
    const boards = await search('online shop selling olive wood chopping boards');
    assert.ok(boards.length > 0 && boards.every((r) => /olive|oak|kitchen/.test(r.domain)), names(boards));
  });

  test('where a service is delivered is no subject and a misspelt generic word is generic: "at-home ear wax removal visits" has no house names, "home cleaning" may; "comunity app for gardeners" → garden names, not porch names for "community"', async () => {
    const search = await searcher();
    const wax = await search('at-home ear wax removal visits for older people');
    assert.ok(wax.every((r) => !/house/.test(r.domain)), names(wax));
    const gardeners = await search('comunity app for gardeners');
    assert.ok(gardeners.length > 0 && gardeners.every((r) => /garden|bloom|vine/.test(r.domain)), names(gardeners));
    // … while a misspelt generic word in a phrase is the phrase: "buisness banking" is business banking (capital names).
    const banking = await search('Buisness banking for indie hackers');
    assert.ok(banking.length > 0 && banking.every((r) => /capital|credit|loan|fund|pay|vault/.test(r.domain)), names(banking));
  });
});
