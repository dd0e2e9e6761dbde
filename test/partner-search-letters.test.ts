// test-plan: PGlite only: reads asks with the word data alone (no database); the signed route over the sandbox listings is checked by test/partner-search-ventures.test.ts and test/partner-inventory.test.ts
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { CONCEPTS } from '../src/modules/partners/inventory/concepts/index.js';
import { parseQuery } from '../src/modules/partners/inventory/query.js';
import { Semantics } from '../src/modules/partners/inventory/semantic.js';
import { loadWordVectors, wordVectorsFile } from '../src/modules/partners/inventory/word-vectors.js';
import { forms } from '../src/modules/partners/inventory/word-forms.js';
import { WordNet } from '../src/modules/partners/inventory/wordnet.js';

/**
 * Asks written as letters, spoken or typed in a hurry (issue 20, nineteenth pass): what frames the ask — a salutation,
 * a sign-off with a name — is no subject.
 */
const semantics = new Semantics(new WordNet(), loadWordVectors(wordVectorsFile(undefined)), CONCEPTS);
const plan = (q: string, inventory = ['prism', 'coin', 'spice', 'wealth']) => parseQuery(q.toLowerCase(), semantics, new Set(inventory), q);

describe('partner search: asks written as letters (issue 20, nineteenth pass)', () => {
  test('a sign-off and the name that signs are no subject ("Warm wishes, Penny" had reached coin names, "Cheers, Dev" developer endings)', () => {
    const glass = plan("Hello, I make brass kaleidoscopes by hand in my workshop. I'd like a domain for my online shop. Warm wishes, Penny");
    assert.ok(glass.words.includes('kaleidoscopes') && !glass.words.includes('penny'), glass.words.join(' '));
    const kits = plan('I\'m launching spice kits for children. Something fun and short? Cheers, Dev');
    assert.ok(!kits.words.includes('dev') && kits.intent !== 'tech', JSON.stringify(kits));
    for (const closing of ['Kind regards, Bernadette', 'Thanks, Mr Evans', 'Yours sincerely, Charlotte Hayes', 'Grazie, Luca', 'Best,\nOmar']) {
      const words = plan(`I roast coffee beans in a shed. Any ideas? ${closing}`).words;
      assert.ok(words.includes('coffee') && !words.some((w) => ['bernadette', 'evans', 'hayes', 'luca', 'omar', 'regards'].includes(w)), `${closing}: ${words.join(' ')}`);
    }
  });

  test('a closing word that does not sign off stays ("… best coffee shop names" after a full stop has no comma)', () => {
    assert.ok(plan('Need a name. best coffee shop names').words.includes('coffee'));
    assert.ok(plan('Thanks, love the site: vintage lamps for sale').words.includes('lamps'));
  });

  test('a salutation is no subject ("Dear support team," had made team and support words of the ask)', () => {
    const words = plan('Dear support team, I advise founders who have just sold their companies on philanthropy.').words;
    assert.ok(words.includes('philanthropy') && !words.some((w) => ['dear', 'team', 'support'].includes(w)), words.join(' '));
    assert.ok(plan('Good morning! We grow lavender for pillow sprays.').words.includes('lavender'));
    assert.ok(!plan('Hello all, we grow lavender for pillow sprays.').words.includes('all'));
  });

  test('a spoken restart counts once, fillers go ("we we post", "the whole the whole thing", "so dot com i guess")', () => {
    const move = plan('so um we help families move to portugal like the visas the schools the whole the whole thing');
    assert.equal(move.words.filter((w) => w === 'whole').length, 1, move.words.join(' '));
    const roast = plan('just a um simple website where people can find a good sunday roast near them so dot com i guess');
    assert.ok(roast.words.includes('roast') && !roast.words.includes('guess') && roast.tld === 'com', JSON.stringify(roast));
  });

  test('every ending named goes from the subject, the first is the one asked for ("a dot dev or a dot io" had left "dot")', () => {
    const endpoint = plan('were building um a developer endpoint that checks email addresses so a dot dev or a dot io');
    assert.ok(endpoint.tld === 'dev' && !endpoint.words.includes('dot') && endpoint.words.includes('endpoint'), JSON.stringify(endpoint));
  });

  test('money a group raises for its cause is no subject; what a charity raises money to do stays', () => {
    const conkers = plan('Every October we hold the village conker championship on the green, raising money for guide dogs for the blind.');
    assert.ok(conkers.words.includes('conker') && !conkers.words.some((w) => ['money', 'raising', 'guide', 'dogs', 'blind'].includes(w)), conkers.words.join(' '));
    const bolts = plan("a climbers' charity that raises money to replace rusty old bolts on sport routes");
    assert.ok(bolts.words.includes('bolts'), bolts.words.join(' '));
    assert.ok(plan('a platform that lets small breweries raise money from their own regular drinkers').words.includes('money'));
  });

  test('a verb\'s inflection the dictionary knows has its base only: biting is bite, not bit ("stop biting their nails" had answered bit names)', () => {
    assert.ok(forms('biting', semantics).has('bite') && !forms('biting', semantics).has('bit'));
    assert.ok(forms('shipping', semantics).has('ship') && forms('payments', semantics).has('pay') && forms('tastings', semantics).has('taste'));
  });

  test('"till", "whilst", "since" join clauses: no subject ("toasties pressed till they\'re crispy" had answered pay names: a cash till)', () => {
    const toastie = plan('a late night toastie hatch, melted cheese sandwiches pressed till they are crispy');
    assert.ok(toastie.words.includes('toastie') && !toastie.words.includes('till'), toastie.words.join(' '));
  });

  test('numbers in words say how many, not what ("eleven weeks", "two hundred annotators", "ninety homes")', () => {
    const bus = plan('we run a big old bus from london to kathmandu over eleven weeks, about two hundred people a year');
    assert.ok(bus.words.includes('bus') && !bus.words.some((w) => ['eleven', 'two', 'hundred'].includes(w)), bus.words.join(' '));
  });
});
