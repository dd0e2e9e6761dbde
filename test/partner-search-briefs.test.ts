// test-plan: PGlite only: ranks the sandbox listings from the in-memory search index, the same whatever the database; loading listings into it and reloading it after writes are checked on both databases by test/partner-inventory.test.ts and test/partner-search-relevance.test.ts
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { CONCEPTS } from '../src/modules/partners/inventory/concepts/index.js';
import { parseQuery } from '../src/modules/partners/inventory/query.js';
import { MAX_QUERY_LENGTH } from '../src/modules/partners/inventory/search.js';
import { Semantics } from '../src/modules/partners/inventory/semantic.js';
import { WordNet } from '../src/modules/partners/inventory/wordnet.js';
import { createTestCredential, signedInject } from './helpers/partner-signer.js';
import { useSandboxSearch } from './helpers/partner-search.js';

/**
 * Naming briefs and long agent asks (issue 20, thirteenth pass; ask-audience.ts): "The audience is …", "Audience: …",
 * "The buyers are …" say who the thing is for, not what it is; counts and quantifiers ("one booking for every ferry",
 * "two stone cottages") say how many. A brief of three sentences fits in the 500 characters a search takes.
 */
const semantics = new Semantics(new WordNet(), null, CONCEPTS);
const plan = (q: string) => parseQuery(q.toLowerCase(), semantics, new Set(['calm', 'api']), q);

describe('partner search: naming briefs (issue 20, thirteenth pass)', () => {
  test('a clause that says who the audience is ("The audience is …", "Audience: …", "The buyers are …") is read as "for …": no subject, and its people stay out of the words', () => {
    const retreat = plan('A wellness retreat on a small island, built around yoga. The audience is women going through big life changes.');
    assert.ok(!retreat.words.includes('women') && !retreat.words.includes('changes'), retreat.words.join(' '));
    assert.ok(retreat.words.includes('retreat') && retreat.words.includes('yoga'), retreat.words.join(' '));
    assert.ok(retreat.alternatives.some((a) => a.words.includes('women')), 'the people stay in the fallback reading, as any audience');
    const syrup = plan('The client presses date syrup. Audience: health-conscious home bakers. The name should feel golden.');
    assert.ok(!syrup.words.includes('bakers') && syrup.words.includes('syrup'), syrup.words.join(' '));
    assert.deepEqual(syrup.qualities, ['golden']);
    assert.deepEqual(plan('Audience: kids. A swim school').words, ['swim', 'school']);
    assert.ok(!plan('Head chefs are the audience. Our client grows basil in polytunnels').words.includes('chefs'));
  });

  test('the name\'s feeling said in the audience\'s clause stays a feeling ("The buyers are backend developers, and the name should feel sharp and watchful"); the developers still make it a tech ask', () => {
    const bots = plan('Our client sells a bot-detection API. The buyers are backend developers at ticketing sites, and the name should feel sharp and watchful.');
    assert.deepEqual(bots.qualities, ['sharp', 'watchful']);
    assert.ok(!bots.words.includes('developers') && !bots.words.includes('sharp'), bots.words.join(' '));
    assert.equal(bots.intent, 'tech');
  });

  test('counts and quantifiers are no subject ("one booking for every ferry", "two stone cottages")', () => {
    const ferry = plan('One booking for every ferry and puddle-jumper flight between the islands');
    assert.ok(!ferry.words.includes('one') && ![...ferry.alternatives.flatMap((a) => a.words)].includes('every'), JSON.stringify(ferry));
    assert.ok(!plan('my user rents out two stone cottages').words.includes('two'));
  });

  test('where a service is delivered ("I come to your house", "fitted in the homes of elderly people") and fitting as a trade\'s verb ("garage doors fitted") are no subject; "home cleaning" and "keep fit classes" keep theirs', () => {
    assert.deepEqual(plan('mobile spray tan, I come to your house').words, ['mobile', 'spray', 'tan']);
    assert.ok(!plan('grab rails and ramps fitted in the homes of elderly people').words.some((w) => w === 'homes' || w === 'fitted'));
    assert.ok(!plan('garage doors fitted and repaired').words.includes('fitted'));
    assert.deepEqual(plan('home cleaning').words, ['home', 'cleaning']);
    assert.ok(plan('keep fit classes for mums').words.includes('fit'));
  });

  test('a misspelling with letters left out is read as the word it drops them from, before a commoner word as near ("vetinary" is veterinary, not seminary)', () => {
    assert.ok(plan('a mobile vetinary practise').words.includes('veterinary'));
    assert.deepEqual(plan('Our cleint is a mobile vetinary practise').words, ['veterinary', 'practise'], 'a misspelt client is still the person an agent writes for');
  });

  test('how a domain investor says whom a name is for ("as end users", "are my buyers", "with resale value", "buying to resell", "end-user outreach") is no subject', () => {
    assert.deepEqual(plan('river cruise operators as end users').words, ['river', 'cruise', 'operators']);
    assert.deepEqual(plan('stock trading signals newsletter, buying to resell').words, ['stock', 'trading', 'signals']);
    assert.deepEqual(plan('hot pot restaurant chain, end-user outreach').words, ['hot', 'pot', 'restaurant', 'chain']);
    assert.ok(!plan('ml inference startups are my buyers').words.includes('buyers'));
  });

  test('a verb spelt like a brand suffix, right after who/that ("a singing teacher who works on tone", "models that spot fakes"), is no word to match', () => {
    assert.ok(!plan('My user is a singing teacher who works on tone, pitch and breath').words.includes('works'));
    assert.ok(!plan('image models that spot counterfeit handbags').words.includes('spot'));
  });

  test('"lux", "luxe" and "deluxe" are the premium tone, not the unit of light (lux apartments: no lumen names)', () => {
    for (const q of ['lux apartments', 'luxe candles', 'deluxe burger bar']) assert.equal(plan(q).tone, 'premium', q);
    assert.deepEqual(plan('lux apartments').words, ['apartments']);
  });

  const { h, searcher } = useSandboxSearch();

  test(`over the sandbox listings: a brief of up to ${MAX_QUERY_LENGTH} characters is searched, one longer is a 400 invalid_query that says the limit; misspellings a rare word or a surname hides are read as the common word`, async () => {
    assert.equal(MAX_QUERY_LENGTH, 500);
    const search = await searcher();
    const brief = 'Our client is opening a wellness retreat on a small island off the coast of Thailand, built around fasting, yoga and sound baths. The audience is women going through big life changes; the name should feel like a long exhale.';
    assert.ok(brief.length > 200);
    const results = await search(brief);
    assert.ok(results.length > 0 && results.every((r) => /island|coast|calm|zen|well|haven|heal/.test(r.domain)), results.map((r) => r.domain).join(', '));
    // A rare word one letter short of a common one is also read as it ("river cruse": cruise); a doubled letter in a
    // word the dictionary lacks (holliday, a surname in the corpus) is read once first.
    const cruise = await search('river cruse operators');
    assert.ok(cruise.length > 0 && cruise.every((r) => /trip|voyage|journey|harbor|route|coast|nomad/.test(r.domain)), cruise.map((r) => r.domain).join(', '));
    const cottages = await search('holliday cottages');
    assert.ok(cottages.length > 0 && cottages.every((r) => /cozy|house|nest|haven|trip|voyage|island|coast/.test(r.domain)), cottages.map((r) => r.domain).join(', '));
    const { signer } = await createTestCredential(h.ctx, h.clock, { scopes: ['search'] });
    const long = await signedInject(h.app, signer, { url: `/api/partner/v1/domains/search?q=${encodeURIComponent('a'.repeat(MAX_QUERY_LENGTH + 1))}` });
    assert.equal(long.status, 400, long.text);
    assert.equal(long.body.error.code, 'invalid_query');
    assert.match(long.body.error.message, /at most 500 characters/);
  });
});
