/**
 * Who is speaking, and for how long they did something (issue 20, seventeenth pass): ask-frame.ts removes both before
 * reading the clauses. Agents introduce themselves ("Coding agent here, …", "I'm an AI assistant helping a founder",
 * "Relaying for a client: …", "user request -> …"): read word by word, agent and coding reached robot and code names.
 * People starting something say how long they did what came before ("school nurse for 18 years, now opening a clinic"):
 * "for 18 years" made all that followed the audience of "X for Y". The text is lower-case here (checkQuery).
 */

/** What an agent calls itself ("I'm an AI assistant helping …", "We're an agent working for …", "this is a coding
 * agent"): after the speaker, an agent word with at most a few modifiers, and what it does for someone. */
/** What kind of agent it says it is ("AI assistant", "coding agent"). */
const AGENT_KINDS = '(?:ai|coding|shopping|research|booking|llm|gpt|automated)';
const SPEAKING_AGENT = new RegExp(`\\b(?:i'?m|i am|we'?re|we are|this is)\\s+(?:an?\\s+|your\\s+)?(?:${AGENT_KINDS}\\s+)*(?:agent|assistant|bot|copilot)\\b(?:\\s+here\\b)?(?:\\s+(?:working|acting|helping|assisting|searching|writing|asking|relaying)\\b)?(?:\\s+(?:for|on behalf of|with)\\b)?`, 'g');
/** … or without the speaker, with "here" or what it does ("Coding agent here, …", "AI assistant helping a founder"); a
 * modifier is required, so "ai agent framework" and "a travel agent helping …" stay what they are. */
const AGENT_HERE = new RegExp(`(?:^|(?<=[.!?;:,]\\s*))(?:(?:an?\\s+)?(?:${AGENT_KINDS}\\s+)+)?(?:agent|assistant|bot|copilot)\\s+here\\b|\\b${AGENT_KINDS}\\s+(?:agent|assistant|bot|copilot)\\s+(?:working|acting|helping|assisting|searching|relaying)\\b(?:\\s+(?:for|on behalf of|with)\\b)?`, 'g');
/** Relaying what someone asked ("Relaying for a client: …", "user request -> …", "Agent request: …", "on behalf of"). */
const RELAYING = /\brelaying\b(?:\s+(?:for|on behalf of)\s+(?:an?|my|our|the)\s+(?:client|user|customer|human))?|\b(?:user|agent|client|customer|human)(?:'s)?\s+request\b\s*(?:->|→|:|-)?|\bon\s+behalf\s+of\b/g;
/** Where the person works, before what they want ("my user works at a bank and wants …"): their employer is no subject. */
const EMPLOYER = /\b(?:works|worked|working)\s+(?:for|at)\s+[^,.;:!?]*?\s+and\s+(?=(?:wants|needs|would|asked|is|has)\b)/g;

/** A company's team speaking for itself at the start of a sentence ("Brand team wants something fun …", "People Ops is
 * rolling out …", "Supply chain is piloting …"): the department is who asks, not what the name is for ("team" had been
 * the whole subject of a snack line's ask). A club's own team ("our netball team needs a name") is no department and
 * stays; so do the technical ones ("Platform engineering needs …"), which say the ask is a developer's. */
const DEPARTMENTS = '(?:brand|product|marketing|growth|design|finance|hr|people|ops|operations|legal|sales|supply chain|procurement|exec|executive|leadership|innovation|digital|comms|communications|partnerships|content|creative|strategy|cx|insights|commercial|retail|customer success)';
const DEPARTMENT_SPEAKING = new RegExp(String.raw`(?:^|(?<=[.!?;:]\s*))(?:our\s+|the\s+)?${DEPARTMENTS}(?:\s+${DEPARTMENTS})?(?:\s+(?:team|teams|org|function|department|dept|group|leads?))?(?=\s+(?:wants|needs|is|are|has|have|would|asked|asks|requires|will|wishes|plans|hopes)\b)`, 'g');

export const withoutSpeaker = (text: string) =>
  text.replace(SPEAKING_AGENT, ' ').replace(AGENT_HERE, ' ').replace(RELAYING, ' ').replace(EMPLOYER, ' ').replace(DEPARTMENT_SPEAKING, ' ');

const UNITS = '(?:[\\s-]+(?:one|two|three|four|five|six|seven|eight|nine))?';
const NUMBER = `(?:\\d+|a few|a couple of|several|many|some|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|(?:twenty|thirty|forty|fifty|sixty|seventy)${UNITS})\\+?`;
/** How long something has been done ("for 18 years", "for thirty-one years", "for years", "40 years in the trade"): no audience, no subject. */
const DURATION = new RegExp(`\\bfor\\s+(?:the\\s+(?:last|past)\\s+)?(?:${NUMBER}\\s+)?(?:years?|yrs|decades?|generations?)\\b|\\b${NUMBER}\\s+years?\\s+in\\s+(?:the\\s+)?(?:trade|business|industry|job)\\b|\\b${NUMBER}\\s+(?:years?|decades?)(?=\\s+(?:in|at|with|as|a|an|of|on|behind|driving|running|teaching|working)\\b)`, 'g');
/** The ask without how long the speaker has done something ("school nurse for 18 years, now opening a clinic …": the
 * years are no audience of "X for Y"). The past itself stays: it is often what the venture is about (an accountant
 * leaving a firm to do the books of tradespeople, a park ranger leading nature walks). */
export const withoutDuration = (text: string) => text.replace(DURATION, ' ');

/** A sentence asking for the site ("We need a site where groups can book a session", "we'd like a page to book
 * sessions"): what the site will do for its visitors (book, apply, sign up, report) is no part of what the venture is. */
const SITE_PURPOSE = /\b((?:need|needs|want|wants|like|love|looking for|after)\b[^.!?]*?\b(?:site|website|web site|page|webpage|web page|domain|web address|url|portal)s?\b)\s+(?:to|where|so|so that|that lets|which lets|with|for people to|for (?:members|visitors|residents|parents|people|volunteers|groups|anyone) to)\b[^.!?]*/g;

/** The ask without what its site is to do, when another sentence says what the venture is. */
export function withoutSitePurpose(text: string): string {
  const sentences = text.split(/(?<=[.!?])\s+/);
  if (sentences.length < 2) return text;
  return sentences.map((sentence) => sentence.replace(SITE_PURPOSE, '$1')).join(' ');
}
