// test-plan: PGlite only: ranks the sandbox listings from the in-memory search index, the same whatever the database; loading listings into it and reloading it after writes are checked on both databases by test/partner-inventory.test.ts and test/partner-search-relevance.test.ts
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { CONCEPTS } from '../src/modules/partners/inventory/concepts/index.js';
import { parseQuery } from '../src/modules/partners/inventory/query.js';
import { Semantics } from '../src/modules/partners/inventory/semantic.js';
import { WordNet } from '../src/modules/partners/inventory/wordnet.js';
import { useSandboxSearch } from './helpers/partner-search.js';

/**
 * Who speaks, for how long, in which sentence, and what a brief says to avoid (issue 20, seventeenth pass): agents
 * introduce themselves ("Coding agent here"), people say how long they did something ("for 18 years"), a later sentence
 * starts afresh after an audience, and agency briefs are written as labelled sentences with an "Avoid:" line.
 */
const semantics = new Semantics(new WordNet(), null, CONCEPTS);
const plan = (q: string, inventory = ['code', 'robot', 'fund', 'trip', 'nomad', 'route']) => parseQuery(q.toLowerCase(), semantics, new Set(inventory), q);
const has = (words: string[], ...wanted: string[]) => wanted.every((w) => words.includes(w));

describe('partner search: the agent speaking is no subject (issue 20, seventeenth pass)', () => {
  test('"Coding agent here", "I\'m an AI assistant helping …", "We\'re an agent working for …", "Relaying for a client:", "user request ->": the agent goes (before: coding, agent, assistant were the words)', () => {
    const kitchen = plan('Coding agent here, setting up a site for a user who rents out a shared commercial kitchen by the hour to food startups and caterers. Need a domain suggestion.');
    assert.ok(has(kitchen.words, 'kitchen') && !kitchen.words.some((w) => ['coding', 'agent', 'here', 'user'].includes(w)), kitchen.words.join(' '));
    const biotech = plan("Hi! I'm an AI assistant helping a biotech founder. Her startup uses machine learning to find drug candidates.");
    assert.ok(has(biotech.words, 'biotech', 'drug') && !biotech.words.some((w) => ['ai', 'assistant', 'helping'].includes(w)), biotech.words.join(' '));
    const range = plan("We're an agent working for a security training company. They run a cyber range where analysts practise against live attacks.");
    assert.ok(has(range.words, 'security', 'cyber') && !range.words.includes('agent'), range.words.join(' '));
    const coins = plan('Relaying for a client: they sell and service coin sorting machines for banks');
    assert.ok(has(coins.words, 'coin') && !coins.words.some((w) => ['relaying', 'client'].includes(w)), coins.words.join(' '));
    const nurses = plan('user request -> a staffing agency that places school nurses in primary schools. find domain');
    assert.ok(has(nurses.words, 'nurses') && !nurses.words.some((w) => ['user', 'request'].includes(w)), nurses.words.join(' '));
  });

  test('"my human …", "User makes …": the person an agent writes for goes; an AI agent as the thing asked for stays', () => {
    const bins = plan('My human works for a council contractor and wants a domain for their software that optimises bin lorry collection routes.');
    assert.ok(has(bins.words, 'software', 'routes') && !bins.words.some((w) => ['human', 'council', 'contractor'].includes(w)), bins.words.join(' '));
    const leaves = plan("User makes stuffed vine leaves from her grandmother's recipe and sells the jars to delis.");
    assert.ok(has(leaves.words, 'vine', 'leaves') && !leaves.words.includes('user'), leaves.words.join(' '));
    assert.ok(has(plan('ai agent framework for developers').words, 'ai', 'agent'));
    assert.ok(has(plan('a travel agent here in leeds').words, 'travel', 'agent'));
  });
});

describe('partner search: how long, and where an audience ends (issue 20, seventeenth pass)', () => {
  test('"for 22 years" is no audience: what follows is still the subject (before: "district nurse" was the whole ask)', () => {
    const clinic = plan("I've been a district nurse for 22 years and I'm finally opening my own little nurse-led clinic for leg ulcers");
    assert.ok(has(clinic.words, 'clinic'), clinic.words.join(' '));
  });

  test('an audience ends with its sentence: "… for a skipper\'s licence. I take tourists out sailing" asks for the sailing trips', () => {
    const sailing = plan("Swapped my desk job for a skipper's licence. I take tourists out on half-day sailing trips from the harbour.");
    assert.ok(has(sailing.words, 'sailing', 'trips') && !sailing.words.includes('skipper'), sailing.words.join(' '));
    // Within its sentence, the audience is still no subject; a semicolon does not end it.
    assert.ok(!plan('code snippet manager for developers; syncs across editors').words.includes('editors'));
  });

  test('"a name that would suit guided walks": the walks are the subject, not the name\'s qualities; "a blog about saving for our kids\' university": saving is', () => {
    const walks = plan('is there a name that would suit guided walks along the coast path, for folk in their sixties?');
    assert.ok(has(walks.words, 'walks', 'coast') && walks.qualities.length === 0, JSON.stringify(walks));
    assert.ok(has(plan("We'd like a name for a blog about saving for our kids' university.").words, 'saving'));
  });
});

describe('partner search: agency briefs of labelled sentences (issue 20, seventeenth pass)', () => {
  test('labels go, values stay whole (commas and all), the feel is the name\'s, a competitor is no word, a doer the dictionary lacks is its inventory word (funder: fund, not founder)', () => {
    const funder = plan('Client: a litigation funder. Sector: finance / legal. What they do: pay the legal costs of strong commercial claims. Audience: commercial litigators. Tone: sharp, confident, discreet. Competitor: Burford.');
    assert.ok(has(funder.words, 'litigation', 'fund') && !funder.words.some((w) => ['client', 'founder', 'burford', 'competitor', 'confident'].includes(w)), funder.words.join(' '));
    assert.ok(has(funder.qualities, 'sharp', 'confident', 'discreet'), funder.qualities.join(' '));
  });

  const { searcher } = useSandboxSearch();
  test('"Avoid: \'nomad\', every rival uses it": no nomad name answers (before: five nomad names, the quoted word read as the name asked for)', async () => {
    const search = await searcher();
    const results = await search("Client: an adventure motorcycle outfitter. Sector: travel. Trips: guided rides down the Pan-American Highway from Alaska to Ushuaia. Audience: riders in their 40s to 60s. Tone: epic but grounded. Avoid: 'nomad', every rival uses it.");
    assert.ok(results.length > 0);
    assert.ok(results.every((r) => !r.domain.includes('nomad')), results.map((r) => r.domain).join(', '));
  });

  test('a quoted word after a negation ("doesn\'t say \'care\' all over it") is avoided, not asked for (before: five care names, exact)', async () => {
    const search = await searcher();
    const results = await search("When young people leave foster care at eighteen and move into their first flat, our volunteers deliver a starter box and help them settle in. We'd like a warm name for the project that doesn't say 'care' all over it.");
    assert.ok(results.length > 0);
    assert.ok(results.every((r) => !r.domain.includes('care')), results.map((r) => r.domain).join(', '));
  });

  test('a brand prefix is no word of the ask: "every grant goes to laboratory work" answers no go- name (before: gofund first)', async () => {
    const search = await searcher();
    const results = await search("We're a parent-led charity raising money for research into a rare childhood brain tumour. Every grant goes to laboratory work.");
    assert.ok(results.every((r) => !r.domain.startsWith('go')), results.map((r) => r.domain).join(', '));
  });
});

describe('partner search: run-together asks and plural forms (issue 20, seventeenth pass)', () => {
  test('a run-together ask splits at a word only the concept lexicon knows (focaccia + bakery, home + aquaponics; before: one unknown word, no answer)', () => {
    assert.deepEqual(plan('focacciabakery').words, ['focaccia', 'bakery']);
    assert.ok(has(plan('homeaquaponics kit').words, 'aquaponics'), plan('homeaquaponics kit').words.join(' '));
  });

  test('-ves plurals are their nouns: "warm loaves on your doorstep" (before: loaves corrected to leaves)', () => {
    const bread = plan('warm loaves on your doorstep');
    assert.ok(bread.words.includes('loaves') && bread.corrected.size === 0, JSON.stringify(bread));
  });

  test('"Tone: calm under fire, no drama" in a brief is one feeling of the name, not words to match', () => {
    const team = plan('Client: a ransomware recovery team. Sector: tech. Service: restores backups after an attack. Tone: calm under fire, no drama.');
    assert.ok(!team.words.includes('calm') && team.qualities.includes('calm'), JSON.stringify(team));
  });
});

describe('partner search: a brand pointed to, "but for …" (issue 20, seventeenth pass)', () => {
  test('"think Brooklinen but for baby bedding": the brand goes and what follows "but for" is the subject, not an audience (before: think, brook, linen)', () => {
    assert.deepEqual(plan('think Brooklinen but for baby bedding').words, ['baby', 'bedding']);
    // A word after "think" stays a word ("think tank").
    assert.ok(plan('think tank for climate policy').words.includes('tank'));
  });
});
