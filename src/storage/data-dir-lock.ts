import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * PGlite is single-process (DESIGN.md traps): two processes on one data directory corrupt it. Whoever
 * opens DATA_DIR/pglite first writes its pid here; a second process is refused with a clear message
 * while that pid is alive. A lock left by a crashed process is taken over.
 */
export class DataDirLockedError extends Error {}

export function lockDataDir(dataDir: string, purpose: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'pglite.lock');
  try {
    writeFileSync(file, JSON.stringify({ pid: process.pid, purpose }), { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const holder = readHolder(file);
    if (holder && holder.pid !== process.pid && isAlive(holder.pid)) {
      throw new DataDirLockedError(
        `The embedded database in ${dataDir} is in use by process ${holder.pid} (${holder.purpose}). ` +
          `Stop it first, or run both against PostgreSQL with DATABASE_URL.`,
      );
    }
    writeFileSync(file, JSON.stringify({ pid: process.pid, purpose }));
  }
  return () => rmSync(file, { force: true });
}

function readHolder(file: string): { pid: number; purpose: string } | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as { pid: number; purpose: string };
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
