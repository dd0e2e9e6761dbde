import type { AppContext } from '../../context.js';
import { ApiError } from '../../platform/errors.js';
import { decodeCursor, listWindow, type ListWindowQuery, type Page, pageOf } from '../../platform/paging.js';
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

export type CaseListQuery = ListWindowQuery;
export type CasePage = Page<CaseCore>;

/** GET /brokerage: own cases and their outcomes, newest first, filtered, with a cursor. */
export async function listOwnCases(ctx: AppContext, input: { caller: PartnerCaller; query: CaseListQuery }): Promise<CasePage> {
  const { query, caller } = input;
  const limit = query.limit ?? DEFAULT_PAGE_SIZE;
  const { from, to } = listWindow(query);
  const rows = await listCases(ctx.db, {
    partnerId: caller.partnerId, environment: caller.environment, statuses: statusesOf(query.status),
    domain: query.domain?.trim() ? normaliseOrderDomain(query.domain) : undefined, from, to,
    after: decodeCursor(query.cursor), limit: limit + 1,
  });
  return pageOf(rows, limit, toCaseCore);
}

export function statusesOf(text: string | undefined): CaseStatus[] | undefined {
  if (text === undefined || text.trim() === '') return undefined;
  return [...new Set(text.split(',').map((word) => {
    const status = word.trim().toLowerCase();
    if (!isCaseStatus(status)) throw new ApiError('validation_error', `status "${word.trim()}" is not a case status; use ${CASE_STATUSES.join(', ')}`);
    return status;
  }))];
}
