/**
 * Who an ask says the thing is for, written as a clause of its own (thirteenth pass): naming briefs and agents write
 * "The audience is couples who can sail a little", "Audience: health-conscious home bakers", "Head chefs are the
 * audience", "The buyers are backend developers at ticketing sites". Read word by word, those people and what they do
 * ("women going through big life changes") drowned the subject, and the brief's feeling words inside them ("feel
 * powerless") were taken for the name's. Such a clause is read as "for …" after the subject (query.ts reads what
 * follows "for" as the audience: context, not what the name is about).
 */

import { NAME_WORDS, QUALITY_CUES } from './ask-words.js';

/** Words that make a clause say who the thing is for; a misspelling briefs carry is included (audiance). */
const AUDIENCE_WORDS = new Set(['audience', 'audiences', 'audiance', 'readership', 'demographic', 'clientele']);
/** "The buyers are …", "its users are …": a people word as the subject of "are" at the clause's start. */
const PEOPLE_SUBJECTS = new Set(['buyers', 'customers', 'users', 'clients', 'readers', 'players', 'visitors', 'guests', 'members', 'shoppers', 'patients', 'students']);
const COPULAS = new Set(['is', 'are', 'will', 'be', 'would', 'mostly', 'mainly', 'largely', 'primarily', 'usually']);
/** What frames the people in such a clause and is none of them. */
const FRAME_WORDS = new Set(['the', 'our', 'their', 'its', 'his', 'her', 'your', 'main', 'target', 'primary', 'core', 'key', 'intended', 'both', 'themselves', 'too', 'also', 'and', 'of']);

/** What leads from the people to the name's feeling in one clause ("…, and the name should feel sharp"). */
const LEAD_INS = new Set(['and', 'so', 'the', 'it', 'should', 'must', 'would', 'needs', 'need', 'to', 'a', 'our', 'their', 'its']);

/**
 * The people a clause says the thing is for, and what follows them in the same clause about the name ("The buyers are
 * backend developers, and the name should feel sharp" → the feeling is read as any clause's); null when the clause says
 * something else.
 */
export function audienceOf(clause: string[]): { people: string[]; rest: string[] } | null {
  let start = 0;
  while (start < clause.length && FRAME_WORDS.has(clause[start]!)) start++;
  // "The audience is …", "Audience: …" (the colon broke the clause: the people are the next one, read as they are).
  if (AUDIENCE_WORDS.has(clause[start] ?? '')) return split(clause.slice(start + 1), 0, (w) => !FRAME_WORDS.has(w) && !COPULAS.has(w));
  // "Head chefs are the audience", "families are our main audience"
  const at = clause.findIndex((w) => AUDIENCE_WORDS.has(w));
  if (at > 0 && clause.slice(0, at).some((w) => w === 'are' || w === 'is')) {
    const verb = clause.findIndex((w) => w === 'are' || w === 'is');
    if (clause.slice(verb + 1, at).every((w) => FRAME_WORDS.has(w))) return { people: clause.slice(start, verb), rest: clause.slice(at + 1) };
  }
  // "the buyers are …", "its users are …", "aimed at …", "targeting …"
  if (PEOPLE_SUBJECTS.has(clause[start] ?? '') && clause[start + 1] === 'are') return split(clause.slice(start + 2), 0, (w) => !COPULAS.has(w));
  if (clause[start] === 'aimed' && clause[start + 1] === 'at') return split(clause.slice(start + 2), 0, () => true);
  if (clause[start] === 'targeting') return split(clause.slice(start + 1), 0, () => true);
  return null;
}

function split(clause: string[], from: number, keep: (word: string) => boolean) {
  let cut = clause.findIndex((w, i) => i >= from && (NAME_WORDS.has(w) || QUALITY_CUES.has(w)));
  if (cut < 0) cut = clause.length;
  while (cut > from && LEAD_INS.has(clause[cut - 1]!)) cut--;
  return { people: clause.slice(0, cut).filter(keep), rest: clause.slice(cut) };
}

/** A clause naming the audience, to its sentence's end ("Audience: stag dos, office parties and birthdays; …"). */
const AUDIENCE_LIST = /\b(?:audiences?|audiance|readership|demographic|clientele)\b[^;.!?]*/g;
/** The commas of an audience's list are no clause breaks: "Audience: stag dos, office parties and teenagers' birthdays"
 * names three audiences, not an audience and then the subject (office parties, birthdays). */
export const audienceListsJoined = (text: string) => text.replace(AUDIENCE_LIST, (list) => list.replace(/,/g, ' and '));

/**
 * How a domain investor says whom a name is to be sold to ("river cruise operators as end users", "ml startups are my
 * buyers", "names with resale value", "buying to resell", "end-user outreach"): the business named is the subject;
 * the reselling says nothing of it (resale is no trade, outreach no signal).
 */
const RESELLER_FRAMES = /\b(?:as|for)\s+(?:the\s+)?end[\s-](?:users?|buyers?|customers?)\b|\bend[\s-](?:users?|buyers?)(?:\s+outreach)?\b|\b(?:are|as)\s+my\s+(?:buyers|prospects|targets|end\s+users)\b|\bwith\s+resale\s+value\b|\b(?:buying\s+)?to\s+resell\b|\boutreach\b/g;
export const withoutResellerFrame = (text: string) => text.replace(RESELLER_FRAMES, ' ');
