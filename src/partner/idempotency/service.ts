import type { AppContext } from '../../context.js';
import { ApiError } from '../../errors.js';

/**
 * Idempotency of partner writes (issue 10; contract 5.2 "Idempotency"): an Idempotency-Key (UUID v4) is scoped
 * by credential and route. The key is claimed with one unique insert before the write runs, so of two concurrent
 * requests only one runs and the other gets 409; once the write has run its response (status, content type,
 * exact body text) is stored on the key, and a retry with the same body gets those bytes again. The same key with
 * another body is 409 conflict. Keys are kept 24 h.
 *
 * What is never stored: anything refused before the write runs (authentication, signature, scope, 429, schema
 * validation: those happen before the claim), and 5xx outcomes, which release the key so the retry runs afresh.
 */
export const IDEMPOTENCY_TTL_MS = 24 * 3600 * 1000;
/** A claim still `running` after this long was left by a crashed instance; a retry takes it over. */
export const IDEMPOTENCY_ABANDONED_MS = 120_000;

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

export interface IdempotencyScope {
  keyId: string;
  /** Method and route pattern, e.g. `POST /api/partner/v1/orders`. */
  route: string;
  idempotencyKey: string;
}

export type ClaimResult =
  | { kind: 'claimed'; claimId: string }
  | { kind: 'replay'; status: number; contentType: string | null; body: string };

/** Contract 5.2: a UUID v4 (compared in lower case). Malformed is 400 validation_error; absent on a write that needs it, 400 missing_idempotency_key. */
export function parseIdempotencyKey(header: string | undefined, required: boolean): string | null {
  if (header === undefined || header === '') {
    if (required) throw new ApiError('missing_idempotency_key', 'this write needs an Idempotency-Key header: a UUID v4, the same for every retry of one operation');
    return null;
  }
  if (!UUID_V4.test(header)) throw new ApiError('validation_error', 'Idempotency-Key must be a UUID v4');
  return header.toLowerCase();
}

interface Row {
  request_sha256: string;
  state: 'running' | 'done';
  response_status: number | null;
  response_content_type: string | null;
  response_body: string | null;
}

export async function claimIdempotencyKey(ctx: AppContext, scope: IdempotencyScope, requestSha256: string): Promise<ClaimResult> {
  // A released key can vanish between the insert and the read: try again then (bounded).
  for (let attempt = 0; attempt < 3; attempt++) {
    const now = ctx.clock.now();
    const claimId = ctx.ids.next('idem');
    const claimed = await ctx.db.query(
      `INSERT INTO partner_idempotency (key_id, route, idempotency_key, request_sha256, claim_id, state, created_at, expires_at)
       VALUES ($1, $2, $3, $4, $5, 'running', $6, $7)
       ON CONFLICT (key_id, route, idempotency_key) DO UPDATE
         SET request_sha256 = EXCLUDED.request_sha256, claim_id = EXCLUDED.claim_id, state = 'running', response_status = NULL,
             response_content_type = NULL, response_body = NULL, created_at = EXCLUDED.created_at, expires_at = EXCLUDED.expires_at
         WHERE partner_idempotency.expires_at <= $6
            OR (partner_idempotency.state = 'running' AND partner_idempotency.created_at <= $8)
       RETURNING claim_id`,
      [scope.keyId, scope.route, scope.idempotencyKey, requestSha256, claimId, now, new Date(now.getTime() + IDEMPOTENCY_TTL_MS),
        new Date(now.getTime() - IDEMPOTENCY_ABANDONED_MS)],
    );
    if (claimed.length === 1) return { kind: 'claimed', claimId };
    const rows = await ctx.db.query<Row>(
      `SELECT request_sha256, state, response_status, response_content_type, response_body FROM partner_idempotency
       WHERE key_id = $1 AND route = $2 AND idempotency_key = $3`,
      [scope.keyId, scope.route, scope.idempotencyKey],
    );
    const row = rows[0];
    if (!row) continue;
    if (row.request_sha256 !== requestSha256) {
      throw new ApiError('conflict', 'this Idempotency-Key was already used with a different request body; use a new key for a new operation');
    }
    if (row.state === 'running') {
      throw new ApiError('conflict', 'a request with this Idempotency-Key is still running; retry shortly with the same key');
    }
    return { kind: 'replay', status: Number(row.response_status), contentType: row.response_content_type, body: row.response_body ?? '' };
  }
  throw new ApiError('conflict', 'this Idempotency-Key is changing hands; retry shortly with the same key');
}

/** Stores the outcome on the key; only the request holding the claim can. */
export async function completeIdempotencyKey(
  ctx: AppContext, scope: IdempotencyScope, claimId: string, response: { status: number; contentType: string | null; body: string },
): Promise<void> {
  await ctx.db.query(
    `UPDATE partner_idempotency SET state = 'done', response_status = $5, response_content_type = $6, response_body = $7
     WHERE key_id = $1 AND route = $2 AND idempotency_key = $3 AND claim_id = $4 AND state = 'running'`,
    [scope.keyId, scope.route, scope.idempotencyKey, claimId, response.status, response.contentType, response.body],
  );
}

/** Gives the key up (a 5xx): the next request with it runs afresh. */
export async function releaseIdempotencyKey(ctx: AppContext, scope: IdempotencyScope, claimId: string): Promise<void> {
  await ctx.db.query(
    `DELETE FROM partner_idempotency WHERE key_id = $1 AND route = $2 AND idempotency_key = $3 AND claim_id = $4 AND state = 'running'`,
    [scope.keyId, scope.route, scope.idempotencyKey, claimId],
  );
}
