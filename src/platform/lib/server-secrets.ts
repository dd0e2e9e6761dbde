import type { Queryable } from '../db/db.js';

/**
 * The `server_secrets` table: secrets that belong to the database rather than to a process (a token key every instance
 * on the database must share). The first writer's value wins; everyone reads the stored one.
 */
export async function storeSecretIfAbsent(db: Queryable, name: string, value: string, createdAt: Date): Promise<void> {
  await db.query('INSERT INTO server_secrets (name, value, created_at) VALUES ($1, $2, $3) ON CONFLICT (name) DO NOTHING', [name, value, createdAt]);
}

export async function readSecret(db: Queryable, name: string): Promise<string | null> {
  const rows = await db.query<{ value: string }>('SELECT value FROM server_secrets WHERE name = $1', [name]);
  return rows[0]?.value ?? null;
}
