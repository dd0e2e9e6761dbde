// test-plan: PGlite only: ranks the sandbox listings from the in-memory search index, the same whatever the database; loading listings into it and reloading it after writes are checked on both databases by test/partner-inventory.test.ts and test/partner-search-relevance.test.ts
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { CONCEPTS } from '../src/modules/partners/inventory/concepts/index.js';
import { parseQuery } from '../src/modules/partners/inventory/query.js';
import { Semantics } from '../src/modules/partners/inventory/semantic.js';
import { WordNet } from '../src/modules/partners/inventory/wordnet.js';
import { useSandboxSearch } from './helpers/partner-search.js';

/**
 * Asks an agent writes for the person it acts for (issue 20, twelfth pass; ask-frame.ts, ask-words.ts,
 * query-quoted.ts): "The person I'm assisting is opening a tiny bar that serves nothing but mojitos", "A family-run
 * funeral director asked me to find them a domain", "wants only the single word 'halo'". The request, the person, the
 * size and form of the business and what it is not are no subject; a quoted word is the name asked for.
 */
const semantics = new Semantics(new WordNet(), null, CONCEPTS);
const plan = (q: string) => parseQuery(q.toLowerCase(), semantics, new Set(['halo', 'ember']), q);

describe('partner search: asks written by agents (issue 20, twelfth pass)', () => {
  test('the person an agent writes for is no subject: "the person I\'m assisting", "someone who", "a client of mine", "asked me to find them"', () => {
    assert.deepEqual(plan("The person I'm assisting is opening a bakery in Leeds").words, ['bakery']);
    assert.deepEqual(plan("I'm helping someone who restores vintage motorbikes").words, ['restores', 'vintage', 'motorbikes']);
    assert.deepEqual(plan('A client of mine roasts coffee beans').words, ['roasts', 'coffee', 'beans']);
    assert.deepEqual(plan('A family-run funeral director asked me to find them a domain that feels calm and respectful.').words, ['funeral', 'director']);
  });

  test('what the name should feel like holds no verbs nor links ("feels calm and respectful" → calm, respectful); "ring" is a feeling only in "a ring to it" (ring lights are a product)', () => {
    assert.deepEqual(plan('A family-run funeral director asked me to find them a domain that feels calm and respectful.').qualities, ['calm', 'respectful']);
    assert.deepEqual(plan('my user runs a small rum distillery and wants a domain that sounds premium and aged').qualities, ['aged']);
    assert.ok(plan('ring lights for beauty streamers').words.includes('lights'));
    assert.deepEqual(plan('a bakery name with a nice ring to it').words, ['bakery']);
  });

  test('the size of a business is no length and no word ("a tiny bar", "a small rum distillery"); next to a name word it is a length ("a short catchy name", "a tiny name")', () => {
    const bar = plan("The person I'm assisting is opening a tiny bar that serves nothing but mojitos");
    assert.equal(bar.maxLength, null);
    assert.ok(!bar.words.includes('tiny') && !bar.words.includes('serves') && !bar.words.includes('nothing'), bar.words.join(' '));
    assert.deepEqual(plan('my user runs a small rum distillery').words, ['rum', 'distillery']);
    assert.equal(plan('a short catchy name for a tiny bakery').maxLength, 6);
    assert.equal(plan('a tiny name for my cafe').maxLength, 6);
  });

  test('what the thing is not goes ("for ordinary couples, not techies"); "nothing but" is "only"; not-for-profit is a nonprofit (a kind of thing, not a negation)', () => {
    const dates = plan("My user is building a phone app that suggests date-night ideas for couples stuck in a rut; it's for ordinary couples, not techies.");
    assert.deepEqual(dates.words, ['date', 'night', 'ideas']);
    assert.ok(!dates.alternatives.some((a) => a.words.includes('techies')));
    assert.deepEqual(plan('a not-for-profit food bank').words, ['food', 'bank']);
  });

  test('who a thing goes to is its audience, like "for": "serving ice-cream floats to families" asks for the floats (families only in the fallback reading); "a way to pay friends" keeps its pay', () => {
    const floats = plan('a soda fountain serving ice-cream floats to families');
    assert.ok(!floats.words.includes('families') && floats.alternatives.some((a) => a.words.includes('families')), floats.words.join(' '));
    assert.ok(plan('a way to pay friends').words.includes('pay'));
  });

  test('an offering verb that is also a plural noun is a verb only where a clause puts it: "my user offers falconry days" drops it, "art supplies shop" keeps its supplies', () => {
    assert.deepEqual(plan('My user offers falconry experience days').words, ['falconry', 'experience', 'days']);
    assert.deepEqual(plan('art supplies shop').words, ['art', 'supplies']);
  });

  test('a quoted word is the name asked for: "wants only the single word \'halo\', on any extension" reads halo alone; an apostrophe inside a word is no quote', () => {
    assert.deepEqual(plan("My user sells ring lights to beauty streamers and wants only the single word 'halo', on any extension.").words, ['halo']);
    assert.deepEqual(plan('a name like “ember” for a candle shop').words, ['ember']);
    assert.ok(plan("my user's bakery, it's in york").words.includes('bakery'));
  });

  test('an agent\'s opening ("A client runs …", "A client in Stone Town runs …") and "what domain would fit?" are request; a capitalised name after "in/from/near" is a place, whatever its words mean (stone, town); "a customer loyalty app" keeps its customer', () => {
    assert.deepEqual(plan('A client runs a hedgehog rescue from her back garden; what domain would fit?').words, ['hedgehog', 'rescue', 'back', 'garden']);
    assert.deepEqual(plan('A client in Stone Town runs sunset trips on a wooden dhow').words, ['sunset', 'trips', 'wooden', 'dhow']);
    assert.deepEqual(plan('a cart in Mexico City selling elote').words, ['cart', 'elote']);
    assert.ok(plan('a customer loyalty app').words.includes('customer'));
    assert.ok(plan('a stone town walking tour').words.includes('stone'), 'typed in one case: no place is read from the case');
  });

  test('an ask for the word itself ("haven exact match any tld", "Orbit, exact word only, for our satellite startup", "orbit only, …") is marked exact, its cues and "any TLD" unmatched', () => {
    assert.deepEqual([plan('haven exact match any tld').words, plan('haven exact match any tld').exact], [['haven'], true]);
    assert.deepEqual([plan('Orbit, exact word only, for our satellite startup').words, plan('Orbit, exact word only, for our satellite startup').exact], [['orbit'], true]);
    assert.equal(plan('orbit only, space themed cafe').exact, true);
    assert.equal(plan('orbit themed cafe').exact, false);
  });

  test('who leads a thing may be what it is ("a nurse-led app" keeps its nurse); a nickname quoted in passing ("everyone calls \'the ark\'") is no name asked for', () => {
    assert.ok(plan('A nurse-led app that triages kids\' fevers at night').words.includes('nurse'));
    assert.ok(plan("My user runs a rescue for retired ponies that everyone calls 'the ark'").words.includes('rescue'));
  });

  test('a founding verb done is request too ("my user opened a … takeaway", "we launched a …")', () => {
    assert.deepEqual(plan('My user opened a Korean fried chicken takeaway').words, ['korean', 'fried', 'chicken', 'takeaway']);
  });

  const { searcher } = useSandboxSearch();
  const names = (results: { domain: string }[]) => results.map((r) => r.domain).join(', ');

  test('over the sandbox listings: the quoted word and an exact ask answer with the word alone, on every extension; the mojito bar gets mint names, no length limit', async () => {
    const search = await searcher();
    const halo = await search("My user sells ring lights to beauty streamers and wants only the single word 'halo', on any extension.");
    assert.ok(halo.length === 5 && halo.every((r) => /^halo\./.test(r.domain)), names(halo));
    const haven = await search('haven exact match any tld');
    assert.ok(haven.length > 0 && haven.every((r) => /^haven\./.test(r.domain) && r.match === 'exact'), names(haven));
    const mojito = await search("The person I'm assisting is opening a tiny bar that serves nothing but mojitos; they'd like the domain to feel fresh and summery.");
    assert.ok(mojito.length > 0 && mojito.every((r) => /mint/.test(r.domain)), names(mojito));
  });
});
