/**
 * The WHOIS result of contract 2.2 (`lookup.result`) and the normalisation rules both providers share.
 * Pure logic: no I/O, no clock.
 *
 * Conventions (README "WHOIS / RDAP", OpenAPI description of POST /api/tools/whois):
 * - a field the source withholds for privacy is the string `REDACTED` (never an empty string posing as data);
 * - a field the source does not publish at all is the empty string `""`;
 * - dates are ISO 8601 in UTC with milliseconds (`2028-09-13T07:00:00.000Z`);
 * - `status` is the EPP status codes (RFC 5731 §2.3 names, RFC 8056 mapping from RDAP) joined by ", ";
 * - nameservers are lower-case host names without the trailing dot; emails are lower-case, never placeholders.
 */
export const WHOIS_SOURCES = ['RDAP', 'DomainIQ'] as const;
export type WhoisSource = (typeof WHOIS_SOURCES)[number];

export interface WhoisRecord {
  domain: string;
  status: string;
  registrar: string;
  registrant: string;
  creation_date: string;
  expiration_date: string;
  update_date: string;
  nameservers: string[];
  emails: string[];
  raw_source: WhoisSource;
}

export const REDACTED = 'REDACTED';

/** Values registrars put in place of withheld data (pre-RFC 9537 practice, ICANN Temporary Specification). */
const REDACTION_MARKER = /^(redacted|redacted for privacy|data redacted|not disclosed|non-public data|withheld|data protected|gdpr masked|statutory masking enabled)\b/i;

export function isRedactionMarker(value: string): boolean {
  return REDACTION_MARKER.test(value.trim()) || /\bredacted\b/i.test(value);
}

/** `Month` names for the written-out date formats some WHOIS sources use. */
const MONTHS: Record<string, number> = {
  jan: 1, feb: 2, mar: 3, apr: 4, may: 5, jun: 6, jul: 7, aug: 8, sep: 9, oct: 10, nov: 11, dec: 12,
};

function iso(y: number, mo: number, d: number, h = 0, mi = 0, s = 0, ms = 0, offsetMinutes = 0): string {
  if (mo < 1 || mo > 12 || d < 1 || d > 31 || h > 23 || mi > 59 || s > 60) return '';
  const t = Date.UTC(y, mo - 1, d, h, mi, Math.min(s, 59), ms) - offsetMinutes * 60_000;
  if (!Number.isFinite(t)) return '';
  const date = new Date(t);
  // Reject rollovers such as 31 February.
  if (offsetMinutes === 0 && (date.getUTCDate() !== d || date.getUTCMonth() !== mo - 1)) return '';
  return date.toISOString();
}

function offsetOf(zone: string | undefined): number {
  if (!zone || /^(z|utc|gmt)$/i.test(zone)) return 0;
  const m = /^([+-])(\d{2}):?(\d{2})?$/.exec(zone);
  if (!m) return NaN;
  const minutes = Number(m[2]) * 60 + Number(m[3] ?? 0);
  return m[1] === '-' ? -minutes : minutes;
}

/**
 * Normalises a date as sources write it to ISO 8601 UTC (`…T…:…:….sssZ`); `""` when absent or unreadable.
 * Accepts RFC 3339 and the non-RFC 3339 forms seen in the wild: `2028-09-13T07:00:00.000+0000` (MarkMonitor RDAP),
 * `+00:00`, a space instead of `T`, no zone (read as UTC), date only, `2028.09.13`, `2028/09/13`, `13-Sep-2028`,
 * `13.09.2028`, `Sep 13 2028`, and Unix seconds.
 */
export function normaliseDate(input: unknown): string {
  if (typeof input === 'number' && Number.isFinite(input) && input > 0) return new Date(input < 1e11 ? input * 1000 : input).toISOString();
  if (typeof input !== 'string') return '';
  const text = input.trim();
  if (text === '' || isRedactionMarker(text)) return '';
  let m = /^(\d{4})[-./](\d{1,2})[-./](\d{1,2})(?:[T\s]+(\d{1,2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?)?\s*(Z|UTC|GMT|[+-]\d{2}:?\d{2}|[+-]\d{2})?(?:\s*\(?[A-Z]{3,4}\)?)?$/i.exec(text);
  if (m) {
    const offset = offsetOf(m[8]);
    if (Number.isNaN(offset)) return '';
    const ms = m[7] ? Math.round(Number(`0.${m[7]}`) * 1000) : 0;
    return iso(Number(m[1]), Number(m[2]), Number(m[3]), Number(m[4] ?? 0), Number(m[5] ?? 0), Number(m[6] ?? 0), Math.min(ms, 999), offset);
  }
  m = /^(\d{1,2})[-\s/]([A-Za-z]{3})[A-Za-z]*[-\s/](\d{4})(?:[T\s]+(\d{1,2}):(\d{2})(?::(\d{2}))?)?\s*(Z|UTC|GMT|[+-]\d{2}:?\d{2})?$/.exec(text);
  if (m) {
    const month = MONTHS[m[2]!.toLowerCase()];
    const offset = offsetOf(m[7]);
    if (!month || Number.isNaN(offset)) return '';
    return iso(Number(m[3]), month, Number(m[1]), Number(m[4] ?? 0), Number(m[5] ?? 0), Number(m[6] ?? 0), 0, offset);
  }
  m = /^([A-Za-z]{3})[A-Za-z]*\.?\s+(\d{1,2}),?\s+(\d{4})$/.exec(text);
  if (m) {
    const month = MONTHS[m[1]!.toLowerCase()];
    return month ? iso(Number(m[3]), month, Number(m[2])) : '';
  }
  m = /^(\d{1,2})\.(\d{1,2})\.(\d{4})(?:\s+(\d{1,2}):(\d{2})(?::(\d{2}))?)?$/.exec(text);
  if (m) return iso(Number(m[3]), Number(m[2]), Number(m[1]), Number(m[4] ?? 0), Number(m[5] ?? 0), Number(m[6] ?? 0));
  if (/^\d{9,10}$/.test(text)) return new Date(Number(text) * 1000).toISOString();
  return '';
}

/** RFC 8056 §2: RDAP status values and the EPP status codes (RFC 5731 §2.3, RFC 3915) they stand for. */
const RDAP_TO_EPP: Record<string, string> = {
  'active': 'ok',
  'add period': 'addPeriod',
  'associated': 'linked',
  'auto renew period': 'autoRenewPeriod',
  'client delete prohibited': 'clientDeleteProhibited',
  'client hold': 'clientHold',
  'client renew prohibited': 'clientRenewProhibited',
  'client transfer prohibited': 'clientTransferProhibited',
  'client update prohibited': 'clientUpdateProhibited',
  'inactive': 'inactive',
  'pending create': 'pendingCreate',
  'pending delete': 'pendingDelete',
  'pending renew': 'pendingRenew',
  'pending restore': 'pendingRestore',
  'pending transfer': 'pendingTransfer',
  'pending update': 'pendingUpdate',
  'redemption period': 'redemptionPeriod',
  'renew period': 'renewPeriod',
  'server delete prohibited': 'serverDeleteProhibited',
  'server hold': 'serverHold',
  'server renew prohibited': 'serverRenewProhibited',
  'server transfer prohibited': 'serverTransferProhibited',
  'server update prohibited': 'serverUpdateProhibited',
  'transfer period': 'transferPeriod',
};
const EPP_CODES = new Map(Object.values(RDAP_TO_EPP).map((code) => [code.toLowerCase(), code]));

/**
 * One status value to its EPP code: RDAP words (`client transfer prohibited`), EPP codes in any case
 * (`clientTransferProhibited`), and WHOIS lines with the ICANN URL (`clientTransferProhibited https://icann.org/epp#…`).
 * Values outside both lists are camel-cased (`pending verification` → `pendingVerification`) rather than dropped.
 */
export function eppStatus(value: string): string {
  const text = value.trim().replace(/\s*\(?https?:\/\/\S+\)?$/, '').trim();
  if (text === '') return '';
  const words = text.toLowerCase().replace(/[_-]+/g, ' ').replace(/\s+/g, ' ');
  const mapped = RDAP_TO_EPP[words] ?? EPP_CODES.get(words.replace(/ /g, ''));
  if (mapped) return mapped;
  if (!/\s/.test(text)) return text;
  return words.split(' ').map((w, i) => (i === 0 ? w : w.charAt(0).toUpperCase() + w.slice(1))).join('');
}

/** The 2.2 `status` string: EPP codes, de-duplicated in source order, joined by ", "; `""` when none are published. */
export function statusString(values: readonly string[]): string {
  return [...new Set(values.map(eppStatus).filter((s) => s !== ''))].join(', ');
}

export function normaliseHost(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const host = value.trim().toLowerCase().replace(/\.$/, '');
  return /^[a-z0-9_.-]+$/.test(host) && host.includes('.') ? host : null;
}

const EMAIL = /^[^\s@<>(),;:"]+@[a-z0-9-]+(\.[a-z0-9-]+)+$/i;

export function normaliseEmail(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const email = value.trim().replace(/^mailto:/i, '').toLowerCase();
  return EMAIL.test(email) && !isRedactionMarker(email) ? email : null;
}

export function unique<T>(values: Iterable<T | null | undefined>): T[] {
  const out: T[] = [];
  for (const v of values) if (v !== null && v !== undefined && !out.includes(v)) out.push(v);
  return out;
}
