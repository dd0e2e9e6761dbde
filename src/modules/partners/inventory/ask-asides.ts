import { FILLER_PHRASES, THANKS_AHEAD } from './ask-words.js';

/**
 * What an ask says beside its subject (ask-frame.ts removes it before reading the clauses): how the business is run or sells,
 * thanks, a letter's salutation and sign-off, degree and pace, money raised for a cause, a spoken restart, a side
 * venture, what a place was before, what the thing is not.
 */

/** How a business is run or owned ("a family-run funeral director", "a woman-owned bakery") is no part of what it is:
 * "family" and "run" reached nest and route names. */
const BUSINESS_FORM = /\b[a-z]+-(?:run|owned|operated|managed)\b/g;
/** … but who leads it may be what it is ("a nurse-led app", "a chef-led supper club"): the leader stays. */
const LED_BY = /\b([a-z]+)-led\b/g;
/** How it sells ("a direct-to-consumer wine club", "a D2C skincare brand", "DTC"): a business model, no subject ("to
 * consumer" had made all that followed the audience of a "to"). */
const SALES_MODEL = /\b(?:direct[\s-]to[\s-](?:consumers?|customers?)|d2c|dtc)\b/g;
/** Whose a thing is, said of people ("a kids' after-school snack line", "children's party entertainer"): who it is
 * for, not what it is (kids had reached nest names for a snack line). Women's and men's stay: they name kinds of
 * things the lists know as phrases (women's health, men's grooming, women's football). */
const PEOPLE_POSSESSIVE = /\b(?:(?:kids|toddlers|babies|teens|teenagers|girls|boys|mums|moms|dads|parents|students|seniors)['’]|children['’]s)\s+(?=[a-z])/g;
export const withoutBusinessForm = (text: string) =>
  text.replace(BUSINESS_FORM, ' ').replace(LED_BY, '$1').replace(SALES_MODEL, ' ').replace(PEOPLE_POSSESSIVE, ' ');
export const withoutThanks = (text: string) => text.replace(THANKS_AHEAD, ' ').replace(FILLER_PHRASES, ' ');
/** A letter's sign-off at the end of an ask ("… Any ideas? Cheers, Karim", "Kind regards, Bernadette", "Grazie, Luca"):
 * the closing and who signs are no subject (Karim had reached bit names, Penny coin names). The closing must follow a
 * sentence's end and be followed by a comma or a line break, so "… best coffee shop names" stays. */
const SIGN_OFF =
  /(^|[.!?]\s*|\n\s*)(?:(?:many |warm(?:est)? |kind(?:est)? |best |with (?:many |kind |best |warm )?)?(?:thanks|regards|wishes)(?: again| so much| a lot| in advance)?|thank you(?: so much| very much| in advance)?|thx|ta|cheers|best|all the best|yours(?: sincerely| faithfully| truly)?|sincerely|respectfully|warmly|grazie(?: mille)?|gracias|merci(?: beaucoup)?|danke(?: sch[oö]n)?|obrigad[oa]|take care|love)\s*(?:[,!]|\n)\s*(?:[a-z][a-z'.-]*\s*){1,4}[.!]?\s*$/;
/** … and its salutation ("Dear support team,", "Hello all,"): "team" and "support" had been read as the subject. */
const SALUTATION = /^\s*(?:dear\s+(?:[a-z'-]+\s+){0,2}[a-z'-]+|(?:hi|hello|hey|greetings|good (?:morning|afternoon|evening|day))(?:\s+(?:there|all|everyone|folks|guys|friends|support|team|support team|sir|madam|sir or madam))?)\s*[,!:\n]/;
export const withoutSignOff = (text: string) => text.replace(SIGN_OFF, '$1').replace(SALUTATION, ' ');
/** Phrases of degree and pace ("a bit of swagger", "a little bit cheeky", "buy their flat bit by bit", "step by step"):
 * no words to match (bit had reached bit names). */
const DEGREE_PHRASES = /\b(?:bit by bit|little by little|step by step|a (?:little |tiny )?bit(?: of)?)(?=\s|$)/g;
/** … and of quantity ("loads of food trucks", "lots of", "plenty of", "a handful of"): loads had been a word to match. */
const QUANTITY_PHRASES = /\b(?:loads|lots|tons|heaps|plenty|a lot|a bunch|a handful|a load|a ton|all sorts|all kinds)\s+of\b/g;
export const withoutDegree = (text: string) => text.replace(DEGREE_PHRASES, ' ').replace(QUANTITY_PHRASES, ' ');
/** Money a group raises for its cause ("… and raise money to mend the ironwork", "raising money for guide dogs for the
 * blind"), or what it lends "free of charge": how it is paid for, not what it is (fund and pay names had answered a
 * conker championship and a duck race). Raising money *from* people (a crowdfunding platform) stays, and so does what a
 * thing is for ("a charity that raises money to replace old bolts on climbing routes"). */
const RAISING_FOR = /(?<!\b(?:that|which|who)\s)\b(?:and\s+)?(?:to\s+)?(?:rais(?:e|es|ed|ing)|collect(?:s|ed|ing)?)\s+(?:money|funds|cash)\s+(?:for|to)\b[^.!?;:,]*/g;
export const withoutFundraising = (text: string) => text.replace(RAISING_FOR, ' ').replace(/\bfree of charge\b/g, ' ');
/** A spoken restart ("we we post the sides", "the whole the whole thing"): the words once. */
const RESTART = /\b([a-z']+(?:\s+[a-z']+){0,2})\s+\1\b/g;
export const withoutRestarts = (text: string) => text.replace(RESTART, '$1');
/** A venture done beside a job ("my pilates side gig", "side hustle", "side biz"): a business, whatever it is (gig had
 * reached budget and ledger names). */
const SIDE_VENTURE = /\bside[\s-]+(?:gig|hustle|biz|business|project|thing|venture)s?\b/g;
export const withoutSideVenture = (text: string) => text.replace(SIDE_VENTURE, ' business ');
/** What a place or thing is being turned into is the venture ("turning the old net loft on the quay into a tea kiosk",
 * "converting our barn into a wedding venue"): what it was is no subject (loft names had answered the tea kiosk). */
const TURNED_INTO = /\b(?:turning|turn|turned|converting|convert|converted|transforming|transform|making|make)\s+(?:the|our|my|an?|this|that|his|her|their)\s+[^.!?;:,]*?\binto\s+(?=an?\b|the\b|our\b|my\b|[a-z]+\s)/g;
export const withoutFormerUse = (text: string) => text.replace(TURNED_INTO, ' ');

/** What the thing goes without ("no money involved", "no experience needed", "no equipment required"). */
const NOT_INVOLVED = /\bno\s+(?:[a-z]+\s+)?[a-z]+\s+(?:involved|needed|required|necessary|changes hands|changing hands)\b/g;
/** What an ask says the thing is not ("for ordinary couples, not techies"; "a bar that serves nothing but mojitos";
 * "nothing cutesy please", "no money involved"): "not …" to the end of its clause goes, "nothing" with the word it
 * negates, and "nothing but" is "only" (a not-for-profit is a nonprofit: a kind of thing; a buy-nothing group stays). */
export function withoutNegation(clause: string): string {
  return clause.replace(/\bnot[\s-]+for[\s-]+profit\b/g, 'nonprofit').replace(NOT_INVOLVED, ' ').replace(/\bnothing but\b/g, ' ').replace(/(?<!\bbuy\s)\bnothing\s+(?:too\s+)?[a-z-]+/g, ' ')
    .replace(/(?:^|\s)(?:not|never)\s+(?!only\b)(?!just\b).*$/, ' ');
}
