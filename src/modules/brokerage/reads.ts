import type { AppContext } from '../../context.js';
import { ApiError } from '../../platform/errors.js';
import { normaliseOrderDomain, type PartnerCaller } from '../quotes/service.js';
import { findCase, listCases, type CaseRow } from './repository.js';
import { type CaseCore, toCaseCore, type CaseResource } from './schema.js';
import { caseResource } from './service.js';
import { CASE_STATUSES, type CaseStatus, isCaseStatus } from './status.js';

/**
 * Case reads (issue 19; contract 4.3 "own cases only"): a partner sees the cases of its partner account in the
 * credential's environment; another partner's case, or one of the other environment, is 404 like a missing one.
 */

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

const own = (row: CaseRow | null, caller: PartnerCaller): row is CaseRow =>
  row !== null && row.partner_id === caller.partnerId && row.environment === caller.environment;

export async function getOwnCase(ctx: AppContext, input: { caller: PartnerCaller; caseId: string }): Promise<CaseResource> {
  const row = await findCase(ctx.db, input.caseId);
  if (!own(row, input.caller)) throw new ApiError('not_found', `no brokerage case ${input.caseId}`);
  return caseResource(ctx, row);
}

export interface CaseListQuery {
  status?: string | undefined;
  domain?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  limit?: number | undefined;
  cursor?: string | undefined;
}

export interface CasePage {
  items: CaseCore[];
  page: { limit: number; has_more: boolean; next_cursor: string | null };
}

/** GET /brokerage: own cases and their outcomes, newest first, filtered, with a cursor. */
export async function listOwnCases(ctx: AppContext, input: { caller: PartnerCaller; query: CaseListQuery }): Promise<CasePage> {
  const { query, caller } = input;
  const limit = query.limit ?? DEFAULT_PAGE_SIZE;
  const from = instant(query.from, 'from');
  const to = instant(query.to, 'to');
  if (from && to && from >= to) throw new ApiError('validation_error', 'from must be before to');
  const rows = await listCases(ctx.db, {
    partnerId: caller.partnerId, environment: caller.environment, statuses: statusesOf(query.status),
    domain: query.domain?.trim() ? normaliseOrderDomain(query.domain) : undefined, from, to,
    after: query.cursor === undefined ? undefined : openCursor(query.cursor), limit: limit + 1,
  });
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  const hasMore = rows.length > limit && last !== undefined;
  return { items: items.map(toCaseCore), page: { limit, has_more: hasMore, next_cursor: hasMore ? cursorAfter(last) : null } };
}

export function statusesOf(text: string | undefined): CaseStatus[] | undefined {
  if (text === undefined || text.trim() === '') return undefined;
  return [...new Set(text.split(',').map((word) => {
    const status = word.trim().toLowerCase();
    if (!isCaseStatus(status)) throw new ApiError('validation_error', `status "${word.trim()}" is not a case status; use ${CASE_STATUSES.join(', ')}`);
    return status;
  }))];
}

/** ISO 8601: a date (midnight UTC) or a date-time with a time zone. */
function instant(text: string | undefined, name: string): Date | undefined {
  if (text === undefined || text === '') return undefined;
  const ok = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2}))?$/.test(text);
  const date = new Date(text);
  if (!ok || Number.isNaN(date.getTime())) {
    throw new ApiError('validation_error', `${name} must be an ISO 8601 date or date-time with a time zone, e.g. 2026-03-01 or 2026-03-01T12:00:00Z`);
  }
  return date;
}

/** Where the last page ended: an own case's time and id (nothing the partner cannot see). */
function cursorAfter(row: CaseRow): string {
  return Buffer.from(JSON.stringify([new Date(row.created_at).toISOString(), row.id]), 'utf8').toString('base64url');
}

function openCursor(cursor: string): { createdAt: Date; id: string } {
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    parsed = null;
  }
  if (Array.isArray(parsed) && parsed.length === 2 && typeof parsed[0] === 'string' && typeof parsed[1] === 'string') {
    const createdAt = new Date(parsed[0]);
    if (!Number.isNaN(createdAt.getTime())) return { createdAt, id: parsed[1] };
  }
  throw new ApiError('validation_error', 'cursor is not a cursor of this list; pass page.next_cursor as it was returned');
}
