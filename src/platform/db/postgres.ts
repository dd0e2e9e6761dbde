import pg from 'pg';
import type { Db, Queryable } from './db.js';
import { TEXT_PARSERS } from './types.js';

/** A real PostgreSQL server through a node-postgres pool, for running several instances. */
export async function openPostgres(connectionString: string, poolMax: number): Promise<Db> {
  // Column values arrive as on PGlite (types.ts); per pool, not pg.types' process-wide registry.
  const types = {
    getTypeParser: ((oid: number, format?: 'text' | 'binary') => TEXT_PARSERS[oid] ?? pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
  };
  const pool = new pg.Pool({ connectionString, max: poolMax, types });
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
    async withLock(name, fn) {
      // A connection of its own, outside the pool: fn uses the pool (a pool of one would otherwise wait on
      // itself), and ending this session releases the lock even when fn throws; the server releases it when
      // the process dies.
      const session = new pg.Client({ connectionString });
      session.on('error', (error) => process.emitWarning(`PostgreSQL lock session error: ${error.message}`));
      await session.connect();
      try {
        await session.query('SELECT pg_advisory_lock(hashtextextended($1, 0))', [name]);
        return await fn();
      } finally {
        await session.end().catch(() => undefined);
      }
    },
    exec: async (sql) => {
      await pool.query(sql);
    },
    close: () => pool.end(),
  };
}
