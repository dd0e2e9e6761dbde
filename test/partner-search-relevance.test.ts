import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { seedSandboxListings } from '../src/modules/listings/sandbox-inventory.js';
import { warmInventorySearch } from '../src/modules/partners/inventory/warm.js';
import { createTestCredential, insertListings, signedInject, usePartnerApp } from './helpers/partner-signer.js';

/** Relevance rules of partner inventory search (issue 20), each on a small inventory that tells right from wrong. */
describe('partner search relevance rules (issue 20)', () => {
  const h = usePartnerApp();

  async function searcher(listings: string[]) {
    await insertListings(h.db, 'sandbox', listings.map((domain) => ({ domain, price: 10_000 })));
    const { signer } = await createTestCredential(h.ctx, h.clock, { scopes: ['search'] });
    return async (q: string): Promise<{ domain: string; match: string; score: number }[]> => {
      const r = await signedInject(h.app, signer, { url: `/api/partner/v1/domains/search?q=${encodeURIComponent(q)}` });
      assert.equal(r.status, 200, r.text);
      assert.ok(r.body.results.length <= 5);
      return r.body.results;
    };
  }
  const domains = (results: { domain: string }[]) => results.map((r) => r.domain);

  test('letters inside other words: "art" finds art names, never smartcart; "zen" never zenith; "car" never care', async () => {
    const search = await searcher(['smartcart.com', 'artbox.com', 'zenith.com', 'zenhub.com', 'care.com', 'carehouse.com']);
    assert.deepEqual(domains(await search('art')), ['artbox.com']);
    assert.deepEqual(domains(await search('zen')), ['zenhub.com']);
    assert.deepEqual(await search('car rental'), [], 'nothing about cars is listed: an empty answer');
  });

  test('word forms and exact names: "robots" ranks robot.com (match exact) above robotsync.com; "baking" finds bake names (match word)', async () => {
    const search = await searcher(['robotsync.com', 'robotspot.io', 'robot.com', 'bakehub.com', 'bakery.net']);
    const robots = await search('robots');
    assert.equal(robots[0]?.domain, 'robot.com');
    assert.equal(robots[0]?.match, 'exact');
    assert.ok(robots.every((r) => r.score >= 0 && r.score <= 1));
    const baking = await search('baking');
    assert.ok(baking.some((r) => r.domain === 'bakehub.com' && r.match === 'word'), JSON.stringify(baking));
  });

  test('typos: "jurney" finds journey names and "cofee" finds coffee names (match typo)', async () => {
    const search = await searcher(['journeyhub.com', 'coffeelab.com', 'ledgerlamp.com', 'cloudvault.io']);
    const journey = await search('jurney');
    assert.deepEqual(domains(journey), ['journeyhub.com']);
    assert.equal(journey[0]?.match, 'typo');
    assert.deepEqual(domains(await search('cofee')), ['coffeelab.com']);
  });

  test('meaning: a topic reaches the words of its trade ("personal finance" → pay/coin/fund names), not other trades', async () => {
    const search = await searcher(['paycoin.com', 'fundnest.com', 'calmzen.com', 'grillhub.com', 'cloudstack.io']);
    const finance = domains(await search('personal finance app'));
    assert.deepEqual(new Set(finance), new Set(['paycoin.com', 'fundnest.com']), finance.join(', '));
    assert.deepEqual(domains(await search('meditation')), ['calmzen.com']);
  });

  test('brandable asks are constraints: "short" prefers ≤ 6 letters, "premium" plain names over affixed ones, "≤ 5 letters" counts', async () => {
    const search = await searcher(['cloud.io', 'cloudstackworks.io', 'getvault.com', 'vault.com', 'vaultly.xyz', 'byte.io', 'pixel.ai']);
    const short = domains(await search('short cloud name'));
    assert.equal(short[0], 'cloud.io', short.join(', '));
    const premium = domains(await search('premium vault brand'));
    assert.equal(premium[0], 'vault.com', premium.join(', '));
    assert.ok(premium.indexOf('getvault.com') > 0 && premium.indexOf('vaultly.xyz') > premium.indexOf('vault.com'));
    const max5 = domains(await search('tech name ≤ 5 letters'));
    assert.ok(max5.slice(0, 2).every((d) => d.split('.')[0]!.length <= 5), max5.join(', '));
  });

  test('TLD intent and ties: a tech ask favours .ai/.io/.dev, a consumer ask .com; the same word ties to .com', async () => {
    const search = await searcher(['data.com', 'data.ai', 'spice.io', 'spice.com', 'spice.dev', 'vault.net', 'vault.com']);
    assert.equal((await search('machine learning data'))[0]?.domain, 'data.ai');
    assert.equal((await search('spice shop'))[0]?.domain, 'spice.com');
    assert.equal((await search('vault'))[0]?.domain, 'vault.com');
  });

  test('a phrase that is one dictionary noun is one subject: "law firm" finds no house names, "pet food" no tea or pasta, "art gallery" no -works names', async () => {
    // -works ends five names and starts none: the inventory uses it as a brand suffix.
    const works = ['bitworks.com', 'brewworks.com', 'apexworks.com', 'auraworks.com', 'boldworks.com'];
    const search = await searcher(['house.com', 'gohouse.com', 'tea.com', 'pasta.com', 'teaio.com', ...works, 'care.com', 'carehq.com']);
    assert.deepEqual(await search('law firm'), [], 'firm = house only in a rare sense of house');
    assert.deepEqual(await search('pet food'), [], 'nothing about pets: food names alone are not pet food');
    assert.deepEqual(await search('art gallery'), [], 'art reached only through the brand suffix -works');
    // The phrase's own meaning still counts: skin care is a kind of care.
    assert.deepEqual(domains(await search('skin care')).slice(0, 2), ['care.com', 'carehq.com']);
  });

  test('a direct topical match outranks a word reached through a definition: "hotel" finds travel names before pay.com', async () => {
    const search = await searcher(['pay.com', 'trip.com', 'coast.com', 'nomadpay.com', 'voyage.com']);
    const hotel = domains(await search('hotel'));
    // With the concept lexicon, a hotel is served by its listed words (haven, nest, house): none here, so the answer may be empty.
    assert.ok(hotel.indexOf('pay.com') === -1 || hotel.indexOf('pay.com') > hotel.indexOf('voyage.com'), hotel.join(', '));
    assert.notEqual(hotel[0], 'pay.com');
    assert.notEqual(domains(await search('hotel booking'))[0], 'nomadpay.com');
  });

  test('within a trade, closeness to the query word comes before length: "beach holiday" puts coast and island before atlas and trip; "hotel" puts inn first', async () => {
    const search = await searcher(['atlas.com', 'trip.com', 'globe.com', 'coast.com', 'island.com', 'inn.com']);
    const beach = domains(await search('beach holiday'));
    assert.deepEqual(beach.slice(0, 2).sort(), ['coast.com', 'island.com'], beach.join(', '));
    assert.equal(domains(await search('hotel'))[0], 'inn.com');
  });

  test('a synonym\'s drink is not the asked drink: "coffee shop" finds bean and brew names, not vine (wine) or tea', async () => {
    const search = await searcher(['bean.com', 'brew.com', 'vine.com', 'tea.com', 'beanio.com']);
    const coffee = domains(await search('coffee shop'));
    assert.ok(coffee.includes('bean.com') && coffee.includes('brew.com'), coffee.join(', '));
    assert.ok(!coffee.includes('vine.com') && !coffee.includes('tea.com'), coffee.join(', '));
  });

  test('a synonym met only in part is no evidence: "plumber" (pipe fitter) finds no fit names; an ordinary word is not split (dentist → tooth doctor is no tor/stone)', async () => {
    const search = await searcher(['fit.com', 'gofit.com', 'stone.com', 'clinic.com']);
    assert.deepEqual(await search('plumber'), []);
    assert.ok(!domains(await search('dentist')).includes('stone.com'));
  });

  test('results are in score order and every shown score clears the floor', async () => {
    const search = await searcher(['bean.com', 'beanio.com', 'mybean.com', 'webean.com', 'thebean.com', 'brew.com', 'spark.com', 'myspark.com']);
    for (const q of ['coffee', 'sunrise', 'coffee shop']) {
      const results = await search(q);
      const scores = results.map((r) => r.score);
      assert.deepEqual(scores, [...scores].sort((a, b) => b - a), `${q}: ${JSON.stringify(results)}`);
      assert.ok(scores.every((x) => x >= 0.3), `${q}: ${scores.join(', ')}`);
    }
    assert.ok(domains(await search('coffee')).includes('brew.com'), 'bean variants do not hide brew');
  });

  test('a query word the dictionary lacks, made of a name word and a word ("cybersecurity"), is served by that name word first', async () => {
    const search = await searcher(['cyber.io', 'api.ai', 'byte.ai', 'cyberly.io']);
    assert.deepEqual(domains(await search('cybersecurity')).slice(0, 2).sort(), ['cyber.io', 'cyberly.io']);
  });

  test('a trade reached only through its everyday words finds them: electrician → spark/grid/bolt, music streaming → echo, logistics → route/harbor; a trade the inventory lacks stays empty', async () => {
    const search = await searcher(['spark.com', 'grid.com', 'bolt.com', 'echo.com', 'route.com', 'harbor.com', 'pay.com', 'zen.com', 'tea.com']);
    assert.deepEqual(new Set(domains(await search('electrician'))), new Set(['spark.com', 'grid.com', 'bolt.com']));
    assert.equal(domains(await search('music streaming'))[0], 'echo.com');
    const logistics = domains(await search('logistics company'));
    assert.ok(logistics.includes('route.com') && logistics.includes('harbor.com') && !logistics.includes('pay.com'), logistics.join(', '));
    // (car rental is no longer here: the concept lexicon's ask lists grade trip and route 1 for it, a loose fit.)
    for (const q of ['law firm', 'plumber', 'pet store', 'funeral home']) assert.deepEqual(await search(q), [], q);
  });

  test('the closer word ranks first within a trade, whatever its length: "dentist" puts clinic before fit, zen and calm; "barbecue" grill before bake', async () => {
    const search = await searcher(['fit.com', 'zen.com', 'calm.com', 'aura.com', 'clinic.com', 'bake.com', 'grill.com']);
    const dentist = domains(await search('dentist'));
    assert.equal(dentist[0], 'clinic.com', dentist.join(', '));
    const barbecue = domains(await search('barbecue'));
    assert.equal(barbecue[0], 'grill.com', barbecue.join(', '));
    assert.ok(!barbecue.includes('bake.com') || barbecue.indexOf('bake.com') > barbecue.indexOf('grill.com'), barbecue.join(', '));
  });

  test('warm-up does not hold other requests: no stretch of it keeps the event loop busy for more than 300 ms of CPU (it took ~1 s in one piece)', async () => {
    await seedSandboxListings(h.ctx);
    h.ctx.partner.search.invalidate();
    // CPU time between two ticks of a 1 ms timer: a tick that comes late only because the machine is busy with
    // other processes costs this process no CPU, so the figure is ours, not the machine's load.
    const cpuMs = () => {
      const u = process.cpuUsage();
      return (u.user + u.system) / 1000;
    };
    let last = cpuMs();
    let longest = 0;
    const timer = setInterval(() => {
      const now = cpuMs();
      longest = Math.max(longest, now - last);
      last = now;
    }, 1);
    warmInventorySearch(h.ctx);
    await h.ctx.partner.search.warming;
    clearInterval(timer);
    longest = Math.max(longest, cpuMs() - last);
    assert.equal(h.ctx.partner.search.indexes.get('sandbox')?.entries.length, 5_200);
    // The process's CPU counts V8's garbage-collection helper threads too: 80–100 ms on an idle machine, once 202 ms
    // under a full CI run (three test files on two cores, a larger lexicon heap). 300 ms still fails the ~1 s block
    // this guards against.
    assert.ok(longest <= 300, `longest uninterrupted stretch ${longest.toFixed(0)} ms of CPU`);
  });

  test('word data loads at start: after the warm-up the index is built and a search builds nothing', async () => {
    const report = await seedSandboxListings(h.ctx);
    assert.equal(report?.inserted, 5_200);
    h.ctx.partner.search.invalidate();
    warmInventorySearch(h.ctx);
    await h.ctx.partner.search.warming;
    const index = h.ctx.partner.search.indexes.get('sandbox');
    assert.equal(index?.entries.length, 5_200);
    const { signer } = await createTestCredential(h.ctx, h.clock, { scopes: ['search'] });
    const r = await signedInject(h.app, signer, { url: `/api/partner/v1/domains/search?q=${encodeURIComponent('cyber security')}` });
    assert.equal(r.status, 200);
    assert.equal(h.ctx.partner.search.indexes.get('sandbox'), index, 'the warm index was used');
    assert.ok(r.body.results.length > 0 && r.body.results.every((x: { domain: string }) => x.domain.startsWith('cyber')), JSON.stringify(r.body.results));
    // Names are split into the words they are made of, brand words included (cyber + nest, not cy + bern + est).
    assert.deepEqual(index!.entries.find((e) => e.label === 'cybernest')?.segments, ['cyber', 'nest']);
    assert.deepEqual(index!.entries.find((e) => e.label === 'codescape')?.segments, ['code', 'scape']);
  });
});
