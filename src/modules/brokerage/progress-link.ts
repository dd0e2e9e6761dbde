import type { AppContext } from '../../context.js';
import { openToken, sealToken, tokenKey } from '../../platform/lib/sealed-token.js';
import type { CaseRow } from './repository.js';

/**
 * The buyer's no-login progress link (issue 19): `{publicBaseUrl}/brokerage/progress?t=…`, where `t` is sealed
 * (AES-256-GCM, platform/lib/sealed-token.ts, like the checkout's `pt`): it names the case, the case's link version
 * and an expiry, and cannot be altered or read. Revocable: `nameport brokerage revoke-link` bumps the case's
 * link_version, and a link signed for an older version is refused. Valid 30 days from issue (our decision); every
 * API answer about the case carries a fresh one.
 */
export const PROGRESS_LINK_VALIDITY_MS = 30 * 86_400_000;
const PURPOSE = 'brokerage-progress';

interface ProgressToken {
  c: string;
  v: number;
  x: number;
}

export async function progressLink(ctx: AppContext, row: CaseRow): Promise<{ url: string; expiresAt: Date }> {
  const now = ctx.clock.now();
  const expiresAt = new Date(now.getTime() + PROGRESS_LINK_VALIDITY_MS);
  const token: ProgressToken = { c: row.id, v: row.link_version, x: expiresAt.getTime() };
  const t = sealToken(await tokenKey(ctx.db, now), PURPOSE, token);
  return { url: `${ctx.config.publicBaseUrl}/brokerage/progress?t=${t}`, expiresAt };
}

/** What a link names: its case and version, and whether it has expired; null for anything this service did not sign. */
export async function openProgressLink(ctx: AppContext, t: string): Promise<{ caseId: string; linkVersion: number; expired: boolean } | null> {
  const now = ctx.clock.now();
  const token = openToken(await tokenKey(ctx.db, now), PURPOSE, t) as ProgressToken | null;
  if (!token || typeof token.c !== 'string' || typeof token.v !== 'number' || typeof token.x !== 'number') return null;
  return { caseId: token.c, linkVersion: token.v, expired: now.getTime() >= token.x };
}
