import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';

const root = join(import.meta.dirname, '..');
const env = { ...process.env, LOG_LEVEL: 'warn', RTR_API_KEY: '', SANDBOX: '', DATABASE_URL: '' };
const cli = (args: string[], extraEnv: Record<string, string> = {}) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'src/main.ts', ...args], { cwd: root, env: { ...env, ...extraEnv }, encoding: 'utf8', timeout: 120_000 });

describe('the nameport CLI (issue 3, item 9)', () => {
  const dirs: string[] = [];
  const tempDataDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'nameport-cli-'));
    dirs.push(dir);
    return dir;
  };
  after(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  test('--help lists every command; every command has its own --help', () => {
    const main = cli(['--help']);
    assert.equal(main.status, 0);
    for (const command of ['serve', 'sync prices', 'sync tlds']) {
      assert.match(main.stdout, new RegExp(command));
      const help = cli([...command.split(' '), '--help']);
      assert.equal(help.status, 0, command);
      assert.match(help.stdout, new RegExp(`Usage: nameport ${command}`));
    }
  });

  test('an unknown command or option exits 2 with the usage', () => {
    const unknown = cli(['frobnicate']);
    assert.equal(unknown.status, 2);
    assert.match(unknown.stderr, /Unknown command "frobnicate"/);
    const badOption = cli(['serve', '--colour']);
    assert.equal(badOption.status, 2);
    assert.match(badOption.stderr, /Unknown option '--colour'/);
  });

  test('a bad configuration value exits 2 naming the variable', () => {
    const result = cli(['serve', '--sandbox'], { PORT: 'eighty' });
    assert.equal(result.status, 2);
    assert.match(result.stderr, /PORT must be a whole number/);
  });

  test('without RTR_API_KEY and without --sandbox, the CLI says what to do', () => {
    const result = cli(['sync', 'prices']);
    assert.equal(result.status, 2);
    assert.match(result.stderr, /RTR_API_KEY is not set.*--sandbox/);
  });

  test('sync prices then sync tlds --sandbox fill an embedded database, with progress on stderr', () => {
    const dataDir = tempDataDir();
    const prices = cli(['sync', 'prices', '--sandbox'], { DATA_DIR: dataDir });
    assert.equal(prices.status, 0, prices.stderr);
    assert.match(prices.stdout, /prices: \d{4} stored/);
    assert.match(prices.stderr, /prices: 1\/1 \(100%\)/);
    const tlds = cli(['sync', 'tlds', '--sandbox', '--only', 'com,nl,io,nosuch'], { DATA_DIR: dataDir });
    assert.equal(tlds.status, 0, tlds.stderr);
    assert.match(tlds.stdout, /tlds: 4 stored, 1 skipped/); // com+net (applicableFor), nl, io
    assert.match(tlds.stderr, /tlds: 4\/4 \(100%\)/);
  });

  test('a second process on the same embedded database is refused while the first runs', async () => {
    const dataDir = tempDataDir();
    const server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts', 'serve', '--sandbox', '--port', '0'], {
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
