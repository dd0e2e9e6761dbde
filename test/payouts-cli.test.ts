import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { migratedDataDir } from './helpers/cli-data-dir.js';

const root = join(import.meta.dirname, '..');
const env = { ...process.env, LOG_LEVEL: 'warn', RTR_API_KEY: '', SANDBOX: '', DATABASE_URL: '', NAMEPORT_SECRET_KEY: '' };
const cli = (args: string[], extraEnv: Record<string, string> = {}) =>
  spawnSync(process.execPath, ['dist/main.js', ...args], { cwd: root, env: { ...env, ...extraEnv }, encoding: 'utf8', timeout: 120_000 });

/** `nameport payouts run` and `nameport commission set` (issue 18), on an embedded database in a temporary DATA_DIR (a copy of a migrated one: test/helpers/cli-data-dir.ts). */
describe('nameport payouts / commission', () => {
  let dir: string;
  before(async () => {
    dir = await migratedDataDir('nameport-payouts-');
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  test('issue 18: payouts run and commission set have --help', () => {
    for (const words of [['payouts', 'run'], ['commission', 'set'], ['settlements', 'close']]) {
      const help = cli([...words, '--help']);
      assert.equal(help.status, 0, help.stderr);
      assert.match(help.stdout, new RegExp(`Usage: nameport ${words.join(' ')}`));
    }
    assert.match(cli(['payouts', 'run', '--help']).stdout, /--dry-run/);
  });

  test('issue 18: commission set refuses a rate outside 0–10000 (exit 2) and stores a good one; payouts run --dry-run writes nothing', () => {
    const bad = cli(['commission', 'set', 'ptn_x', '12.5'], { DATA_DIR: dir });
    assert.equal(bad.status, 2, bad.stderr);
    assert.match(bad.stderr, /whole number/);
    const tooHigh = cli(['commission', 'set', 'ptn_x', '10001'], { DATA_DIR: dir });
    assert.notEqual(tooHigh.status, 0);
    const good = cli(['commission', 'set', 'ptn_x', '2500'], { DATA_DIR: dir });
    assert.equal(good.status, 0, good.stderr);
    assert.match(good.stdout, /ptn_x: commission 2500 bps/);
    const dry = cli(['payouts', 'run', '--dry-run'], { DATA_DIR: dir });
    assert.equal(dry.status, 0, dry.stderr);
    assert.match(dry.stdout, /^period \d{4}-\d{2}-(01|15): 0 account\(s\)/);
    assert.match(dry.stdout, /dry run: nothing was written/);
    const run = cli(['payouts', 'run'], { DATA_DIR: dir });
    assert.equal(run.status, 0, run.stderr);
    assert.match(run.stdout, /0 payout\(s\) made/);
  });

  test('issue 18: settlements close refuses a malformed or unfinished period and closes an ended one once', () => {
    const malformed = cli(['settlements', 'close', '2026-03-02'], { DATA_DIR: dir });
    assert.notEqual(malformed.status, 0);
    assert.match(malformed.stderr, /YYYY-MM-01 or YYYY-MM-15/);
    const unfinished = cli(['settlements', 'close', '2999-01-01'], { DATA_DIR: dir });
    assert.notEqual(unfinished.status, 0);
    assert.match(unfinished.stderr, /close it after that/);
    const ended = cli(['settlements', 'close', '2020-01-15'], { DATA_DIR: dir });
    assert.equal(ended.status, 0, ended.stderr);
    assert.match(ended.stdout, /period 2020-01-15: 0 settlement\(s\) closed/);
  });
});
