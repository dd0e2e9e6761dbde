import pg from 'pg';
import type { Db, Queryable } from './db.js';

/** A real PostgreSQL server through a node-postgres pool, for running several instances. */
export async function openPostgres(connectionString: string, poolMax: number): Promise<Db> {
  const pool = new pg.Pool({ connectionString, max: poolMax });
  // An idle client losing its connection (server restart, failover) emits 'error' on the pool; without a
  // listener that would crash the process. The pool replaces the client; queries in flight fail normally.
  pool.on('error', (error) => {
    process.emitWarning(`PostgreSQL idle client error: ${error.message}`);
  });
  // Fail at start-up, not at the first request, when the server is unreachable.
  const probe = await pool.connect();
  probe.release();

  const query: Queryable['query'] = async (sql, params = []) => (await pool.query(sql, params)).rows;

  return {
    kind: 'postgres',
    query,
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn({ query: async (sql, params = []) => (await client.query(sql, params)).rows });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    exec: async (sql) => {
      await pool.query(sql);
    },
    close: () => pool.end(),
  };
}
