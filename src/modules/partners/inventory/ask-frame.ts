import { audienceListsJoined, audienceOf, withoutResellerFrame } from './ask-audience.js';
import { withoutBusinessForm, withoutDegree, withoutFormerUse, withoutFundraising, withoutNegation, withoutRestarts, withoutSideVenture, withoutSignOff, withoutThanks } from './ask-asides.js';
import { withoutModelVenture } from './analogy.js';
import { withoutDuration, withoutSitePurpose, withoutSpeaker } from './ask-speaker.js';
import { type AskFrame, describes, describesOrQualifies, LINKS, nameQualities } from './ask-qualities.js';
import type { Semantics } from './semantic.js';
import { dictionaryCorrections } from './spelling.js';
import { GENERIC_WORDS } from './topics.js';
import {
  SENTENCE_END, AGENT_PEOPLE, AGENT_VERBS, RUNNING_VERBS, SUFFIX_VERBS, NAME_FITTING_VERBS, VENTURE_WORDS, AGE_WORDS, POLITE_VERBS, POLITE_OPENERS, SPEAKERS, CLOSING_WORDS, WANTING, BUSINESS_SIZE_WORDS, MODALS, SUITING_VERBS, OFFERING_VERBS_OR_NOUNS, PHRASE_ENDS, REQUEST_WORDS, GREETINGS, REQUEST_VERBS, CLAUSE_END_VERBS, PARTICLES, FOUNDING_VERBS, OFFERING_VERBS, PITCH_VERBS, PITCH_FRAMES, DETERMINERS, RELATIVES, DESCRIBING, POSSESSIVES, NAME_WORDS, QUALITY_CUES, CLAUSE_BREAK,
} from './ask-words.js';

/**
 * The frame of an ask written as a sentence (issue 20, tenth pass): an agent or a buyer writes "I'm launching a podcast
 * about sailing … and need a domain for it", "find me a domain for an agency that handles medical billing …", "a
 * steady name for a tide and weather data feed for sailors". Read word by word, the request around the subject
 * (find, need, launching, me, it) and what the name should feel like (steady, spirited, "feels like a lighthouse")
 * drown the subject: "find" reached compass names, "steady" stone names. This file splits an ask into
 *   - the request, dropped: pronouns and auxiliaries, request verbs (find me a …, need a …), founding verbs (launching
 *     a …, my client runs a …), the person an agent writes for (my user, my client);
 *   - the qualities of the name (adjectives before "name", what follows "a name that feels like …", "something …",
 *     "a … feeling", "a café that feels like …", a trailing clause of adjectives), which order the names that serve
 *     the subject and never answer alone (name-relevance.ts qualityFits);
 *   - the subject: every other word, in order, which query.ts reads as before (a named place in it is context:
 *     namesAPlace).
 * An ask that names only qualities ("names that mean fire", "something cosmic") is its qualities.
 */

export type { AskFrame };

/** What an ask says beside its subject, taken out of its text in this order before its clauses are read. */
const ASIDES: ((text: string) => string)[] = [withoutSignOff, withoutRestarts, withoutSpeaker, withoutModelVenture, withoutSideVenture,
  withoutDuration, withoutFormerUse, withoutFundraising, withoutSitePurpose, audienceListsJoined, withoutResellerFrame, withoutBusinessForm,
  withoutThanks, withoutDegree];

export function readAsk(text: string, semantics: Semantics, isConstraint: (word: string) => boolean): AskFrame {
  const tokens: string[] = [];
  const qualities: string[] = [];
  const asked = ASIDES.reduce((ask, without) => without(ask), text);
  // A greeting of its own ("hi, …", "hello there;") says nothing; inside a clause it may be a word (hi-vis vests).
  // Each clause with the sentence it is in: the audience of "X for Y" ends with its sentence (query.ts).
  const clauses = mergeAdjectiveLists(asked.split(SENTENCE_BREAK).flatMap((sentence, n) => sentence.split(CLAUSE_BREAK).map(withoutNegation).map(words)
    .filter((c) => c.length > 0 && !c.every((w) => GREETINGS.has(w))).map((c) => Object.assign(c, { sentence: n }))), semantics, isConstraint);
  // A clause that says what the name should evoke ("evocative of sunrise") before one that says what it is for
  // ("for dawn paddleboard tours"): a clause of qualities.
  const subjectClauses = clauses.filter((c) => !c.some((w) => QUALITY_CUES.has(w)));
  // Who it is for, said in a clause of its own ("The audience is …"): read after the subject, as "for …" (ask-audience.ts).
  const audience: string[] = [];
  let audienceNext = false;
  let sentence = 0;
  for (const typed of clauses) {
    if (typed.sentence !== sentence && tokens.length > 0 && tokens.at(-1) !== SENTENCE_END) tokens.push(SENTENCE_END);
    sentence = typed.sentence;
    // "Audience: …": the colon broke the clause, the people are the next one.
    const heard: ReturnType<typeof audienceOf> = audienceNext ? { people: typed, rest: [] } : clauses.length > 1 ? audienceOf(typed) : null;
    audienceNext = heard !== null && heard.people.length === 0 && heard.rest.length === 0;
    if (heard) audience.push(...heard.people);
    const clause = heard ? heard.rest : typed;
    if (clause.length === 0) continue;
    const kept = withoutRequest(clause, semantics);
    const qualityClause = subjectClauses.length > 0 && kept.some((w) => QUALITY_CUES.has(w)) && !kept.some((w) => NAME_WORDS.has(w));
    if (qualityClause) {
      qualities.push(...kept.filter((w) => !isConstraint(w)));
      tokens.push(...kept.filter(isConstraint));
      continue;
    }
    // A later clause of describing words only ("a home dialysis service, reassuring and quietly capable") says how
    // the name should feel.
    if (clause !== clauses[0] && kept.length > 0 && kept.every((w) => LINKS.has(w) || describesOrQualifies(w, semantics))) {
      qualities.push(...kept.filter((w) => !isConstraint(w) && !LINKS.has(w)));
      tokens.push(...kept.filter(isConstraint));
      continue;
    }
    // A later clause of people and their ages only ("…? girls 8 to 14", "- kids aged 5 to 11") says who it is for.
    if (clause !== clauses[0] && kept.some((w) => namesPeople(w, semantics)) && kept.every((w) => namesPeople(w, semantics) || /^\d+$/.test(w) || AGE_WORDS.has(w))) {
      audience.push(...kept.filter((w) => namesPeople(w, semantics)));
      continue;
    }
    const split = nameQualities(kept, semantics, isConstraint);
    tokens.push(...split.tokens);
    qualities.push(...split.qualities);
  }
  while (tokens.at(-1) === SENTENCE_END) tokens.pop();
  const hasSubject = tokens.some((w) => !DETERMINERS.has(w) && w !== 'for' && w !== SENTENCE_END && !isConstraint(w));
  // The audience said apart is read as a sentence of its own, all of it context.
  if (hasSubject && audience.length > 0) tokens.push(SENTENCE_END, 'for', ...audience);
  return hasSubject ? { tokens, qualities } : { tokens: [...tokens, ...qualities, ...audience], qualities: [] };
}

/** A comma inside a list of adjectives ("a bold, smoky name", "fun, playful name") is no clause break: a clause of
 * describing words only is read with the next one. */
function mergeAdjectiveLists(clauses: Clause[], semantics: Semantics, isConstraint: (word: string) => boolean): Clause[] {
  const out: Clause[] = [];
  let pending: string[] = [];
  for (const clause of clauses) {
    const adjectives = clause.every((w) => DETERMINERS.has(w) || isConstraint(w) || (!NAME_WORDS.has(w) && describes(w, semantics)));
    if (adjectives && clause !== clauses[clauses.length - 1]) pending.push(...clause);
    else {
      out.push(Object.assign([...pending, ...clause], { sentence: clause.sentence }));
      pending = [];
    }
  }
  return out;
}

/** What "it" names when it is the trade: IT support, IT services, an IT contractor. */
const IT_TRADE_NOUNS = new Set(['support', 'services', 'service', 'consultancy', 'consultant', 'consultants', 'consulting', 'helpdesk', 'help',
  'department', 'team', 'teams', 'company', 'companies', 'firm', 'firms', 'business', 'contractor', 'contractors', 'managed', 'solutions',
  'infrastructure', 'security', 'recruitment', 'recruiter', 'recruiters', 'recruiting', 'training', 'guy', 'guys', 'person', 'pro', 'pros',
  'professional', 'professionals', 'admin', 'administrator', 'outsourcing', 'jobs', 'job', 'hardware', 'equipment', 'asset', 'assets', 'staff',
  'staffing', 'manager', 'managers', 'director', 'audit', 'audits', 'project', 'projects', 'systems', 'network', 'networks', 'repair', 'repairs',
  'technician', 'technicians', 'provider', 'providers', 'msp', 'career', 'careers', 'certification', 'certifications', 'skills', 'sector',
  'industry', 'budget', 'procurement', 'operations', 'ops', 'governance', 'compliance', 'disposal', 'recycling', 'courses', 'course',
  'specialist', 'specialists', 'engineer', 'engineers', 'shop', 'store', 'student', 'students', 'teacher', 'teachers', 'leaders', 'leader']);

/** A clause's words and the number of the sentence it is in. */
type Clause = string[] & { sentence: number };
/** Where a sentence ends: a full stop, a question or an exclamation mark (a semicolon joins two parts of one). */
const SENTENCE_BREAK = /[.!?]+(?=\s|$)|[!?]+/;


const words = (clause: string) => clause.split(/[^\p{L}\p{N}]+/u).filter(Boolean);

/** The clause without the request around its subject (REQUEST_WORDS, REQUEST_VERBS, FOUNDING_VERBS, "my client"). */
function withoutRequest(clause: string[], semantics: Semantics): string[] {
  const out: string[] = [];
  for (let i = 0; i < clause.length; i++) {
    const word = clause[i]!;
    if (REQUEST_WORDS.has(word)) continue;
    if (CLOSING_WORDS.has(word) && i === clause.length - 1 && i > 0) continue;
    // "… what domain would fit?", "which would work best": asking whether a name suits. "A name that would suit guided
    // walks": the name is for what follows.
    if (SUITING_VERBS.has(word) && MODALS.has(clause[i - 1] ?? '')) {
      if (NAME_FITTING_VERBS.has(word) && i + 1 < clause.length) {
        if (RELATIVES.has(out.at(-1) ?? '') && NAME_WORDS.has(out.at(-2) ?? '')) out[out.length - 1] = 'for';
        else if (NAME_WORDS.has(out.at(-1) ?? '')) out.push('for');
      }
      continue;
    }
    // "it" the pronoun ("a domain for it", "it is"), not IT the trade ("it support", "it consulting").
    // IT the trade is read only before what it names ("it support", "it consulting", "an it recruiter"): after a verb or
    // a preposition ("blog all of it", "did it for", "call it") it is the pronoun.
    if (word === 'it' && !IT_TRADE_NOUNS.has(clause[i + 1] ?? '')) continue;
    // What follows the verb, past the people it is asked for ("find me a", "give us some").
    let next = i + 1;
    // … and the particles of a phrasal request ("come up with a", "think of a").
    while (next < clause.length && (REQUEST_WORDS.has(clause[next]!) || (REQUEST_VERBS.has(word) && PARTICLES.has(clause[next]!)))) next++;
    const following = clause[next];
    const asking = following === undefined ? CLAUSE_END_VERBS.has(word)
      : next > i + 1 || DETERMINERS.has(following) || following === 'to' || following === 'for' || following === 'it' || NAME_WORDS.has(following);
    const polite = POLITE_VERBS.has(word) && (SPEAKERS.has(clause[i - 1] ?? '') || (i === 0 && POLITE_OPENERS.has(word)));
    if ((REQUEST_VERBS.has(word) || polite) && asking) {
      // "which domain suits a dog grooming van", "a name that fits a bakery": the name is for what follows.
      if (NAME_FITTING_VERBS.has(word) && NAME_WORDS.has(out.at(-1) ?? '')) out.push('for');
      else if (NAME_FITTING_VERBS.has(word) && RELATIVES.has(out.at(-1) ?? '') && NAME_WORDS.has(out.at(-2) ?? '')) out[out.length - 1] = 'for';
      i = next - 1;
      continue;
    }
    // What a business sells is its subject, not the selling ("a shop selling olive wood boards": no trade names).
    if (OFFERING_VERBS.has(word) && following !== undefined && i > 0) continue;
    // A clause starts where nothing is kept yet, or after "that/who/where" (a verb can only open a clause there).
    const clauseStart = (also: (previous: string) => boolean) => out.length === 0 || DESCRIBING.has(out.at(-1)!) || also(out.at(-1)!);
    if (OFFERING_VERBS_OR_NOUNS.has(word) && following !== undefined && clauseStart((w) => w === 'and')) continue;
    // "a singing teacher who works on tone", "models that spot fakes": the verb of the clause, not the brand suffix of
    // names it is spelt like (calmworks, routespot).
    if (SUFFIX_VERBS.has(word) && out.length > 0 && DESCRIBING.has(out.at(-1)!)) continue;
    // The size of the business ("opening a tiny bar", "runs a small rum distillery"): small is no bit, tiny no length.
    // So does one that opens a clause before the venture's kind ("Florist in Lewes, weddings and funerals, small shop on
    // the high street"); "small batch gin", "local newspaper" and "short baking blog" keep it.
    const sizesVenture = i === 0 && SIZE_OF_VENTURE.has(word) && GENERIC_WORDS.has(following ?? '');
    if (BUSINESS_SIZE_WORDS.has(word) && (DETERMINERS.has(out.at(-1) ?? '') || sizesVenture) && describesTheBusiness(clause, i, semantics)) continue;
    // A pitch's verb ("we help pharmacies manage stock", "marketplace connecting dog owners with walkers", "making
    // solar panels affordable"): what it acts on is the subject. Only where a clause, a "that/who" or a generic word
    // precedes it: "cheese making" and "app connecting" keep … their nouns.
    if (PITCH_VERBS.has(word) && following !== undefined && clauseStart((w) => GENERIC_WORDS.has(w))) continue;
    // A pitch's framing ("the future of home insurance", "a better way to book a plumber"): the rest is the subject.
    const framing = PITCH_FRAMES.find((frame) => frame.every((w, k) => clause[i + k] === w));
    if (framing && i + framing.length < clause.length) {
      i += framing.length - 1;
      continue;
    }
    // … or what is founded is named bare after the verb's plain form and a wanting word, as learners of English write
    // it ("i want make website for my restaurant"; a meal plan app, a running app or a grow shop is no request).
    // "rolling out a …", "expanding into a …", "kicking off a …": the particle goes with the verb.
    const particled = following !== undefined && FOUNDING_PARTICLES.has(following) && DETERMINERS.has(clause[next + 1] ?? '');
    if (FOUNDING_VERBS.has(word) && following !== undefined && (DETERMINERS.has(following) || following === 'up' || particled || (VENTURE_WORDS.has(following) && !/(?:ing|s|ed)$/.test(word) && WANTING.has(clause[i - 1] ?? '')))) {
      if (following === 'up' || particled) i = next;
      // "kits for building a home-lab cluster": what the thing is for making is its subject, no audience of "for".
      if (out.at(-1) === 'for' && out.length > 1) out.pop();
      continue;
    }
    // The person an agent writes for, as an agent says it ("the person I'm assisting is opening …", "a client I work
    // with runs …", "a client of mine audits …"): the person and what the agent does for them go.
    const agentPhrase = DETERMINERS.has(word) && following !== undefined && namesAPerson(following, semantics) ? agentPhraseEnd(clause, next + 1) : -1;
    if (agentPhrase > 0) {
      i = agentPhrase - 1;
      continue;
    }
    // What the person does for a living, right after them ("a client runs sunset trips", "my user owns a …").
    if (out.length === 0 && i > 0 && RUNNING_VERBS.has(word) && following !== undefined) continue;
    // … or opens the ask with ("A client runs a hedgehog rescue …", "The user wants …").
    // … or named with what they do, after what the agent does ("setting up a site for a user who rents out …").
    if (DETERMINERS.has(word) && AGENT_PEOPLE.has(following ?? '') && next === i + 1 && clause[next + 1] === 'who') {
      i = next + 1;
      continue;
    }
    // … or without a determiner, as agents relay it ("User makes stuffed vine leaves …", "user is shipping a library").
    if (i === 0 && AGENT_PEOPLE.has(word) && actsAsVerb(clause[1], semantics)) continue;
    if (i === 0 && DETERMINERS.has(word) && AGENT_PEOPLE.has(clause[1] ?? '') && (actsAsVerb(clause[2], semantics) || clause[2] === 'in' || clause[2] === 'from')) {
      // "A client in Stone Town runs …": the place is gone already (withoutTypedPlaces), its preposition goes too.
      i = clause[2] === 'in' || clause[2] === 'from' ? 2 : 1;
      continue;
    }
    // The person an agent writes for ("my user wants", "our client runs"): the possessive and the person go.
    if (POSSESSIVES.has(word) && following !== undefined && (namesAPerson(following, semantics) || AGENT_PEOPLE.has(following))) {
      i = next;
      continue;
    }
    out.push(word);
  }
  return out;
}

/** Whether the size word at `at` describes the thing that follows it: no name word in its phrase ("a short catchy
 * name", "a tiny name for …" are lengths), and no dictionary phrase with the next word (a small business). */
function describesTheBusiness(clause: string[], at: number, semantics: Semantics): boolean {
  const next = clause[at + 1];
  if (next === undefined || semantics.wordnet.senses(`${clause[at]}_${next}`, 'n').length > 0) return false;
  for (let k = at + 1; k < clause.length && !PHRASE_ENDS.has(clause[k]!) && !DETERMINERS.has(clause[k]!); k++) {
    if (NAME_WORDS.has(clause[k]!)) return false;
  }
  return true;
}

const FOUNDING_PARTICLES = new Set(['out', 'into', 'off']);
const SIZE_OF_VENTURE = new Set(['small', 'little']);

/** Whether the word reads as the verb of its clause's subject: a request, founding or offering verb, an auxiliary, or
 * a third-person form of a verb ("a client engraves trophies"; not "a customer loyalty app"). */
function actsAsVerb(word: string | undefined, semantics: Semantics): boolean {
  if (word === undefined) return false;
  if (REQUEST_WORDS.has(word) || REQUEST_VERBS.has(word) || FOUNDING_VERBS.has(word) || OFFERING_VERBS.has(word) || OFFERING_VERBS_OR_NOUNS.has(word)) return true;
  return /[^s]s$/.test(word) && semantics.wordnet.senses(word.replace(/e?s$/, ''), 'v').length + semantics.wordnet.senses(word.slice(0, -1), 'v').length > 0;
}

/** Where "the person I'm assisting" or "a client of mine" ends, read from after the person word; -1 when it is not one. */
function agentPhraseEnd(clause: string[], from: number): number {
  if (clause[from] === 'of' && (clause[from + 1] === 'mine' || clause[from + 1] === 'ours')) return from + 2;
  let at = from;
  if (clause[at] === 'that' || clause[at] === 'who' || clause[at] === 'whom') at++;
  const speaker = at;
  while (at < clause.length && REQUEST_WORDS.has(clause[at]!)) at++;
  if (at === speaker || !AGENT_VERBS.has(clause[at] ?? '')) return -1;
  at++;
  return clause[at] === 'with' || clause[at] === 'for' ? at + 1 : at;
}

/** Whether the word's commonest noun sense is a kind of person (user, client, grandmother; not bakery, team). */
function namesAPerson(word: string, semantics: Semantics): boolean {
  // A misspelt one as the word it misspells ("Our cleint is …").
  const lemma = semantics.wordnet.isWord(word) ? word : (dictionaryCorrections(word, semantics).find(([, used]) => used > 0)?.[0] ?? word);
  return firstNounIsKindOf(lemma, ['person'], semantics);
}

/** Whether the word names people: a kind of person (retirees, roasters) or of people together (families, couples). */
export function namesPeople(word: string, semantics: Semantics): boolean {
  return firstNounIsKindOf(semantics.stem(word), ['person', 'social_group'], semantics) ||
    (semantics.wordnet.senses(semantics.stem(word), 'n').length === 0 && firstNounIsKindOf(word, ['person', 'social_group'], semantics));
}

/** Whether the commonest noun sense of the lemma is a kind of one of `kinds` (false for a lemma WordNet has no noun for). */
function firstNounIsKindOf(lemma: string, kinds: string[], semantics: Semantics): boolean {
  const first = semantics.wordnet.senses(lemma, 'n')[0];
  return first !== undefined && kinds.some((kind) => semantics.wordnet.isKindOf(first, kind));
}
