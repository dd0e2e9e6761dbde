// test-plan: PGlite only: runs the built CLI's storing commands; what they store is checked on both databases by test/sync.test.ts, listings-import and partner-auth, and the CLI on DATABASE_URL by test/startup-instances.test.ts, serve-shutdown and mcp-stdio
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { migratedDataDir } from './helpers/cli-data-dir.js';

const root = join(import.meta.dirname, '..');
const env = { ...process.env, LOG_LEVEL: 'warn', RTR_API_KEY: '', SANDBOX: '', DATABASE_URL: '' };
/**
 * The built CLI, as `npx nameport` runs it (scripts/run-tests.mjs builds dist/ before the tests). The commands here store
 * data, on embedded PGlite in a temporary DATA_DIR (the first line says why this file is not repeated on PostgreSQL);
 * usage, help and configuration mistakes are in test/cli-help.test.ts.
 */
const cli = (args: string[], extraEnv: Record<string, string> = {}) =>
  spawnSync(process.execPath, ['dist/main.js', ...args], { cwd: root, env: { ...env, ...extraEnv }, encoding: 'utf8', timeout: 120_000 });

describe('the nameport CLI (issue 3, item 9)', () => {
  const dirs: string[] = [];
  const tempDataDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'nameport-cli-'));
    dirs.push(dir);
    return dir;
  };
  after(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });
  /**
   * Where a command keeps its data: embedded PGlite in a temporary DATA_DIR holding a migrated database (a copy:
   * test/helpers/cli-data-dir.ts), as after a first command; the first test starts on an empty DATA_DIR instead.
   */
  const storageEnv = async (): Promise<Record<string, string>> => {
    const dir = await migratedDataDir('nameport-cli-');
    dirs.push(dir);
    return { DATA_DIR: dir };
  };

  test('sync prices then sync tlds --sandbox fill the database, with progress on stderr', async () => {
    // The first command on an empty DATA_DIR creates and migrates the embedded database itself.
    const storage = { DATA_DIR: tempDataDir() };
    const prices = cli(['sync', 'prices', '--sandbox'], storage);
    assert.equal(prices.status, 0, prices.stderr);
    assert.match(prices.stdout, /prices: \d{4} stored/);
    assert.match(prices.stderr, /prices: 1\/1 \(100%\)/);
    const tlds = cli(['sync', 'tlds', '--sandbox', '--only', 'com,nl,io,nosuch'], storage);
    assert.equal(tlds.status, 0, tlds.stderr);
    assert.match(tlds.stdout, /tlds: 4 stored, 1 skipped/); // com+net (applicableFor), nl, io
    assert.match(tlds.stderr, /tlds: 4\/4 \(100%\)/);
  });

  test('listings import reports bad rows as FILE:LINE, imports the rest with progress, exit 1 when any row was bad', async () => {
    const storage = await storageEnv();
    const file = join(storage.DATA_DIR!, 'listings.csv');
    writeFileSync(file, 'domain,price\nacme.com,2500\nnot a domain,5\nzen.io,900\n');
    const result = cli(['listings', 'import', file], storage);
    assert.equal(result.status, 1, result.stderr);
    assert.match(result.stderr, new RegExp(`${file.replace(/[.]/g, '\\.')}:3: "not a domain" is not a valid domain name`));
    assert.match(result.stderr, /listings: 2\/2 \(100%\)/);
    assert.match(result.stdout, /listings \(live\): 3 rows read, 2 new, 0 updated, 1 rejected/);
    const again = cli(['listings', 'import', file, '--format', 'csv'], storage);
    assert.match(again.stdout, /0 new, 2 updated/);
    assert.equal(cli(['listings', 'import'], storage).status, 2);
  });

  test('issue 14 item 15: partners create --env sandbox without a key says how to fix it; with --sandbox it works', async () => {
    const storage = await storageEnv();
    const args = ['partners', 'create', '--name', 'Acme', '--scopes', 'search', '--env', 'sandbox'];
    const refused = cli(args, { ...storage, NAMEPORT_SECRET_KEY: '' });
    assert.equal(refused.status, 1);
    assert.match(refused.stderr, /NAMEPORT_SECRET_KEY is not set/);
    assert.match(refused.stderr, /add --sandbox/, 'names the flag that uses the built-in data set');
    assert.match(refused.stderr, /openssl rand -hex 32/, 'and how to make a key instead');
    const live = cli(['partners', 'create', '--name', 'Acme', '--scopes', 'search', '--env', 'live', '--sandbox'], { ...storage, NAMEPORT_SECRET_KEY: '' });
    assert.equal(live.status, 1);
    assert.match(live.stderr, /live credentials need it[\s\S]*openssl rand -hex 32/);
    const created = cli([...args, '--sandbox', '--json'], { ...storage, NAMEPORT_SECRET_KEY: '' });
    assert.equal(created.status, 0, created.stderr);
    assert.match((JSON.parse(created.stdout) as { key_id: string }).key_id, /^pk_sandbox_/);
  });

  test('a second process on the same embedded database is refused while the first runs', async () => {
    const dataDir = (await storageEnv()).DATA_DIR!;
    const server = spawn(process.execPath, ['dist/main.js', 'serve', '--sandbox', '--port', '0'], {
      cwd: root, env: { ...env, DATA_DIR: dataDir }, stdio: ['ignore', 'ignore', 'pipe'],
    });
    try {
      let stderr = '';
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`server did not start: ${stderr}`)), 60_000);
        server.stderr.on('data', (chunk: Buffer) => {
          stderr += chunk.toString();
          if (stderr.includes('Nameport listening on')) {
            clearTimeout(timer);
            resolve();
          }
        });
        server.on('exit', (code) => reject(new Error(`server exited ${code}: ${stderr}`)));
      });
      const url = /listening on (http:\/\/\S+)/.exec(stderr)![1]!;
      const price = await fetch(`${url}/api/pricing/tld?tld=com&op=register`);
      assert.equal(price.status, 200);
      assert.equal(typeof ((await price.json()) as { priceCents: unknown }).priceCents, 'number');
      const second = cli(['sync', 'prices', '--sandbox'], { DATA_DIR: dataDir });
      assert.equal(second.status, 2);
      assert.match(second.stderr, /in use by process \d+ \(serve\)/);
    } finally {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    }
  });
});
