import type { Clock, IdGenerator } from '../clock.js';
import type { Queryable } from '../db/db.js';

/**
 * The transactional outbox (issue 15): a domain event is appended in the same transaction as the state change it
 * describes, so an event exists exactly when its change committed. Webhook delivery and `GET /events?after_id=` read
 * from here.
 *
 * Sequence numbers are gap-free and in commit order. A plain `bigserial` is not: ids are taken at insert and become
 * visible at commit, so transaction A may take 7, B take 8 and commit first; a reader that saw 8 and moved its cursor
 * past it never sees 7. Here the number comes from the single `event_sequence` row: `UPDATE … RETURNING` takes that
 * row's lock, held until the appending transaction commits or rolls back, so the next appender waits and draws its
 * number only after this one's is visible (and a rollback gives its number back). Append last in a transaction: the
 * lock serialises appenders from the append to the commit.
 */

export interface NewEvent {
  /** `order.paid`, `transfer.completed`, `brokerage.case_completed`, … */
  type: string;
  /** The partner and environment the event belongs to; null for an internal event. */
  partnerId: string | null;
  environment: 'sandbox' | 'live' | null;
  payload: Record<string, unknown>;
}

export interface StoredEvent extends NewEvent {
  seq: number;
  id: string;
  occurredAt: Date;
}

export interface OutboxPlatform {
  clock: Clock;
  ids: IdGenerator;
}

/** Appends an event inside `tx` (which must be a transaction: the sequence row's lock is what orders commits). */
export async function appendEvent(platform: OutboxPlatform, tx: Queryable, event: NewEvent): Promise<StoredEvent> {
  // An upsert rather than a plain UPDATE so an emptied table (tests truncate) starts again at 1; either way the row lock is taken.
  const [next] = await tx.query<{ last_seq: number }>(
    `INSERT INTO event_sequence (singleton, last_seq) VALUES (true, 1)
     ON CONFLICT (singleton) DO UPDATE SET last_seq = event_sequence.last_seq + 1 RETURNING last_seq`,
  );
  const seq = Number(next!.last_seq);
  const id = platform.ids.next('evt');
  const occurredAt = platform.clock.now();
  await tx.query(
    'INSERT INTO events (seq, id, type, partner_id, environment, payload, occurred_at) VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7)',
    [seq, id, event.type, event.partnerId, event.environment, JSON.stringify(event.payload), occurredAt],
  );
  return { ...event, seq, id, occurredAt };
}

interface RawEvent {
  seq: number;
  id: string;
  type: string;
  partner_id: string | null;
  environment: 'sandbox' | 'live' | null;
  payload: Record<string, unknown>;
  occurred_at: Date;
}

const toEvent = (row: RawEvent): StoredEvent => ({
  seq: Number(row.seq),
  id: row.id,
  type: row.type,
  partnerId: row.partner_id,
  environment: row.environment,
  payload: row.payload,
  occurredAt: new Date(row.occurred_at),
});

/** The sequence number of an event id, or null when there is no such event. */
export async function eventSeq(q: Queryable, id: string): Promise<number | null> {
  const rows = await q.query<{ seq: number }>('SELECT seq FROM events WHERE id = $1', [id]);
  return rows[0] ? Number(rows[0].seq) : null;
}

/**
 * Events after `afterSeq` in sequence order, optionally only one partner's. Because numbers are assigned in commit
 * order without gaps, a reader that pages by the last number it saw never skips an event.
 */
export async function readEvents(q: Queryable, filter: EventFilter): Promise<StoredEvent[]> {
  const rows = await q.query<RawEvent>(
    `SELECT seq, id, type, partner_id, environment, payload, occurred_at FROM events
      WHERE seq > $1 AND ($2::text IS NULL OR partner_id = $2) AND ($3::text IS NULL OR environment = $3)
        AND ($5::text IS NULL OR type = $5) AND ($6::text IS NULL OR starts_with(type, $6))
        AND ($7::timestamptz IS NULL OR occurred_at >= $7) AND ($8::timestamptz IS NULL OR occurred_at < $8)
      ORDER BY seq LIMIT $4`,
    [filter.afterSeq, filter.partnerId ?? null, filter.environment ?? null, filter.limit, filter.type ?? null, filter.typePrefix ?? null,
      filter.from ?? null, filter.to ?? null],
  );
  return rows.map(toEvent);
}

export interface EventFilter {
  afterSeq: number;
  partnerId?: string;
  environment?: 'sandbox' | 'live';
  limit: number;
  /** Exactly this type, or types starting with this prefix (`order.` for `order.*`). */
  type?: string;
  typePrefix?: string;
  /** occurred_at in [from, to). */
  from?: Date;
  to?: Date;
}

/** The highest committed sequence number (0 when none): a reader that starts here sees only later events. */
export async function latestEventSeq(q: Queryable): Promise<number> {
  const rows = await q.query<{ last_seq: number }>('SELECT last_seq FROM event_sequence WHERE singleton');
  return rows[0] ? Number(rows[0].last_seq) : 0;
}

/** Retention: deletes events that occurred before `before` (the owner of the history decides when). */
export async function deleteEventsBefore(q: Queryable, before: Date): Promise<number> {
  const rows = await q.query('DELETE FROM events WHERE occurred_at < $1 RETURNING seq', [before]);
  return rows.length;
}
