import type { QueryPlan } from './query.js';
import type { Semantics } from './semantic.js';
import { queryTopics } from './topics.js';

/**
 * The intent of an ask (issue 20): tech asks lean to .ai/.io/.dev names, consumer asks to .com (rerank.ts). An ask
 * states it ("for developers", "an SDK", "open source") or its topics imply it.
 */

/** Words that make an ask a developer's, whatever it is about ("webhook relay service for developers", "open source
 * observability tool", "mobile app sdk"): such buyers want .ai/.io/.dev names. */
const TECH_CUES = new Set(['developer', 'developers', 'dev', 'devs', 'devops', 'programmer', 'programmers', 'coder', 'coders', 'engineers', 'sdk', 'sdks', 'saas', 'api', 'apis', 'cli',
  // Software sold to businesses ("employee wellbeing platform", "restaurant pos software", "b2b …").
  'software', 'platform', 'dashboard', 'b2b', 'engineering',
  // What only software is made of or plugs into ("a billing plugin for shopify", "hosted runners for monorepos").
  'plugin', 'plugins', 'webhook', 'webhooks', 'backend', 'middleware', 'monorepo', 'monorepos', 'repo', 'repos', 'microservices']);
/** A tool the ask names last or says what for is software ("gdpr compliance tool", "image labelling tool for ml teams");
 * "tool hire" and "power tools" are not. */
const SOFTWARE_TOOL_AFTER = new Set([undefined, 'for', 'that', 'which', 'to']);

/** An ask that says it is not for developers ("for everyday people, not the tech crowd", "not techies", "for backyard
 * cooks not developers", "weekend barbecue fans rather than developers", "nothing techy", "nothing computery, please", "not fintech") states a consumer's ask, whatever tech word its subject has (a phone app, a chip-in). */
const NOT_FOR_TECH = /\b(?:not|never|no|nothing(?:\s+too)?|rather\s+than|instead\s+of)\s+(?:for\s+)?(?:the\s+|a\s+)?(?:tech(?:ies|y|ie)?|computery|geeky|nerdy|techy\s+people|tech\s+(?:people|crowd|types|folks?|users|audience|industry)|developers?|devs|coders|programmers|geeks|engineers|nerds|(?:fin|ed|prop|health|insur|reg|legal|agri|food|clean|gov)[\s-]?tech(?:y|ie)?)\b/;

/** Whether the ask, as typed, says it is not for developers (NOT_FOR_TECH). */
export function notForTech(text: string): boolean {
  return NOT_FOR_TECH.test(text);
}

/** Whether the ask's words state a developer's ask. */
export function techAudience(tokens: string[]): boolean {
  return tokens.some((t, i) => TECH_CUES.has(t) || (t === 'open' && tokens[i + 1] === 'source') ||
    (t === 'tool' && i > 0 && SOFTWARE_TOOL_AFTER.has(tokens[i + 1])));
}

/** The intent the query's topics imply: tech when one of its words names a tech topic, else consumer when one names a topic. */
export function topicIntent(words: string[], semantics: Semantics): QueryPlan['intent'] {
  let intent: QueryPlan['intent'] = null;
  for (const word of words) {
    const { topics } = queryTopics(word, semantics.stem(word));
    if (topics.some((t) => t.tech)) intent = 'tech';
    else if (topics.length > 0 && intent === null) intent = 'consumer';
  }
  return intent;
}

/** The endings developers favour (rerank.ts leans tech asks to them and consumer asks away). */
export const DEVELOPER_TLDS = new Set(['io', 'ai', 'dev']);
/** The endings an ask may name with a dot (".io"); said aloud ("dot com") only those no everyday phrase makes ("dot me"). */
const ENDINGS = 'com|io|ai|dev|app|co|net|org|xyz|me';
const SPOKEN_ENDINGS = 'com|io|ai|dev|app|net|org';
/** "no .io stuff", "not a .ai", "anything but .xyz", "no .io or .ai": the endings refused. */
const ONE_ENDING = String.raw`(?:\.|dot\s?)(?:${ENDINGS})\b`;
const REFUSED_TLD = new RegExp(String.raw`\b(?:no|not|avoid|without|never|anything but|nothing on|skip)\s+(?:an?\s+|the\s+)?(${ONE_ENDING}(?:\s*(?:,|/|or|nor|and)\s*(?:an?\s+)?${ONE_ENDING})*)(?:\s+(?:stuff|names?|domains?|endings?|nonsense|please))?`);
const ENDING_NAMED = new RegExp(String.raw`(?:\.|dot\s?)(${ENDINGS})\b`, 'g');
const TLD_MENTION = new RegExp(String.raw`(?:^|\s)\.(${ENDINGS})\b|\bdot\s?(${SPOKEN_ENDINGS})\b`);
/** How an ask says the ending is ordinary ("a plain .com", "just a normal .com for customers", "a simple dot com"): no
 * word of the subject (plain had reached nothing, normal the wrong names). */
const ENDING_STYLE = new RegExp(String.raw`\b(?:plain|normal|simple|regular|standard|classic|ordinary|proper|basic|boring|sensible|traditional|old school)\s+(?=${ONE_ENDING})`, 'g');
/** Every ending named ("a dot dev or a dot io"): the first is the one asked for, none is a word of the subject. */
const TLD_MENTIONS = new RegExp(TLD_MENTION.source, 'g');

/**
 * The endings an ask names (".io", "dot com") or refuses ("no .io stuff"), and the ask without them: a refused ending
 * is no ending asked for (it had been favoured, rerank.ts).
 */
export function readEndings(text: string): { rest: string; tld: string | null; shunnedTlds: string[] } {
  let rest = text.replace(ENDING_STYLE, ' ');
  const refused = REFUSED_TLD.exec(rest);
  if (refused) rest = rest.replace(REFUSED_TLD, ' ');
  const named = TLD_MENTION.exec(rest);
  if (named) rest = rest.replace(TLD_MENTIONS, ' ');
  const shunnedTlds = refused ? [...refused[1]!.matchAll(ENDING_NAMED)].map((m) => m[1]!) : [];
  return { rest, tld: named ? (named[1] ?? named[2] ?? null) : null, shunnedTlds };
}

/** Refusing a developer's ending (.io, .ai, .dev) says the ask is a consumer's. */
export const refusesDeveloperEnding = (tlds: string[]) => tlds.some((tld) => DEVELOPER_TLDS.has(tld));
