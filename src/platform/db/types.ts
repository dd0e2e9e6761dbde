/**
 * How column values arrive in JavaScript, the same on PGlite and node-postgres (issue 15 item 1), so no repository
 * needs a "Date | string" or "jsonb may be a string" shim:
 * - timestamptz → Date; timestamp (without zone) → Date read as UTC (node-postgres would read it in the process's
 *   local zone);
 * - date → 'YYYY-MM-DD' string (a calendar day, not an instant: a Date would shift with the local zone);
 * - jsonb and json → parsed values;
 * - int8 (bigint, count(*), sequences) → number, refused if beyond 2^53 − 1 (node-postgres gives a string, PGlite a
 *   number; none of our counts, sums of cents or sequences come near it, and a silent rounding would be worse);
 * - numeric stays a string (exact decimal; we keep money in integer minor units, never numeric).
 */
export const TYPE_OIDS = { int8: 20, json: 114, date: 1082, timestamp: 1114, timestamptz: 1184, jsonb: 3802 } as const;

export function parseInt8(text: string): number {
  const value = Number(text);
  if (!Number.isSafeInteger(value)) throw new RangeError(`int8 value ${text} is beyond JavaScript's safe integers`);
  return value;
}

/** A date column as its calendar day. */
export const parseDate = (text: string): string => text;

/** A timestamp without time zone, as written by PostgreSQL ('2026-03-01 12:00:00[.fff]'), read as UTC. */
export function parseTimestampUtc(text: string): Date {
  return new Date(`${text.replace(' ', 'T')}Z`);
}

/**
 * The parsers both adapters install. timestamptz and jsonb are left to each driver's own parser (both already give a
 * Date and a parsed value, and handle infinity and the edge cases).
 */
export const TEXT_PARSERS: Record<number, (text: string) => unknown> = {
  [TYPE_OIDS.int8]: parseInt8,
  [TYPE_OIDS.date]: parseDate,
  [TYPE_OIDS.timestamp]: parseTimestampUtc,
};
