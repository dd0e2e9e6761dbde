import { linkSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * PGlite is single-process (DESIGN.md traps): two processes on one data directory corrupt it. Whoever
 * opens DATA_DIR/pglite first writes its pid here; a second process is refused with a clear message
 * while that process runs. A lock left by a crashed process is taken over (issue 14 item 10): its pid is
 * gone, or it has exited and waits to be reaped (a zombie still answers kill(pid, 0)), or the pid now belongs
 * to another process (the lock records the holder's start time, and a reused pid has another one).
 */
export class DataDirLockedError extends Error {}

interface LockHolder {
  pid: number;
  purpose: string;
  /** The holder's start identity (Linux: boot id and start time); absent where the system does not tell it. */
  started?: string;
}

export function lockDataDir(dataDir: string, purpose: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'pglite.lock');
  const mine = JSON.stringify({ pid: process.pid, purpose, started: processStart(process.pid) ?? undefined } satisfies LockHolder);
  // Three rounds: a takeover raced by another process ends with that process's lock in place, found alive below.
  for (let round = 0; round < 3; round += 1) {
    if (createExclusively(file, mine)) return () => releaseIfMine(file, mine);
    const text = readText(file);
    if (text === null) continue; // released between our attempt and the read
    const holder = parseHolder(text);
    if (holder && holderIsRunning(holder)) {
      throw new DataDirLockedError(
        `The embedded database in ${dataDir} is in use by process ${holder.pid} (${holder.purpose}). ` +
          `Stop it first, or run both against PostgreSQL with DATABASE_URL.`,
      );
    }
    removeStale(file, text);
  }
  throw new DataDirLockedError(`Could not take over the lock ${file}: other processes keep replacing it.`);
}

/**
 * Creates the lock file with its whole content in one step: written aside, then hard-linked into place (link
 * fails when the name exists), so no other process ever reads a half-written lock and judges it stale.
 */
function createExclusively(file: string, content: string): boolean {
  const aside = `${file}.${process.pid}.new`;
  writeFileSync(aside, content);
  try {
    linkSync(aside, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    rmSync(aside, { force: true });
  }
}

/**
 * Moves the stale lock aside. If what was moved is no longer the lock judged stale (another process took it
 * over in between), it is put back, unless a third lock exists by then; the next round judges what is in place.
 */
function removeStale(file: string, judged: string): void {
  const aside = `${file}.${process.pid}.stale`;
  try {
    renameSync(file, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  try {
    if (readText(aside) !== judged) linkSync(aside, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(aside, { force: true });
  }
}

/** Releases the lock only while it is still ours: a successor's lock stays. */
function releaseIfMine(file: string, mine: string): void {
  if (readText(file) === mine) rmSync(file, { force: true });
}

function holderIsRunning(holder: LockHolder): boolean {
  // A lock naming our own pid was left by an earlier process (a container restarted with the same pid).
  if (holder.pid === process.pid) return false;
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const state = processState(holder.pid);
  if (state === null) return true; // no /proc: a live pid is all we can know
  if (state === 'Z' || state === 'X') return false; // exited, not yet reaped by its parent
  return !holder.started || processStart(holder.pid) === holder.started;
}

/** The single-letter state of a process from /proc/PID/stat (Linux), or null. */
function processState(pid: number): string | null {
  return procStatFields(pid)?.[0] ?? null;
}

/** Boot id and start time (clock ticks since boot, field 22 of /proc/PID/stat): unique per process on Linux. */
function processStart(pid: number): string | null {
  const startTicks = procStatFields(pid)?.[19];
  const bootId = readText('/proc/sys/kernel/random/boot_id')?.trim();
  return startTicks && bootId ? `${bootId}:${startTicks}` : null;
}

/** The fields of /proc/PID/stat after the command name (which may hold spaces and parentheses): state first. */
function procStatFields(pid: number): string[] | null {
  const stat = readText(`/proc/${pid}/stat`);
  if (!stat) return null;
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
}

function parseHolder(text: string): LockHolder | null {
  try {
    const holder = JSON.parse(text) as LockHolder;
    return Number.isInteger(holder.pid) && holder.pid > 0 ? holder : null;
  } catch {
    return null;
  }
}

function readText(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}
