// test-plan: PGlite only: ranks the sandbox listings from the in-memory search index, the same whatever the database; loading listings into it and reloading it after writes are checked on both databases by test/partner-inventory.test.ts and test/partner-search-relevance.test.ts
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { CONCEPTS } from '../src/modules/partners/inventory/concepts/index.js';
import { conceptLinks } from '../src/modules/partners/inventory/concepts/match.js';
import { relation } from '../src/modules/partners/inventory/match.js';
import { parseQuery } from '../src/modules/partners/inventory/query.js';
import { Semantics } from '../src/modules/partners/inventory/semantic.js';
import { WordNet } from '../src/modules/partners/inventory/wordnet.js';
import { useSandboxSearch } from './helpers/partner-search.js';

/**
 * Owners, marketers and tradespeople (issue 20, fifteenth pass): "a web shop for our olive oil gift boxes" asks for
 * olive oil names, not web ones; an ask's own last word the inventory has is a clear fit (asthma clinic → clinic); the
 * lexicon word the buyer typed inside a longer word leads its other fits (stonemason → stone before brick); "think
 * Rimowa" points to a brand; "not the tech crowd" states a consumer's ask.
 */
const semantics = new Semantics(new WordNet(), null, CONCEPTS);
const plan = (q: string) => parseQuery(q.toLowerCase(), semantics, new Set(['honey', 'olive', 'grill', 'coast']), q);

describe('partner search: owners\' ventures, typed heads and parts, brands pointed to (issue 20, fifteenth pass)', () => {
  test('"<web property> for my/our …": the venture owned is the subject, the property\'s words are not (before, "for our …" was read as the audience)', () => {
    const shop = plan('web shop for our olive oil and honey gift boxes, for everyday shoppers');
    assert.ok(['olive', 'honey'].every((w) => shop.words.includes(w)), shop.words.join(' '));
    assert.ok(!shop.words.includes('web') && !shop.words.includes('shoppers'), shop.words.join(' '));
    assert.deepEqual(plan('booking site for our surf lodge').words, ['surf', 'lodge']);
    // Elsewhere "for" still starts the audience, and an ask for the word itself is unchanged.
    assert.deepEqual(plan('booking app for dog walkers').words, ['booking']);
    assert.deepEqual(plan('Ledger, just that one word, for our accounting engine').words, ['ledger']);
  });

  test('a lexicon ask\'s last word, typed and in the inventory, is at least a clear fit: "asthma clinic" serves clinic 2 (its list had clinic 1); generic last words (care, house, code) are not raised', () => {
    assert.equal(CONCEPTS.grades('asthma clinic')?.get('clinic'), 2);
    assert.notEqual(CONCEPTS.grades('lawn care')?.get('care') ?? 0, 2);
    assert.notEqual(CONCEPTS.grades('curry house')?.get('house') ?? 0, 2);
  });

  test('of the words the lexicon lists for an ask, the one typed inside its word leads: stonemason → stone before brick, fitness → fit', () => {
    const stone = relation('stonemason', 'stone', semantics, false).score;
    const brick = relation('stonemason', 'brick', semantics, false).score;
    assert.ok(stone > brick, `stone ${stone} brick ${brick}`);
    assert.ok(conceptLinks('stonemason', semantics).get('brick')!.score > conceptLinks('stonemason', semantics).get('stone')!.score - 0.05, 'the lexicon alone has them level');
  });

  test('"…, think Rimowa" points to a brand: an unknown one is no word to match; "think of a name" is a request', () => {
    assert.deepEqual(plan('premium suitcase brand, think Rimowa').words, ['suitcase']);
    assert.ok(!plan('bakery café chain, think Gail\'s').words.includes('gail'));
  });

  test('"not the tech crowd", "not techies", "not developers" state a consumer\'s ask, whatever tech word the subject has', () => {
    assert.equal(plan("a phone app to chip in for group presents; it's for everyday people, not the tech crowd").intent, 'consumer');
    assert.equal(plan('recipe site for our bbq sauce brand, for backyard cooks not developers').intent, 'consumer');
    assert.equal(plan('sdk for mobile developers').intent, 'tech');
  });

  test('briefs and agents\' sentences: "Brief:" is a label, not "short"; "We\'re naming a …" is a request; an audience\'s list runs over its commas; "rather than developers" is a consumer\'s ask', () => {
    const brief = plan('Brief: a browser-based playground for shader programmers');
    assert.equal(brief.maxLength, null);
    assert.equal(plan('a brief name for a bakery').maxLength, 6, '"brief" still asks for a short name');
    assert.deepEqual(plan("We're naming an indoor go-karting track").words, ['indoor', 'karting', 'track']);
    assert.ok(plan('naming agency').words.includes('naming'));
    const karting = plan("An indoor go-karting track. Audience: stag dos, office parties and teenagers' birthdays; the name should feel fast.");
    assert.ok(!karting.words.includes('office') && !karting.words.includes('birthdays'), karting.words.join(' '));
    assert.equal(plan("The client's app lets backyard cooks swap grill recipes. The audience is barbecue fans rather than developers.").intent, 'consumer');
  });

  test('words typed together or framed: "8bit games" reads bit; "support for …" asks about what follows; "dog friendly" is no playful tone; "a bit of swagger", "bit by bit" say no bit; a python meetup is a gathering', () => {
    assert.deepEqual(plan('8bit games').words, ['bit', 'games']);
    assert.ok(plan('support for chronically ill people').words.includes('chronically'));
    assert.equal(plan('dog friendly cafe').tone, null);
    assert.equal(plan('a friendly name for a dentist').tone, 'playful');
    assert.ok(!plan('barbershop with a bit of swagger').words.includes('bit'));
    assert.ok(!plan('helps renters buy their flat bit by bit').words.includes('bit'));
    assert.deepEqual(plan('python meetup').words, ['python', 'meetup']);
  });

  const { searcher } = useSandboxSearch();

  test('over the sandbox listings: an owner\'s venture, a trade typed as one word, an ask\'s own head', async () => {
    const search = await searcher();
    const shop = await search('web shop for our olive oil and honey gift boxes, for everyday shoppers');
    assert.ok(shop.length > 0 && shop.every((r) => /olive|honey/.test(r.domain) && r.domain.endsWith('.com')), shop.map((r) => r.domain).join(', '));
    const bbq = await search('recipe site for our bbq sauce brand, for backyard cooks not developers');
    assert.ok(bbq.length > 0 && /grill/.test(bbq[0]!.domain), bbq.map((r) => r.domain).join(', '));
    const mason = await search('stonemasson near me');
    assert.equal(mason[0]?.domain, 'stone.com', mason.map((r) => r.domain).join(', '));
    const clinic = await search('asthama clinic for kids');
    assert.equal(clinic[0]?.domain, 'clinic.com', clinic.map((r) => r.domain).join(', '));
    // A far commoner word beats a nearer-looking slip: hospitle is hospital (care names), not hospitable.
    const hospital = await search('wildlife hospitle for injured foxes and badgers');
    assert.ok(hospital.length > 0 && /care|heal|clinic|nurse|haven/.test(hospital[0]!.domain), hospital.map((r) => r.domain).join(', '));
    // Rosé, with its accent, is a wine (vine names); roses are flowers.
    const rose = await search('rosé brand for summer terraces');
    assert.ok(rose.length > 0 && /vine/.test(rose[0]!.domain), rose.map((r) => r.domain).join(', '));
    const roses = await search('red roses for valentines');
    assert.ok(roses.length > 0 && /bloom/.test(roses[0]!.domain), roses.map((r) => r.domain).join(', '));
    const gift = await search("My user's phone app lets friends chip in together for a group birthday present; it's for everyday people, not the tech crowd.");
    assert.ok(gift.length > 0 && gift.every((r) => r.domain.endsWith('.com')) && /pay|fund/.test(gift[0]!.domain), gift.map((r) => r.domain).join(', '));
  });
});
