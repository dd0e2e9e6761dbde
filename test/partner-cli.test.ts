import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { openPglite } from '../src/platform/db/pglite.js';
import { migratedDataDir } from './helpers/cli-data-dir.js';

const root = join(import.meta.dirname, '..');
/**
 * The server key for these commands' temporary data directory (64 hex digits, as NAMEPORT_SECRET_KEY wants). Kept here
 * rather than imported from the partner test helpers, which open the test database: the CLI always uses its own
 * embedded database, so this file runs on the PGlite pass only (scripts/test-files.mjs).
 */
const TEST_SECRET_KEY = 'a1'.repeat(32);
const env = { ...process.env, LOG_LEVEL: 'warn', RTR_API_KEY: '', SANDBOX: '', DATABASE_URL: '', NAMEPORT_SECRET_KEY: '' };
const cli = (args: string[], extraEnv: Record<string, string> = {}) =>
  spawnSync(process.execPath, ['dist/main.js', ...args], { cwd: root, env: { ...env, ...extraEnv }, encoding: 'utf8', timeout: 120_000 });

/** `nameport partners create|list|revoke|rotate` (issue 10), on an embedded database in a temporary DATA_DIR (a copy of a migrated one: test/helpers/cli-data-dir.ts). */
describe('nameport partners', () => {
  let dir: string;
  const withKey = { DATA_DIR: '', NAMEPORT_SECRET_KEY: TEST_SECRET_KEY };
  before(async () => {
    dir = await migratedDataDir('nameport-partners-');
    withKey.DATA_DIR = dir;
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  test('issue 10: every partners command has --help', () => {
    for (const sub of ['create', 'list', 'revoke', 'rotate']) {
      const help = cli(['partners', sub, '--help']);
      assert.equal(help.status, 0, help.stderr);
      assert.match(help.stdout, new RegExp(`Usage: nameport partners ${sub}`));
    }
    assert.match(cli(['--help']).stdout, /partners create/);
  });

  test('issue 10: create prints the key id and the secret once; list shows no secret; rotate and revoke', async () => {
    const created = cli(['partners', 'create', '--name', 'Acme Registrar', '--scopes', 'search,buy', '--env', 'live', '--json'], withKey);
    assert.equal(created.status, 0, created.stderr);
    const { key_id, secret, partner_id } = JSON.parse(created.stdout) as { key_id: string; secret: string; partner_id: string };
    assert.match(key_id, /^pk_live_[0-9a-z]{20}$/);
    assert.match(secret, /^sk_[A-Za-z0-9_-]{43}$/);
    assert.match(partner_id, /^ptn_/);

    const list = cli(['partners', 'list'], withKey);
    assert.equal(list.status, 0, list.stderr);
    assert.match(list.stdout, new RegExp(`${key_id}\\s+live\\s+active\\s+search,buy\\s+Acme Registrar`));
    assert.ok(!list.stdout.includes(secret));

    const rotated = cli(['partners', 'rotate', key_id], withKey);
    assert.equal(rotated.status, 0, rotated.stderr);
    assert.match(rotated.stdout, /secret\s+sk_/);
    assert.match(rotated.stdout, /previous secret keeps working until/);

    assert.equal(cli(['partners', 'revoke', key_id], withKey).status, 0);
    assert.match(cli(['partners', 'list'], withKey).stdout, /revoked/);
    assert.equal(cli(['partners', 'revoke', key_id], withKey).status, 1, 'revoking twice reports it');

    const db = await openPglite(join(dir, 'pglite'));
    try {
      const rows = await db.query<{ secret_enc: string }>('SELECT secret_enc FROM partner_credentials');
      assert.ok(rows.every((r) => !r.secret_enc.includes(secret.slice(3))), 'the secret is stored encrypted');
    } finally {
      await db.close();
    }
  });

  test('issue 10 decision: live credentials need NAMEPORT_SECRET_KEY; unknown scopes are refused', () => {
    const noKey = cli(['partners', 'create', '--name', 'X', '--scopes', 'search', '--env', 'live'], { DATA_DIR: dir });
    assert.equal(noKey.status, 1);
    assert.match(noKey.stderr, /NAMEPORT_SECRET_KEY/);
    const badScope = cli(['partners', 'create', '--name', 'X', '--scopes', 'search,admin', '--env', 'sandbox'], withKey);
    assert.equal(badScope.status, 1);
    assert.match(badScope.stderr, /unknown: admin/);
  });
});
