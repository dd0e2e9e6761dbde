/**
 * The words of an ask's frame (ask-frame.ts): the request around the subject, the verbs that introduce what a business
 * does or offers, and the words that say what the name should feel like. Word sets and a few patterns only: ask-frame.ts,
 * ask-audience.ts and query.ts read them.
 */
/** Words that only carry the request: pronouns, auxiliaries, politeness, the remnants of contractions (I'm, we've). */
export const REQUEST_WORDS = new Set([
  'i', 'im', 'me', 'myself', 'we', 'us', 'you', 'he', 'she', 'they', 'them', 'm', 've', 'll', 're', 'd', 's', 't',
  'am', 'is', 'are', 'was', 'were', 'be', 'been', 'being', 'do', 'does', 'did', 'can', 'could', 'would', 'should', 'will',
  'shall', 'may', 'might', 'must', 'have', 'has', 'had', 'please', 'kindly', 'thanks', 'thank',
  'called', 'named', 'also', 'just', 'really', 'any', 'what', 'there', 'suggestions', 'suggestion', 'thoughts',
  'recommendations', 'options', 'urgently', 'asap',
  // The person an agent writes for, unnamed ("I'm helping someone who …").
  'someone', 'somebody', 'anyone', 'anybody',
  // Fillers of a spoken ask, as a voice assistant transcribes it ("um so basically we wanna …", "those wooden ones").
  'um', 'umm', 'uh', 'uhm', 'erm', 'hmm', 'basically', 'literally', 'actually', 'wanna', 'gonna', 'gotta', 'kinda', 'sorta',
  'yeah', 'ok', 'okay', 'those', 'these', 'ones', 'thing', 'stuff',
]);
/** Phrases a spoken ask is filled with ("you know the ones", "i mean", "or something"): nothing to match. */
export const FILLER_PHRASES = /\b(?:you know|i mean|sort of|kind of|or something|or whatever|and stuff|and everything|i guess|i suppose|(?:that|this) (?:kind|sort) of (?:thing|stuff)|so yeah|and all that)\b/g;
export const GREETINGS = new Set(['hi', 'hello', 'hey', 'there', 'thanks', 'thank', 'you', 'please']);
/** Verbs that ask for something ("find me a domain", "need a name", "want to launch"): request, not subject, when an
 * object or an infinitive follows (a determiner, a pronoun, "to", "for", a name word) or the clause ends. */
export const REQUEST_VERBS = new Set([
  'find', 'finding', 'need', 'needs', 'needed', 'want', 'wants', 'wanted', 'looking', 'look', 'seek', 'seeking', 'search',
  'searching', 'suggest', 'recommend', 'give', 'show', 'help', 'pick', 'choose', 'propose', 'brainstorm', 'fits', 'suits',
  'register', 'think', 'call', 'suit', 'come', 'ask', 'asks', 'asked', 'asking',
  // A brief's "We're naming a …": the naming is the request, what follows the subject ("a naming agency" keeps it).
  'naming',
  // A buyer asking what is in stock ("got any names for …", "have you got something …").
  'got', 'gotten',
]);
/** Request verbs that end a clause as a request ("… and need a domain that fits", "what my client needs"); others
 * ending one are nouns more often than not (homework help, dog show). */
/** Verbs of a polite request that are as often nouns or other verbs ("a to-do list", "hope for the homeless", "see the
 * world"): a request only right after a speaker ("I'd love something for …", "would you happen to have …", "I'm after a
 * name …", "can I see some …", "we hope to find …"), or, for the imperatives, opening the clause ("Tell me names for …",
 * "Hoping to find …", "List some …"). ask-frame.ts reads them as REQUEST_VERBS there. */
export const POLITE_VERBS = new Set(['love', 'prefer', 'happen', 'tell', 'after', 'hoping', 'hope', 'see', 'list']);
export const POLITE_OPENERS = new Set(['tell', 'hoping', 'list']);
export const SPEAKERS = new Set(['i', 'we', 'you', 'd', 'm', 'll', 're', 'im', 'can', 'could', 'would', 'will', 'please', 'let', 'me']);
/** Words that close an ask as politeness only at the end of a clause ("suggestions welcome", "what's available?");
 * elsewhere they are words ("welcome baskets", "available now"). */
export const CLOSING_WORDS = new Set(['welcome', 'available']);
export const CLAUSE_END_VERBS = new Set(['need', 'needs', 'needed', 'want', 'wants', 'wanted', 'fits', 'suits', 'suit', 'call', 'recommend']);
export const PARTICLES = new Set(['up', 'with', 'of']);
/** Verbs that found what the name is for ("launching a podcast", "my client runs a nonprofit"): request when a
 * determiner or possessive follows; "running shoes" and "open source" keep their words. */
export const FOUNDING_VERBS = new Set([
  'launch', 'launching', 'launches', 'start', 'starting', 'starts', 'create', 'creating', 'build', 'building', 'open',
  'opening', 'run', 'runs', 'running', 'release', 'releasing', 'make', 'making', 'found', 'founding', 'set', 'setting',
  'plan', 'planning', 'develop', 'developing', 'grow', 'growing', 'own', 'owns', 'manage', 'manages', 'operate', 'operates',
  // … and done ("my user opened a fried chicken takeaway", "we launched a …").
  'opened', 'started', 'launched', 'founded', 'built', 'created', 'bought',
  // … and shipped, as developers say it ("shipping a ledger library"; shipping containers keep their words).
  'ship', 'shipping', 'ships',
  // … and as companies say it ("People Ops is rolling out a …", "piloting a …", "the leisure vertical is expanding into …").
  'rolling', 'roll', 'piloting', 'pilot', 'expanding', 'expand', 'introducing', 'introduce', 'adding', 'unveiling',
  'debuting', 'trialling', 'trialing', 'kicking',
  // … and an event's ("we organise a three-day festival", "we host a supper club", "hold a monthly market").
  'organise', 'organises', 'organising', 'organize', 'organizes', 'organizing', 'host', 'hosts', 'hosting', 'hold', 'holds', 'holding',
]);
/** Verbs that introduce what a business offers ("a cart selling sugared almonds", "my user sells GPS tags"): dropped
 * when something follows and something precedes them (an ask that starts "selling …" may mean sales). */
export const OFFERING_VERBS = new Set(['sell', 'sells', 'selling', 'serving', 'offering', 'providing', 'delivering', 'supplying']);
/** Founding verbs in the third person: right after the person an agent writes for, they say what that person does
 * for a living ("a client runs sunset trips", "my user manages a …"), whatever follows. */
export const RUNNING_VERBS = new Set(['runs', 'owns', 'manages', 'operates', 'starts', 'opens', 'launches', 'leads', 'organises', 'organizes', 'hosts']);
/** The people an agent acts for, opening an ask ("A client runs a hedgehog rescue …", "The user wants …"): request. */
export const AGENT_PEOPLE = new Set(['client', 'customer', 'user', 'person', 'friend', 'colleague', 'buyer', 'boss', 'human']);
/** Verbs that ask whether a name suits after a modal ("what domain would fit?", "which would work best?"). */
export const MODALS = new Set(['would', 'could', 'might', 'will', 'should', 'can', 'may']);
export const SUITING_VERBS = new Set(['fit', 'work', 'suit', 'do', 'go']);
/** What is founded, named bare after a founding verb ("want make website", "open shop"): the verb is the request. */
/** Words that want what follows ("i want make website", "need open shop", "to start business"). */
export const WANTING = new Set(['want', 'wants', 'need', 'needs', 'to', 'i', 'we', 'will', 'd', 'll']);
export const VENTURE_WORDS = new Set(['website', 'site', 'webpage', 'app', 'shop', 'store', 'business', 'company', 'brand', 'startup']);
/** Request verbs that say a name suits its subject ("which domain suits a dog grooming van", "a name that fits a
 * bakery"): the subject follows, as after "for". */
export const NAME_FITTING_VERBS = new Set(['fits', 'suits', 'suit']);
/** Offering verbs that are also plural nouns (art supplies, special offers): verbs only where a clause, a "who/that" or
 * an "and" puts them ("my user offers falconry days", "a bar that serves mojitos", "folds dumplings and delivers them"). */
export const OFFERING_VERBS_OR_NOUNS = new Set(['serves', 'offers', 'provides', 'delivers', 'supplies']);
/** What an agent says of the person they write for ("the person I'm assisting", "someone I'm helping", "a client I work
 * with"): with the person word before it, request. */
export const AGENT_VERBS = new Set(['assisting', 'assist', 'helping', 'help', 'working', 'work', 'representing', 'represent', 'advising',
  'advise', 'supporting', 'support', 'serving', 'serve']);
/** Verbs a pitch says what it does with ("we help …", "connecting …", "making … affordable", "turning … into …"). */
export const PITCH_VERBS = new Set(['help', 'helps', 'helping', 'connect', 'connects', 'connecting', 'empower', 'empowers', 'empowering',
  'enable', 'enables', 'enabling', 'making', 'makes', 'turning', 'turns', 'bringing', 'brings', 'giving', 'gives', 'letting', 'lets',
  'powering', 'powers', 'simplifying', 'simplifies', 'reinventing', 'reimagining', 'redefining', 'transforming',
  // What an app does for its user ("an app that suggests date-night ideas", "… that reminds people to drink water").
  'suggests', 'suggesting', 'reminds', 'reminding', 'recommends', 'recommending', 'finds', 'shows', 'showing', 'tells', 'telling']);
/** Phrases that frame a pitch ("the future of …", "the easiest way to …"). */
export const PITCH_FRAMES = ['future of', 'next generation of', 'new generation of', 'better way to', 'easiest way to', 'simplest way to',
  'smarter way to', 'fastest way to', 'easier way to', 'simpler way to', 'new way to', 'one stop shop for'].map((f) => f.split(' '));
export const DETERMINERS = new Set(['a', 'an', 'the', 'my', 'our', 'your', 'his', 'her', 'their', 'its', 'this', 'that', 'some', 'one', 'new']);
export const RELATIVES = new Set(['that', 'which']);
/** Words that open a clause describing the thing before them (query.ts reads that thing as the ask's head). */
export const DESCRIBING = new Set([...RELATIVES, 'who', 'where']);
export const POSSESSIVES = new Set(['my', 'our', 'your', 'his', 'her', 'their']);
/** How big or where a business is ("a tiny bar", "a small rum distillery", "the little bookshop"): after a determiner, and
 * with no name word in its phrase, they describe the business, not the name it wants ("a short name" is a length). */
export const BUSINESS_SIZE_WORDS = new Set(['small', 'little', 'tiny', 'local', 'short', 'compact']);
/** Words that end the phrase a business size word stands in. */
export const PHRASE_ENDS = new Set(['for', 'that', 'which', 'who', 'where', 'and', 'in', 'at', 'on', 'near', 'with', 'to', 'of']);

/** Words for the name itself: what stands next to them describes the name, not its subject. */
export const NAME_WORDS = new Set(['name', 'names', 'domain', 'domains', 'something', 'anything', 'word', 'words']);
/** Verbs of a clause saying what the thing should feel like ("a brunch café that feels like a lazy sunday", "a word that
 * captures morning light"). */
export const QUALITY_VERBS = new Set(['feels', 'feel', 'evokes', 'evoke', 'sounds', 'says', 'captures', 'capture', 'smells', 'tastes', 'suggests', 'conveys', 'means', 'looks']);
/** Quality verbs that say what the name conveys only of the name itself ("a word that captures morning light"); of a
 * thing they say what it does ("an app that suggests date ideas", "a tool that captures receipts"). */
export const NAME_ONLY_QUALITY_VERBS = new Set(['says', 'captures', 'capture', 'suggests', 'conveys', 'means']);
/** Words for a feeling the name should give ("a money-tree feeling for …"): all of their phrase is a quality. */
export const FEELING_WORDS = new Set(['feeling', 'feel', 'vibe', 'vibes', 'sense', 'mood', 'ring']);
/** Feeling words that are one only in their idiom: "a name with a ring to it", not "ring lights" nor "a sense of place". */
export const IDIOM_FEELING_WORDS = new Map([['ring', 'to']]);
/** Words that open a description of the name's qualities in a clause of its own ("evocative of sunrise, for …"). */
export const QUALITY_CUES = new Set(['evocative', 'evoking', 'evokes', 'evoke', 'reminiscent', 'feels', 'feel', 'feeling', 'sounding', 'sounds', 'conveys', 'conveying', 'says']);
/** Clause breaks of the typed ask (the TLD and the length, with their dots, are already read). */
export const CLAUSE_BREAK = /[,;:!?()]+|\.(?=\s|$)|\s[-–—]\s/;

/** Verbs spelt like brand suffixes of names (works, spot, flows): right after who/that they are the thing's doing
 * ("who works on tone", "that spot fakes"), no word to match. */
export const SUFFIX_VERBS = new Set(['works', 'work', 'spot', 'spots', 'flows', 'crafts', 'zones']);
/** Where a service is delivered ("I come to your house", "in the homes of elderly people"): a dwelling right after a
 * place preposition, or after "the" or a possessive that follows one. */
export const DWELLINGS = new Set(['home', 'homes', 'house', 'houses']);
export const PLACE_PREPOSITIONS = new Set(['at', 'in', 'to', 'into']);
/** Fitting as a trade's verb ("garage doors fitted", "we fit safes"): these forms, or "fit" right after a doer. */
export const INSTALLING_FORMS = new Set(['fitted', 'fits', 'fitting']);
export const INSTALLERS = new Set(['we', 'i', 'they', 'to', 'who']);
/** The words of an age range ("girls 8 to 14", "kids aged 5-11", "adults over 50"). */
export const AGE_WORDS = new Set(['to', 'and', 'aged', 'age', 'ages', 'under', 'over', 'from', 'plus', 'years', 'year', 'yrs', 'old', 'only', 'mostly', 'all']);
/** "Thanks in advance": politeness ("advance" reached credit and loan names). */
export const THANKS_AHEAD = /\b(?:thanks|thank you)\s+in\s+advance\b/g;
/** Stands between the subject tokens of two sentences (ask-context.ts: an audience ends there); it is no word. */
export const SENTENCE_END = '.';
