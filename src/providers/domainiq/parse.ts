import {
  isRedactionMarker, normaliseDate, normaliseEmail, normaliseHost, REDACTED, statusString, unique, type WhoisRecord,
} from '../whois-record.js';

/**
 * DomainIQ's WHOIS answer (`service=whois&output_mode=json`), read defensively because its format is only known
 * second-hand (../shared/spec/precedent.md: a third-party client's parser, not published documentation):
 * - the fields may sit at the top level or inside `{result: {…}}` (also `{data: {…}}`, `{whois: {…}}`);
 * - `registrant` or `registrant_name`; `registrant_org` or `org`; `registrar` as a string or `{name}`;
 * - `emails` as a comma/space-separated string or a list (also `email`);
 * - dates in mixed formats (see normaliseDate); `ns_1`…`ns_N` or `nameservers` (list or separated string);
 * - `status` as a string (comma-separated) or a list.
 * Outcomes: `not_found` only on an explicit signal (a whole no-match sentence, `registered: false`, `available: true`,
 * an availability status); an error signal at any wrapper level (`error`, `error_message`, `status: "error"`,
 * `success: false`) is an error; an empty or unrecognised answer is an error too (the service answers 503 and
 * gives the quota back), never a silent 404.
 */
type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

export type DomainIqAnswer =
  | { kind: 'found'; record: WhoisRecord }
  | { kind: 'not_found' }
  /** Anything else: an error the service reports (key, quota, backend), or an answer we cannot read (format). */
  | { kind: 'error'; message: string; invalidKey: boolean; rateLimited: boolean };

/**
 * "No such registration" must be said explicitly: a 404 keeps the caller's quota, so an error that merely
 * contains "not found" (`not found in cache; backend error`) must not read as one. The whole message has to be
 * a no-match sentence (WHOIS servers' `No match for "X".`, `NOT FOUND`, `No entries found`, `Domain not found.`,
 * `No data found`, `Status: free`/`available`), and nothing in it may speak of an error.
 */
const NO_MATCH = /^\s*(?:no match(?:es)?(?: for\b[^;]*)?|(?:domain |object )?not found|no (?:data|entries|whois records?|records?|matching records?) found(?: for\b[^;]*)?|(?:the )?(?:domain|name)(?: name)? (?:is )?(?:available|not registered|free)(?: for registration)?|status:\s*(?:free|available)|(?:available|free)(?: for registration)?)[.!]?\s*$/i;
const NOT_AN_ANSWER = /error|fail|limit|exceed|invalid|denied|unavailable|temporar|try again|backend|timeout|timed out|quota|key|cache/i;
const INVALID_KEY = /invalid (api )?key|key (is )?(invalid|required|missing)|unauthori[sz]ed|access denied|forbidden/i;
const RATE_LIMITED = /limit (exceeded|reached)|exceeded|too many (requests|queries)|quota|rate limit/i;

/** True only for an explicit, whole-message "no such registration" (see NO_MATCH). */
export function isNoMatch(message: string): boolean {
  // Names in the sentence (`No match for "UNLIMITED.DE".`) are not words about an error.
  return NO_MATCH.test(message) && !NOT_AN_ANSWER.test(message.replace(/"[^"]*"|'[^']*'|\S+\.\S+/g, ' '));
}

function errorAnswer(message: string): DomainIqAnswer {
  return { kind: 'error', message, invalidKey: INVALID_KEY.test(message), rateLimited: RATE_LIMITED.test(message) };
}

/** Strings out of a value that may be a string, a number or a list of them. */
function texts(value: unknown, separators = /[,;\n]+/): string[] {
  if (typeof value === 'string') return value.split(separators).map((v) => v.trim()).filter((v) => v !== '');
  if (typeof value === 'number') return [String(value)];
  if (Array.isArray(value)) return value.flatMap((v) => texts(v, separators));
  if (isObject(value) && typeof value.name === 'string') return [value.name.trim()];
  return [];
}

function text(record: Json, ...keys: string[]): { value: string; present: boolean } {
  for (const key of keys) {
    if (!(key in record)) continue;
    const value = record[key];
    const joined = typeof value === 'string' ? value.trim() : isObject(value) && typeof value.name === 'string' ? value.name.trim() : texts(value).join(', ');
    if (joined !== '') return { value: joined, present: true };
  }
  return { value: '', present: false };
}

const WRAPPERS = ['result', 'results', 'data', 'whois', 'response'];
const str = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined);

/**
 * The error an object level says it is, if any: `error` (text or `{message}`), `error_message`, `errors`,
 * `status: "error"|"fail"`, `success: false`, `ok: false`. The message is the best text found beside it.
 */
function levelError(level: Json): string | null {
  const errorValue = level.error;
  const errorText = str(errorValue) ?? (isObject(errorValue) ? str(errorValue.message) ?? JSON.stringify(errorValue) : undefined);
  const flagged = errorText !== undefined || errorValue === true || str(level.error_message) !== undefined
    || (Array.isArray(level.errors) && level.errors.length > 0)
    || /^(error|fail|failed|failure)$/i.test(str(level.status) ?? '') || level.success === false || level.ok === false;
  if (!flagged) return null;
  const errors = Array.isArray(level.errors) ? texts(level.errors).join('; ') : undefined;
  return str(level.error_message) ?? errorText ?? str(level.message) ?? str(level.msg) ?? str(level.description) ?? errors ?? 'error without a message';
}

/**
 * Walks the wrappers (`{result: …}`, `{data: …}`, …, and a single-element array around a record), checking every
 * level for an error signal. Returns the record object, or an error / not-found answer.
 */
function unwrap(body: unknown): { record: Json } | { answer: DomainIqAnswer } {
  let current = body;
  for (let depth = 0; depth < 5; depth++) {
    if (Array.isArray(current)) {
      if (current.length !== 1) return { answer: errorAnswer(`answer is a list of ${current.length} items, not one record`) };
      current = current[0];
      continue;
    }
    if (!isObject(current)) return { answer: errorAnswer('answer is not a JSON object') };
    const message = levelError(current);
    if (message !== null) return { answer: isNoMatch(message) ? { kind: 'not_found' } : errorAnswer(message) };
    const level: Json = current;
    const inner = WRAPPERS.map((k) => level[k]).find((v) => isObject(v) || Array.isArray(v));
    if (inner === undefined) return { record: level };
    current = inner;
  }
  return { answer: errorAnswer('answer is nested too deeply') };
}

/** A message of an XML `<error>…</error>` answer (DomainIQ's default output, and its answer to a bad key). */
function xmlError(textBody: string): string | null {
  const m = /<error[^>]*>([\s\S]*?)<\/error>/i.exec(textBody);
  return m ? m[1]!.replace(/<[^>]+>/g, '').trim() : null;
}

export function parseDomainIqAnswer(textBody: string, requestedDomain: string): DomainIqAnswer {
  const trimmed = textBody.trim();
  if (trimmed.startsWith('<')) {
    const message = xmlError(trimmed);
    if (message === null) return errorAnswer('answered XML instead of JSON');
    return isNoMatch(message) ? { kind: 'not_found' } : errorAnswer(message);
  }
  let body: unknown;
  try {
    body = JSON.parse(trimmed);
  } catch {
    const message = trimmed.slice(0, 200);
    if (message !== '' && isNoMatch(message)) return { kind: 'not_found' };
    return errorAnswer(message === '' ? 'empty answer' : `answer is not JSON: ${message}`);
  }
  const unwrapped = unwrap(body);
  return 'answer' in unwrapped ? unwrapped.answer : parseDomainIqRecord(unwrapped.record, requestedDomain);
}

function nameserversOf(record: Json): string[] {
  const numbered = Object.keys(record)
    .map((key) => /^ns_?(\d+)$/i.exec(key))
    .filter((m): m is RegExpExecArray => m !== null)
    .sort((a, b) => Number(a[1]) - Number(b[1]))
    .flatMap((m) => texts(record[m[0]]));
  const listed = texts(record.nameservers ?? record.name_servers ?? record.nameserver, /[,;\s]+/);
  return unique([...numbered, ...listed].map(normaliseHost));
}

function personField(record: Json, keys: string[]): { value: string; redacted: boolean } {
  const { value, present } = text(record, ...keys);
  if (!present) return { value: '', redacted: false };
  return isRedactionMarker(value) ? { value: '', redacted: true } : { value, redacted: false };
}

export function parseDomainIqRecord(record: Json, requestedDomain: string): DomainIqAnswer {
  const statusValues = texts(record.status ?? record.domain_status);
  // Explicit "not registered" signals only (the absence of facts is not one: see below).
  if (record.registered === false || record.available === true || record.is_available === true
    || (statusValues.length > 0 && statusValues.every((v) => isNoMatch(v)))) return { kind: 'not_found' };
  const name = personField(record, ['registrant', 'registrant_name', 'registrant_contact_name']);
  const org = personField(record, ['registrant_org', 'registrant_organization', 'org', 'organization']);
  const parts = unique([name.value || null, org.value || null]);
  const registrant = parts.length === 2 ? `${parts[0]} (${parts[1]})` : parts[0] ?? (name.redacted || org.redacted ? REDACTED : '');
  const registrar = text(record, 'registrar', 'registrar_name', 'sponsoring_registrar').value;
  const result: WhoisRecord = {
    domain: (text(record, 'domain', 'domain_name').value || requestedDomain).toLowerCase().replace(/\.$/, ''),
    status: statusString(statusValues),
    registrar: isRedactionMarker(registrar) ? REDACTED : registrar,
    registrant,
    creation_date: normaliseDate(record.creation_date ?? record.created_date ?? record.created),
    expiration_date: normaliseDate(record.expiration_date ?? record.expiry_date ?? record.expires),
    update_date: normaliseDate(record.update_date ?? record.updated_date ?? record.updated),
    nameservers: nameserversOf(record),
    emails: unique(texts(record.emails ?? record.email, /[,;\s]+/).map(normaliseEmail)),
    raw_source: 'DomainIQ',
  };
  // An answer with none of the facts a registration has is not something we understand: an upstream format
  // problem (503, quota given back), never a 404 that would keep the caller's quota for the service's fault.
  const hasData = result.registrar !== '' || result.registrant !== '' || result.creation_date !== '' || result.expiration_date !== ''
    || result.update_date !== '' || result.nameservers.length > 0;
  if (hasData) return { kind: 'found', record: result };
  return errorAnswer(`answer has no registration data (keys: ${Object.keys(record).slice(0, 10).join(', ') || 'none'})`);
}
