import { Type } from '@sinclair/typebox';
import type { AppContext } from '../../context.js';
import type { TypedApp } from '../../platform/http/typed-app.js';
import { availability, domainDetail, pricing, searchInventory } from '../../modules/partners/inventory/reads.js';
import { MAX_QUERY_LENGTH, MAX_RESULTS } from '../../modules/partners/inventory/search.js';
import { credentialOf, type PartnerRouteConfig } from './plugin.js';

export const PARTNER_PREFIX = '/api/partner/v1';

/** Inventory reads need scope `search` and count against the search limit (contract 4.3, 8). */
const SEARCH: { partner: PartnerRouteConfig } = { partner: { scopes: ['search'], rate: 'search', idempotency: 'none' } };

// Interface B is not part of interface A's OpenAPI document: it has its own (openapi.ts, PARTNER_OPENAPI_PATH).
const hide = true;
const tags = ['inventory'];

const Domain = Type.String({ description: 'A domain name in ASCII (IDNs as A-labels, e.g. xn--bcher-kva.de).' });
const Cents = Type.Integer({ description: 'Integer minor units (cents) of `currency`.' });
const Currency = Type.String({ description: 'ISO 4217 code.', examples: ['USD'] });
const Nullable = <T extends ReturnType<typeof Type.Integer> | ReturnType<typeof Type.String>>(schema: T) => Type.Union([schema, Type.Null()]);

const SearchAnswer = Type.Object({
  query: Type.String(),
  count: Type.Integer({ minimum: 0 }),
  limit: Type.Integer({ minimum: 1, maximum: MAX_RESULTS }),
  results: Type.Array(Type.Object({
    domain: Domain,
    tld: Type.String(),
    price_cents: Cents,
    currency: Currency,
    offers_accepted: Type.Boolean({ description: 'The seller takes offers below the buy-now price.' }),
    match: Type.Union([Type.Literal('exact'), Type.Literal('word'), Type.Literal('synonym'), Type.Literal('typo'), Type.Literal('semantic')], {
      description: 'Why the name was found: `exact` the name is the query (robots → robot.com), `word` a word of the name is a query ' +
        'word or a form of it (baking → bakehub.com), `typo` the same after correcting a misspelling (cofee → beanhub.com), `synonym` a ' +
        'word of the name means the same as a query word or is the thing asked for (coffee → java, bookkeeping → ledgerhub.com), `semantic` a word that ' +
        'fits the ask or its trade (savings → vault.com, finance → paycoin.com, electrician → spark.com).',
    }),
    score: Type.Number({ minimum: 0, maximum: 1, description: 'Relevance, 0 to 1, higher first: how well the words of the name serve the words of the query (within one trade, a word whose dictionary definitions share more with the query word\'s scores higher: dentist → clinic before zen), with small shifts for the TLD the topic suggests (.ai/.io/.dev for tech asks, .com otherwise), the tone and the length asked for, less a little for each earlier result found through the same word (answers are spread over the words that fit). Results are always in descending score order. Comparable within one answer only.' }),
    scores: Type.Object({
      semantic: Type.Number({ description: 'How well the name\'s words serve the query\'s words, 0 to 1.' }),
      keyword: Type.Number({ description: 'Share of the query\'s words found as words of the name (never inside another word).' }),
      trigram: Type.Number({ description: 'Letter-trigram similarity of query and name (informational).' }),
    }, { description: 'The parts of the score.' }),
  })),
}, {
  description: 'At most 5 relevant listed domains, best first; empty when nothing listed fits (never unrelated names). ' +
    'Ties go to the exact name, then the shorter one, then .com.',
});

const DetailAnswer = Type.Object({
  domain: Domain,
  tld: Type.String(),
  available: Type.Boolean(),
  price_cents: Cents,
  currency: Currency,
  offers_accepted: Type.Boolean(),
  category: Nullable(Type.String()),
  tags: Type.Array(Type.String()),
  description: Nullable(Type.String()),
  listed_at: Type.String({ format: 'date-time' }),
}, { description: 'The listing.' });

const AvailabilityAnswer = Type.Object({
  domain: Domain,
  available: Type.Boolean({ description: 'Listed and for sale in this environment.' }),
  price_cents: Nullable(Cents),
  currency: Nullable(Currency),
}, { description: 'Whether the name can be bought here, and its price when it can.' });

const PricingAnswer = Type.Object({
  domain: Domain,
  buy_now_cents: Cents,
  floor_cents: Nullable(Cents),
  currency: Currency,
}, { description: 'Buy-now and floor price.' });

export function inventoryRoutes(scope: TypedApp, ctx: AppContext): void {
  scope.get(`${PARTNER_PREFIX}/domains/search`, {
    config: SEARCH,
    schema: {
      hide,
      tags,
      operationId: 'searchInventory',
      summary: 'Search listed inventory',
      description: 'Semantic and keyword search over the listed domains of the credential\'s environment, reranked; at most 5 results, no bulk export. ' +
        'Write what the buyer wants in plain words ("coffee shop", "personal finance app"): misspellings are corrected (a word with two likely ' +
        'corrections is read both ways and the better-served reading answers), plurals and word forms match, "X for Y" asks for X ("speech therapy ' +
        'for kids" is a speech therapy ask, but "… but for baby bedding" a baby bedding ask; "a name for my bakery" a bakery ask; "a web shop for our olive oil gift boxes" an olive oil ask; where X alone finds little, X and Y are read together: "exam prep ' +
        'platform for nursing students" finds nurse names). Where no name serves every word ("pretzel lessons"), names serving all but one answer with ' +
        'lower scores, never without the most specific word ("ant control" finds nothing rather than names about control), ' +
        'words are matched as words of the name (never inside other words), and related words and topics count. An ask may be a sentence, as an ' +
        'agent writes it ("I\'m launching a podcast about sailing around the world and need a domain for it"): the request around the subject is ' +
        'not matched, nor is the person an agent writes for ("the person I\'m assisting", "a client of mine"), the size or form of the business ("a tiny ' +
        'bar", "a family-run funeral director") or what it is not ("for ordinary couples, not techies": also a consumer ask, so .com names lead), nor a brand pointed to ("…, think Rimowa"); a place ("a bakery in lisbon") is context, ' +
        'and a long ask is answered with names serving two of its words well. A naming brief of a few sentences works too: a clause saying who it ' +
        'is for ("The audience is couples who can sail a little", "Audience: home bakers", "The buyers are backend developers") is read as its ' +
        'audience, not its subject, as is an investor\'s "as end users" or "are my buyers". A brief of labelled sentences ("Client: a litigation funder. ' +
        'Sector: finance. Tone: sharp, confident. Competitor: Burford. Avoid: \'nomad\'") is read field by field: the labels are not matched, the tone is ' +
        'the name\'s feel, a competitor is no word to match, and no name made of a word to avoid answers (so too a quoted word after a negation: "a ' +
        'name that doesn\'t say \'care\' all over it"). An agent\'s introduction ("Coding agent here", "I\'m an AI assistant helping …", "Relaying for a ' +
        'client:") is not matched; how long someone did something ("a nurse for 18 years") is no audience; and an audience ends with its sentence. A quoted word ("only the single word \'halo\'") is the name asked ' +
        'for: the rest of the ask gives only constraints and intent; an ask for the word itself ("haven exact match any tld", "orbit only") puts the ' +
        'names that are the word first, on every extension. What the name ' +
        'should feel like ("a bold, smoky name for a charcoal chicken shop", "something earthy for a herbal tea") orders the names that serve the ' +
        'subject and never answers on its own. A pitch by analogy ("Uber for ambulances", "the Zillow of houseboats", "Klarna for dentists") is ' +
        'read as what the product named is (ride hailing, property listings, buy now pay later) together with what it is for. A question about what is in stock ("Do you have anything for a knitting club?", "Got any names for …?", "Which domain suits …") is read as its subject. Asks about the kind of name are read as ' +
        'constraints, not words to match: length ("short" is 6 letters or fewer, "max 8 letters", "under 7 characters", "five letters or fewer", "LLLL" or "CVCV" four letters, "5L" five; a number without a unit only when said of the name, "a name under 8": "netball for girls under 12" is an age; a budget such as "under $500" is no word to match and filters nothing: each result carries its price), tone ("luxury", "premium": ' +
        'plain words, no prefixes or suffixes; "playful", "fun": names with them), a TLD (".io", "dot com"; the `tld` parameter filters instead; one refused, "no .io stuff", or several, "no .io or .ai", are held back rather than favoured, refusing .ai/.io/.dev makes it a consumer ask, and so does "not fintech"; how plain the ending should be, "a normal .com", is no word to match). ' +
        'A venture said by a brand that did it first ("Siete did it for tortilla chips, we\'re doing it for pita chips") is the second thing; ' +
        'what a place is turned into ("turning the old net loft into a tea kiosk") is the venture; what a thing is for, when an activity ' +
        '("GPU kernels for matrix multiplication"), is part of the subject. ' +
        'An ask written as a letter or spoken aloud reads the same: a salutation ("Dear support team,"), a sign-off and the name signing it ' +
        '("Kind regards, Bernadette"), spoken fillers ("um", "I guess") and restarts ("we we post") are not matched; every ending named ("a dot ' +
        'dev or a dot io") leaves the subject, the first one being the one asked for; and money a group raises for its cause ("raising money ' +
        'for the school") is not what the group is. ' +
        'An ask written inside a company reads the same: the department asking ("Brand team wants …", "People Ops is rolling out …") and ' +
        'what the company calls the thing named ("the booking microsite", "the in-app feature", "our leisure vertical", "on the roadmap") are ' +
        'not matched, nor is how a brand sells ("direct-to-consumer", "D2C"). Goods printed for an audience ("mugs, tees and desk mats for ' +
        'bookkeepers") ask for names about the audience; a trader\'s opening ("Beekeeper near Hay-on-Wye, I sell jars at farmers markets …") ' +
        'names the trade the rest describes, so names serving only a detail rank lower; an age or a count ("I\'m 16 and …", "a three-day ' +
        'festival", "loads of food trucks") is no word to match. ' +
        `A missing \`q\`, one shorter than 2 characters or longer than ${MAX_QUERY_LENGTH} is \`invalid_query\`.`,
      response: { 200: SearchAnswer },
      querystring: Type.Object({
        // Optional and unbounded in the schema: a missing, short or long q is answered 400 invalid_query (precedent.md for
        // the missing one), not validation_error; the request line's own limit (16 KB) bounds it before that.
        q: Type.Optional(Type.String({ description: `What the buyer is looking for, 2 to ${MAX_QUERY_LENGTH} characters: words, a name, a theme, or a brief of a few sentences.` })),
        limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_RESULTS, description: 'At most this many results (default and maximum 5).' })),
        tld: Type.Optional(Type.String({ maxLength: 63, description: 'Only names under this TLD, e.g. com.' })),
      }),
    },
  }, async (request) => searchInventory(ctx, { environment: credentialOf(request).environment, ...request.query }));

  scope.get(`${PARTNER_PREFIX}/domains/:name`, {
    config: SEARCH,
    schema: {
      hide, tags, operationId: 'getListedDomain', summary: 'One listed domain',
      description: 'Price, availability and metadata of one listed domain; `not_found` unless it is listed and for sale in this environment.',
      params: Type.Object({ name: Type.String({ minLength: 1, maxLength: 253, description: 'The domain, Unicode or ASCII.' }) }),
      response: { 200: DetailAnswer },
    },
  }, async (request) => domainDetail(ctx, credentialOf(request).environment, request.params.name));

  // The two one-domain reads by query (`?domain=`): the same input, different answers.
  const byDomain = [
    {
      path: 'availability', operationId: 'getAvailability', summary: 'Is a domain for sale here', answer: AvailabilityAnswer, read: availability,
      description: 'Yes or no, with the price when yes. A name that is not listed is `available: false` (200), not an error. Read when asked, never cached: a name reserved by an order or sold is `available: false` at once, whichever instance took the order.',
    },
    {
      path: 'pricing', operationId: 'getPricing', summary: 'Buy-now and floor price of a listed domain', answer: PricingAnswer, read: pricing,
      description: '`not_found` when the name is not listed in this environment.',
    },
  ] as const;
  for (const route of byDomain) {
    scope.get(`${PARTNER_PREFIX}/${route.path}`, {
      config: SEARCH,
      schema: {
        hide, tags, operationId: route.operationId, summary: route.summary, description: route.description,
        querystring: Type.Object({ domain: Type.String({ minLength: 1, maxLength: 253, description: 'The domain, Unicode or ASCII.' }) }),
        response: { 200: route.answer },
      },
    }, async (request) => route.read(ctx, credentialOf(request).environment, request.query.domain));
  }
}
