import type { Queryable } from '../../../platform/db/db.js';

/** The `partner_guard_instances` table: which serving instance keeps partner nonces where (instance-registry.ts). */
export interface GuardInstanceRow {
  instance_id: string;
  store: string;
  host: string;
  pid: number;
  seen_at: Date;
}

export interface GuardInstance {
  id: string;
  store: string;
  host: string;
  pid: number;
  startedAt: Date;
}

/** Serialises the check-then-insert of instances starting at the same moment (pg_advisory_xact_lock key). */
const REGISTRY_LOCK_KEY = 4_242_014;

/** Taken inside the registering transaction; released at its commit. */
export async function lockInstanceRegistry(tx: Queryable): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1)', [REGISTRY_LOCK_KEY]);
}

/** Other instances seen since `seenSince`, most recent first. */
export async function otherInstancesSeenSince(db: Queryable, id: string, seenSince: Date): Promise<GuardInstanceRow[]> {
  return db.query<GuardInstanceRow>(
    `SELECT instance_id, store, host, pid, seen_at FROM partner_guard_instances WHERE instance_id <> $1 AND seen_at >= $2 ORDER BY seen_at DESC`,
    [id, seenSince],
  );
}

export async function deleteInstancesSeenBefore(db: Queryable, before: Date): Promise<void> {
  await db.query('DELETE FROM partner_guard_instances WHERE seen_at < $1', [before]);
}

/** Writes the instance's row, or refreshes `seen_at` when it is there (a heartbeat after the row was dropped restores it). */
export async function saveInstance(db: Queryable, instance: GuardInstance, seenAt: Date): Promise<void> {
  await db.query(
    `INSERT INTO partner_guard_instances (instance_id, store, host, pid, started_at, seen_at) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (instance_id) DO UPDATE SET seen_at = EXCLUDED.seen_at`,
    [instance.id, instance.store, instance.host, instance.pid, instance.startedAt, seenAt],
  );
}

export async function deleteInstance(db: Queryable, id: string): Promise<void> {
  await db.query('DELETE FROM partner_guard_instances WHERE instance_id = $1', [id]);
}
