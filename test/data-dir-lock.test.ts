import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { DataDirLockedError, lockDataDir } from '../src/platform/db/data-dir-lock.js';

const root = join(import.meta.dirname, '..');
const HOLDER = ['--import', 'tsx', join(root, 'test/helpers/data-dir-lock-holder.ts')];
const onLinux = process.platform === 'linux' ? false : 'reads /proc (Linux)';

/**
 * Issue 14 item 10: the PGlite data-directory lock refuses a second process while the first runs and is taken over
 * when its holder is gone, including after kill -9 when the dead process has not been reaped yet or its pid now
 * belongs to another process. Real child processes, killed with SIGKILL.
 */
describe('the embedded database lock after kill -9 (issue 14 item 10)', () => {
  const dirs: string[] = [];
  const children: ChildProcess[] = [];
  after(() => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  function dataDir(): string {
    const dir = mkdtempSync(join(tmpdir(), 'nameport-lock-'));
    dirs.push(dir);
    return dir;
  }

  /** Starts `command args…` and resolves with the holder's pid once it reports the lock taken. */
  async function startHolder(command: string, args: string[]): Promise<{ child: ChildProcess; holderPid: number }> {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    children.push(child);
    let output = '';
    const holderPid = await new Promise<number>((resolve, reject) => {
      child.stdout!.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const match = /locked (\d+)/.exec(output);
        if (match) resolve(Number(match[1]));
      });
      child.stderr!.on('data', (chunk: Buffer) => { output += chunk.toString(); });
      child.on('exit', (code) => reject(new Error(`holder exited ${code}: ${output}`)));
    });
    return { child, holderPid };
  }

  function lockHolderPid(dir: string): number {
    return (JSON.parse(readFileSync(join(dir, 'pglite.lock'), 'utf8')) as { pid: number }).pid;
  }

  test('a running holder: the second process is refused with a message naming it', async () => {
    const dir = dataDir();
    const { child, holderPid } = await startHolder(process.execPath, [...HOLDER, dir]);
    assert.throws(() => lockDataDir(dir, 'sync prices'), (error: unknown) =>
      error instanceof DataDirLockedError && error.message.includes(`in use by process ${holderPid} (serve)`));
    child.kill('SIGKILL');
  });

  test('the holder killed with SIGKILL (and reaped): a start right after takes the lock over', async () => {
    const dir = dataDir();
    const { child } = await startHolder(process.execPath, [...HOLDER, dir]);
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
    const release = lockDataDir(dir, 'serve');
    assert.equal(lockHolderPid(dir), process.pid);
    release();
    assert.equal(existsSync(join(dir, 'pglite.lock')), false);
  });

  test('the holder killed with SIGKILL but not reaped yet (a zombie still answers kill(pid, 0)): taken over', { skip: onLinux }, async () => {
    const dir = dataDir();
    // The holder's parent becomes `sleep`, which never waits for children: the killed holder stays a zombie.
    const script = `"$0" "$@" & exec sleep 60`;
    const { child, holderPid } = await startHolder('sh', ['-c', script, process.execPath, ...HOLDER, dir]);
    process.kill(holderPid, 'SIGKILL');
    await waitFor(() => readFileSync(`/proc/${holderPid}/stat`, 'utf8').split(') ')[1]?.startsWith('Z') ?? false);
    assert.doesNotThrow(() => process.kill(holderPid, 0), 'the zombie still answers kill(pid, 0)');
    const release = lockDataDir(dir, 'serve');
    assert.equal(lockHolderPid(dir), process.pid);
    release();
    child.kill('SIGKILL');
  });

  test('a lock naming a pid that now belongs to another process (another start time): taken over', { skip: onLinux }, async () => {
    const dir = dataDir();
    const other = spawn('sleep', ['60']);
    children.push(other);
    writeFileSync(join(dir, 'pglite.lock'), JSON.stringify({ pid: other.pid, purpose: 'serve', started: 'another-boot:12345' }));
    const release = lockDataDir(dir, 'serve');
    assert.equal(lockHolderPid(dir), process.pid);
    release();
    other.kill('SIGKILL');
  });

  test('a lock naming a pid that no longer exists, or an unreadable lock: taken over', () => {
    const dir = dataDir();
    writeFileSync(join(dir, 'pglite.lock'), JSON.stringify({ pid: 2 ** 22 + 17, purpose: 'serve' }));
    lockDataDir(dir, 'serve')();
    writeFileSync(join(dir, 'pglite.lock'), '{"pid":');
    lockDataDir(dir, 'serve')();
  });

  test('releasing leaves a successor\'s lock in place', () => {
    const dir = dataDir();
    const release = lockDataDir(dir, 'serve');
    const successor = JSON.stringify({ pid: 1, purpose: 'serve' });
    writeFileSync(join(dir, 'pglite.lock'), successor);
    release();
    assert.equal(readFileSync(join(dir, 'pglite.lock'), 'utf8'), successor);
  });
});

async function waitFor(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 100 && !condition(); i += 1) await new Promise((resolve) => setTimeout(resolve, 50));
  assert.ok(condition(), 'condition not reached in 5 s');
}
