import type { Queryable } from '../../platform/db/db.js';

/** The `webhook_endpoints` and `webhook_deliveries` tables (migration 030); this file is their only reader and writer. */

export type EndpointStatus = 'enabled' | 'disabled';
export type DisabledReason = 'gone' | 'failing';
export type DeliveryStatus = 'pending' | 'delivered' | 'dead' | 'unknown' | 'cancelled';

export interface EndpointRow {
  id: string;
  partnerId: string;
  environment: 'sandbox' | 'live';
  url: string;
  eventPatterns: string[];
  secretSealed: string;
  previousSecretSealed: string | null;
  previousSecretUntil: Date | null;
  status: EndpointStatus;
  disabledReason: DisabledReason | null;
  disabledAt: Date | null;
  failingSince: Date | null;
  fanoutSeq: number;
  createdAt: Date;
  updatedAt: Date;
}

interface RawEndpoint {
  id: string; partner_id: string; environment: 'sandbox' | 'live'; url: string; event_patterns: string[]; secret_sealed: string;
  previous_secret_sealed: string | null; previous_secret_until: Date | null; status: EndpointStatus; disabled_reason: DisabledReason | null;
  disabled_at: Date | null; failing_since: Date | null; fanout_seq: number; created_at: Date; updated_at: Date;
}

const ENDPOINT_COLUMNS = `id, partner_id, environment, url, event_patterns, secret_sealed, previous_secret_sealed, previous_secret_until, status,
  disabled_reason, disabled_at, failing_since, fanout_seq, created_at, updated_at`;

const toEndpoint = (r: RawEndpoint): EndpointRow => ({
  id: r.id, partnerId: r.partner_id, environment: r.environment, url: r.url, eventPatterns: r.event_patterns, secretSealed: r.secret_sealed,
  previousSecretSealed: r.previous_secret_sealed, previousSecretUntil: r.previous_secret_until, status: r.status, disabledReason: r.disabled_reason,
  disabledAt: r.disabled_at, failingSince: r.failing_since, fanoutSeq: Number(r.fanout_seq), createdAt: r.created_at, updatedAt: r.updated_at,
});

export async function findEndpoint(q: Queryable, partnerId: string, environment: 'sandbox' | 'live', lock = false): Promise<EndpointRow | null> {
  const rows = await q.query<RawEndpoint>(
    `SELECT ${ENDPOINT_COLUMNS} FROM webhook_endpoints WHERE partner_id = $1 AND environment = $2${lock ? ' FOR UPDATE' : ''}`, [partnerId, environment]);
  return rows[0] ? toEndpoint(rows[0]) : null;
}

export async function findEndpointById(q: Queryable, id: string): Promise<EndpointRow | null> {
  const rows = await q.query<RawEndpoint>(`SELECT ${ENDPOINT_COLUMNS} FROM webhook_endpoints WHERE id = $1`, [id]);
  return rows[0] ? toEndpoint(rows[0]) : null;
}

export async function insertEndpoint(q: Queryable, e: EndpointRow): Promise<void> {
  await q.query(
    `INSERT INTO webhook_endpoints (${ENDPOINT_COLUMNS}) VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)`,
    [e.id, e.partnerId, e.environment, e.url, JSON.stringify(e.eventPatterns), e.secretSealed, e.previousSecretSealed, e.previousSecretUntil,
      e.status, e.disabledReason, e.disabledAt, e.failingSince, e.fanoutSeq, e.createdAt, e.updatedAt],
  );
}

/** Writes a registration's changeable fields (URL, patterns, secrets, status and fan-out mark after a re-enable). */
export async function updateEndpoint(q: Queryable, e: EndpointRow): Promise<void> {
  await q.query(
    `UPDATE webhook_endpoints SET url = $2, event_patterns = $3::jsonb, secret_sealed = $4, previous_secret_sealed = $5, previous_secret_until = $6,
            status = $7, disabled_reason = $8, disabled_at = $9, failing_since = $10, fanout_seq = $11, updated_at = $12
      WHERE id = $1`,
    [e.id, e.url, JSON.stringify(e.eventPatterns), e.secretSealed, e.previousSecretSealed, e.previousSecretUntil, e.status, e.disabledReason,
      e.disabledAt, e.failingSince, e.fanoutSeq, e.updatedAt],
  );
}

/** Enabled endpoints whose fan-out mark is below `latestSeq` (they may have events to fan out). */
export async function endpointsBehind(q: Queryable, latestSeq: number): Promise<string[]> {
  const rows = await q.query<{ id: string }>(`SELECT id FROM webhook_endpoints WHERE status = 'enabled' AND fanout_seq < $1 ORDER BY fanout_seq`, [latestSeq]);
  return rows.map((r) => r.id);
}

/**
 * Locks one enabled endpoint for its fan-out; another instance fanning out the same endpoint skips it (SKIP LOCKED)
 * rather than waiting, and the unique (endpoint, event) pair makes a repeated fan-out harmless anyway.
 */
export async function lockEndpointForFanout(q: Queryable, id: string): Promise<EndpointRow | null> {
  const rows = await q.query<RawEndpoint>(
    `SELECT ${ENDPOINT_COLUMNS} FROM webhook_endpoints WHERE id = $1 AND status = 'enabled' FOR UPDATE SKIP LOCKED`, [id]);
  return rows[0] ? toEndpoint(rows[0]) : null;
}

export async function setFanoutSeq(q: Queryable, id: string, seq: number): Promise<void> {
  await q.query('UPDATE webhook_endpoints SET fanout_seq = GREATEST(fanout_seq, $2) WHERE id = $1', [id, seq]);
}

/**
 * A failed attempt: the failing run starts now unless one is running, that is unless the previous failure came after
 * `runContinuesAfter`; returns when the run started.
 */
export async function noteEndpointFailure(q: Queryable, id: string, now: Date, runContinuesAfter: Date): Promise<Date> {
  const rows = await q.query<{ failing_since: Date }>(
    `UPDATE webhook_endpoints
        SET failing_since = CASE WHEN failing_since IS NULL OR last_failure_at IS NULL OR last_failure_at < $3 THEN $2 ELSE failing_since END,
            last_failure_at = $2
      WHERE id = $1 RETURNING failing_since`, [id, now, runContinuesAfter]);
  return rows[0]?.failing_since ?? now;
}

export async function noteEndpointSuccess(q: Queryable, id: string): Promise<void> {
  await q.query('UPDATE webhook_endpoints SET failing_since = NULL WHERE id = $1 AND failing_since IS NOT NULL', [id]);
}

export async function disableEndpoint(q: Queryable, id: string, reason: DisabledReason, now: Date): Promise<void> {
  await q.query(
    `UPDATE webhook_endpoints SET status = 'disabled', disabled_reason = $2, disabled_at = $3, updated_at = $3 WHERE id = $1 AND status = 'enabled'`,
    [id, reason, now]);
}

// ---------------------------------------------------------------------------------------------------------------
// Deliveries

export interface DeliveryRow {
  id: string;
  endpointId: string;
  eventId: string;
  eventSeq: number;
  status: DeliveryStatus;
  attempts: number;
  roundAttempts: number;
  lastAttemptAt: Date | null;
  lastResponseStatus: number | null;
  lastError: string | null;
  nextAttemptAt: Date | null;
  createdAt: Date;
  deliveredAt: Date | null;
}

interface RawDelivery {
  id: string; endpoint_id: string; event_id: string; event_seq: number; status: DeliveryStatus; attempts: number; round_attempts: number;
  last_attempt_at: Date | null; last_response_status: number | null; last_error: string | null; next_attempt_at: Date | null;
  created_at: Date; delivered_at: Date | null;
}

const DELIVERY_COLUMNS = `id, endpoint_id, event_id, event_seq, status, attempts, round_attempts, last_attempt_at, last_response_status, last_error,
  next_attempt_at, created_at, delivered_at`;

const toDelivery = (r: RawDelivery): DeliveryRow => ({
  id: r.id, endpointId: r.endpoint_id, eventId: r.event_id, eventSeq: Number(r.event_seq), status: r.status, attempts: r.attempts,
  roundAttempts: r.round_attempts, lastAttemptAt: r.last_attempt_at, lastResponseStatus: r.last_response_status, lastError: r.last_error,
  nextAttemptAt: r.next_attempt_at, createdAt: r.created_at, deliveredAt: r.delivered_at,
});

/** Creates a pending delivery due at `dueAt`; null when the endpoint already has one for this event. */
export async function insertDelivery(q: Queryable, d: { id: string; endpointId: string; eventId: string; eventSeq: number; dueAt: Date; now: Date }): Promise<string | null> {
  const rows = await q.query<{ id: string }>(
    `INSERT INTO webhook_deliveries (id, endpoint_id, event_id, event_seq, status, next_attempt_at, created_at)
     VALUES ($1, $2, $3, $4, 'pending', $5, $6) ON CONFLICT (endpoint_id, event_id) DO NOTHING RETURNING id`,
    [d.id, d.endpointId, d.eventId, d.eventSeq, d.dueAt, d.now],
  );
  return rows[0]?.id ?? null;
}

export async function findDelivery(q: Queryable, id: string): Promise<DeliveryRow | null> {
  const rows = await q.query<RawDelivery>(`SELECT ${DELIVERY_COLUMNS} FROM webhook_deliveries WHERE id = $1`, [id]);
  return rows[0] ? toDelivery(rows[0]) : null;
}

export async function findDeliveryOfEvent(q: Queryable, endpointId: string, eventId: string): Promise<DeliveryRow | null> {
  const rows = await q.query<RawDelivery>(`SELECT ${DELIVERY_COLUMNS} FROM webhook_deliveries WHERE endpoint_id = $1 AND event_id = $2`, [endpointId, eventId]);
  return rows[0] ? toDelivery(rows[0]) : null;
}

export async function deliveriesOfEvents(q: Queryable, endpointId: string, eventIds: readonly string[]): Promise<Map<string, DeliveryRow>> {
  if (eventIds.length === 0) return new Map();
  const rows = await q.query<RawDelivery>(
    `SELECT ${DELIVERY_COLUMNS} FROM webhook_deliveries WHERE endpoint_id = $1 AND event_id = ANY($2::text[])`, [endpointId, [...eventIds]]);
  return new Map(rows.map((r) => [r.event_id, toDelivery(r)]));
}

/**
 * Claims attempt number `attempt` of a pending, due delivery, and holds it until `inFlightUntil` (the guard against a
 * second sender). The same attempt can be claimed again only after that (its runner died mid-attempt); a stale job
 * for an older attempt claims nothing.
 */
export async function claimAttempt(q: Queryable, id: string, attempt: number, now: Date, inFlightUntil: Date): Promise<DeliveryRow | null> {
  const rows = await q.query<RawDelivery>(
    `UPDATE webhook_deliveries
        SET round_attempts = round_attempts + ($2 - attempts), attempts = $2, last_attempt_at = $3, next_attempt_at = $4
      WHERE id = $1 AND status = 'pending' AND next_attempt_at <= $3 AND attempts IN ($2 - 1, $2)
      RETURNING ${DELIVERY_COLUMNS}`,
    [id, attempt, now, inFlightUntil],
  );
  return rows[0] ? toDelivery(rows[0]) : null;
}

/** The outcome of an attempt (only while that attempt is the delivery's latest). */
export async function recordAttempt(q: Queryable, id: string, attempt: number, outcome: {
  status: DeliveryStatus; responseStatus: number | null; error: string | null; nextAttemptAt: Date | null; deliveredAt: Date | null;
}): Promise<boolean> {
  const rows = await q.query(
    `UPDATE webhook_deliveries SET status = $3, last_response_status = $4, last_error = $5, next_attempt_at = $6, delivered_at = COALESCE($7, delivered_at)
      WHERE id = $1 AND attempts = $2 AND status = 'pending' RETURNING id`,
    [id, attempt, outcome.status, outcome.responseStatus, outcome.error, outcome.nextAttemptAt, outcome.deliveredAt],
  );
  return rows.length > 0;
}

export async function cancelDelivery(q: Queryable, id: string, reason: string): Promise<void> {
  await q.query(`UPDATE webhook_deliveries SET status = 'cancelled', last_error = $2, next_attempt_at = NULL WHERE id = $1 AND status = 'pending'`, [id, reason]);
}

/**
 * A redelivery starts a new round of the retry schedule, due now; the attempts made so far stay counted. Null while an
 * attempt is being sent (claimAttempt's hold: next_attempt_at = last_attempt_at + holdMs, still ahead): moving it to
 * now would let a second sender POST the same event at the same time.
 */
export async function restartDelivery(q: Queryable, id: string, now: Date, holdMs: number): Promise<DeliveryRow | null> {
  const rows = await q.query<RawDelivery>(
    `UPDATE webhook_deliveries SET status = 'pending', round_attempts = 0, next_attempt_at = $2, last_error = NULL
      WHERE id = $1 AND NOT (status = 'pending' AND next_attempt_at > $2 AND next_attempt_at = last_attempt_at + make_interval(secs => $3::float8 / 1000))
      RETURNING ${DELIVERY_COLUMNS}`,
    [id, now, holdMs]);
  return rows[0] ? toDelivery(rows[0]) : null;
}

/** Retention: deliveries created before `before` are deleted with their events. */
export async function deleteDeliveriesBefore(q: Queryable, before: Date): Promise<number> {
  const rows = await q.query('DELETE FROM webhook_deliveries WHERE created_at < $1 RETURNING id', [before]);
  return rows.length;
}
