import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { verifyPassword } from '../src/modules/accounts/passwords.js';
import { openPglite } from '../src/platform/db/pglite.js';
import { migratedDataDir } from './helpers/cli-data-dir.js';

const root = join(import.meta.dirname, '..');
const env = { ...process.env, LOG_LEVEL: 'warn', RTR_API_KEY: '', SANDBOX: '', DATABASE_URL: '' };
const cli = (args: string[], input: string | undefined, extraEnv: Record<string, string | undefined> = {}) =>
  spawnSync(process.execPath, ['dist/main.js', ...args], { cwd: root, env: { ...env, ...extraEnv }, input, encoding: 'utf8', timeout: 120_000 });

/** `nameport users create` (issue 4), on an embedded database in a temporary DATA_DIR (a copy of a migrated one: test/helpers/cli-data-dir.ts). */
describe('nameport users create', () => {
  let dir: string;
  before(async () => {
    dir = await migratedDataDir('nameport-users-');
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  test('issue 4: --help documents the command and its flags', () => {
    const help = cli(['users', 'create', '--help'], undefined);
    assert.equal(help.status, 0);
    assert.match(help.stdout, /Usage: nameport users create --email ADDRESS \[--verified\] \[--password-stdin\]/);
    assert.match(help.stdout, /never an argument/);
    assert.match(cli(['--help'], undefined).stdout, /users create/);
  });

  test('issue 4: --password-stdin creates a verified user whose password is stored as a scrypt hash', async () => {
    // PASSWORD_HASH_COST unset, as in production (npm test sets it to `test` for every test process; an undefined
    // value leaves the variable out of the child's environment): the service hashes with OWASP's parameters.
    const result = cli(['users', 'create', '--email', 'Op@Example.com', '--verified', '--password-stdin'], 'operator password 1\n', { DATA_DIR: dir, PASSWORD_HASH_COST: undefined });
    assert.equal(result.status, 0, result.stderr);
    assert.match(result.stdout, /^created usr_\S+ op@example.com \(verified\)/);
    const again = cli(['users', 'create', '--email', 'op@example.com', '--password-stdin'], 'operator password 1', { DATA_DIR: dir });
    assert.equal(again.status, 1);
    assert.match(again.stderr, /already exists/);
    const db = await openPglite(join(dir, 'pglite'));
    try {
      const rows = await db.query<{ email: string; password_hash: string; verified_at: unknown }>('SELECT email, password_hash, verified_at FROM users');
      assert.equal(rows.length, 1);
      assert.notEqual(rows[0]!.verified_at, null);
      assert.match(rows[0]!.password_hash, /^scrypt\$16384\$8\$5\$/, 'without PASSWORD_HASH_COST new hashes use N=2^14, r=8, p=5');
      assert.ok(await verifyPassword('operator password 1', rows[0]!.password_hash), 'the trailing newline of stdin is not part of the password');
    } finally {
      await db.close();
    }
  });

  test('issue 4: without a terminal and without --password-stdin, it refuses instead of reading a password from argv', () => {
    const result = cli(['users', 'create', '--email', 'x@example.com'], '', { DATA_DIR: dir });
    assert.equal(result.status, 2);
    assert.match(result.stderr, /--password-stdin/);
    const noEmail = cli(['users', 'create', '--password-stdin'], 'whatever password', { DATA_DIR: dir });
    assert.equal(noEmail.status, 2);
    assert.match(noEmail.stderr, /--email/);
    const weak = cli(['users', 'create', '--email', 'y@example.com', '--password-stdin'], 'short', { DATA_DIR: dir });
    assert.equal(weak.status, 1);
    assert.match(weak.stderr, /at least 10 characters/);
  });

  test('DESIGN traps: while another live process holds the PGlite lock, users create is refused', () => {
    const locked = mkdtempSync(join(tmpdir(), 'nameport-users-locked-'));
    try {
      writeFileSync(join(locked, 'pglite.lock'), JSON.stringify({ pid: process.pid, purpose: 'serve' }));
      const result = cli(['users', 'create', '--email', 'z@example.com', '--password-stdin'], 'a fine password', { DATA_DIR: locked });
      assert.equal(result.status, 2);
      assert.match(result.stderr, new RegExp(`in use by process ${process.pid} \\(serve\\)`));
    } finally {
      rmSync(locked, { recursive: true, force: true });
    }
  });
});
