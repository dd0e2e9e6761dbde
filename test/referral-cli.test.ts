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

/** `nameport affiliates link|unlink|list` and `nameport orders refund` (issue 19), on an embedded database in a temporary DATA_DIR (a copy of a migrated one: test/helpers/cli-data-dir.ts). */
describe('nameport affiliates / orders refund', () => {
  let dir: string;
  before(async () => {
    dir = await migratedDataDir('nameport-affiliates-');
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  test('issue 19: the affiliates and orders refund commands have --help', () => {
    for (const words of [['affiliates', 'link'], ['affiliates', 'unlink'], ['affiliates', 'list'], ['orders', 'refund']]) {
      const help = cli([...words, '--help']);
      assert.equal(help.status, 0, help.stderr);
      assert.match(help.stdout, new RegExp(`Usage: nameport ${words.join(' ')}`));
    }
    assert.match(cli(['orders', 'refund', '--help']).stdout, /--reason TEXT/);
  });

  test('issue 19: affiliates link gives a partner an affiliate account once (unknown partner → exit 1); list shows it; unlink removes it', () => {
    const unknown = cli(['affiliates', 'link', 'ptn_nobody'], { DATA_DIR: dir });
    assert.equal(unknown.status, 1, unknown.stderr);
    assert.match(unknown.stderr, /no partner ptn_nobody/);
    const created = cli(['partners', 'create', '--name', 'Affiliate Shop', '--scopes', 'refer,report', '--env', 'sandbox', '--sandbox', '--json'], { DATA_DIR: dir });
    assert.equal(created.status, 0, created.stderr);
    const partnerId = (JSON.parse(created.stdout) as { partner_id: string }).partner_id;
    const linked = cli(['affiliates', 'link', partnerId, '--note', 'agreement 2026-11'], { DATA_DIR: dir });
    assert.equal(linked.status, 0, linked.stderr);
    assert.match(linked.stdout, /linked to an affiliate account/);
    assert.match(cli(['affiliates', 'link', partnerId], { DATA_DIR: dir }).stdout, /already linked/);
    const list = cli(['affiliates', 'list', '--json'], { DATA_DIR: dir });
    assert.equal(list.status, 0, list.stderr);
    assert.deepEqual((JSON.parse(list.stdout) as { partner_id: string; note: string }[]).map((r) => [r.partner_id, r.note]), [[partnerId, 'agreement 2026-11']]);
    assert.match(cli(['affiliates', 'unlink', partnerId], { DATA_DIR: dir }).stdout, /unlinked/);
    assert.match(cli(['affiliates', 'list'], { DATA_DIR: dir }).stdout, /no partner is linked/);
  });

  test('issue 19: orders refund needs --reason (exit 2) and names an unknown order (exit 1)', () => {
    const noReason = cli(['orders', 'refund', 'ord_x'], { DATA_DIR: dir });
    assert.equal(noReason.status, 2, noReason.stderr);
    assert.match(noReason.stderr, /--reason/);
    const unknown = cli(['orders', 'refund', 'ord_x', '--reason', 'buyer asked'], { DATA_DIR: dir });
    assert.equal(unknown.status, 1, unknown.stderr);
    assert.match(unknown.stderr, /no order ord_x/);
  });
});
