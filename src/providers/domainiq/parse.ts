import {
  isRedactionMarker, normaliseDate, normaliseEmail, normaliseHost, REDACTED, statusString, unique, type WhoisRecord,
} from '../../whois/record.js';

/**
 * DomainIQ's WHOIS answer (`service=whois&output_mode=json`), read defensively because its format is only known
 * second-hand (../shared/spec/precedent.md: a third-party client's parser, not published documentation):
 * - the fields may sit at the top level or inside `{result: {…}}` (also `{data: {…}}`, `{whois: {…}}`);
 * - `registrant` or `registrant_name`; `registrant_org` or `org`; `registrar` as a string or `{name}`;
 * - `emails` as a comma/space-separated string or a list (also `email`);
 * - dates in mixed formats (see normaliseDate); `ns_1`…`ns_N` or `nameservers` (list or separated string);
 * - `status` as a string (comma-separated) or a list.
 */
type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

export type DomainIqAnswer =
  | { kind: 'found'; record: WhoisRecord }
  | { kind: 'not_found' }
  | { kind: 'error'; message: string; invalidKey: boolean };

const NOT_FOUND = /no match|not found|no data|no (whois )?record|not registered|no entries|available for registration|domain is available/i;
const INVALID_KEY = /invalid (api )?key|key (is )?(invalid|required|missing)|unauthori[sz]ed|access denied/i;

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

function unwrap(body: unknown): Json | null {
  let current = body;
  for (let depth = 0; depth < 3 && isObject(current); depth++) {
    const inner = ['result', 'data', 'whois', 'response'].map((k) => (current as Json)[k]).find(isObject);
    if (!inner) break;
    current = inner;
  }
  return isObject(current) ? current : null;
}

/** A message of an XML `<error>…</error>` answer (DomainIQ's default output, and its answer to a bad key). */
function xmlError(textBody: string): string | null {
  const m = /<error[^>]*>([\s\S]*?)<\/error>/i.exec(textBody);
  return m ? m[1]!.replace(/<[^>]+>/g, '').trim() : null;
}

export function parseDomainIqAnswer(textBody: string, requestedDomain: string): DomainIqAnswer {
  const trimmed = textBody.trim();
  if (trimmed.startsWith('<')) {
    const message = xmlError(trimmed) ?? 'answered XML instead of JSON';
    if (NOT_FOUND.test(message)) return { kind: 'not_found' };
    return { kind: 'error', message, invalidKey: INVALID_KEY.test(message) };
  }
  let body: unknown;
  try {
    body = JSON.parse(trimmed);
  } catch {
    const message = trimmed.slice(0, 200) || 'empty answer';
    if (NOT_FOUND.test(message)) return { kind: 'not_found' };
    return { kind: 'error', message: `answer is not JSON: ${message}`, invalidKey: INVALID_KEY.test(message) };
  }
  if (isObject(body) && (typeof body.error === 'string' || isObject(body.error))) {
    const message = typeof body.error === 'string' ? body.error : String((body.error as Json).message ?? JSON.stringify(body.error));
    if (NOT_FOUND.test(message)) return { kind: 'not_found' };
    return { kind: 'error', message, invalidKey: INVALID_KEY.test(message) };
  }
  const record = unwrap(body);
  if (!record) return { kind: 'error', message: 'answer is not a JSON object', invalidKey: false };
  return parseDomainIqRecord(record, requestedDomain);
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
  if (statusValues.some((s) => NOT_FOUND.test(s)) || record.registered === false || record.available === true) return { kind: 'not_found' };
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
  // An answer with none of the facts a registration has is "no data", not a registration with empty fields.
  const hasData = result.registrar !== '' || result.creation_date !== '' || result.expiration_date !== '' || result.nameservers.length > 0;
  return hasData ? { kind: 'found', record: result } : { kind: 'not_found' };
}
