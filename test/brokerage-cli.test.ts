import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import pino from 'pino';
import { backgroundJobs } from '../src/background.js';
import { createRuntime, type Runtime } from '../src/bootstrap.js';
import { findCase, storeProbe } from '../src/modules/brokerage/repository.js';
import { openCase } from '../src/modules/brokerage/service.js';
import { ManualClock } from '../src/platform/clock.js';
import { loadConfig } from '../src/platform/config.js';
import { JobRunner } from '../src/platform/jobs/runner.js';
import { migratedDataDir } from './helpers/cli-data-dir.js';

const root = join(import.meta.dirname, '..');
const env = {
  ...process.env, LOG_LEVEL: 'warn', RTR_API_KEY: '', SANDBOX: '', DATABASE_URL: '', NAMEPORT_SECRET_KEY: '', SANDBOX_BROKERAGE_STEP_SECONDS: '0',
};
const cli = (args: string[], extraEnv: Record<string, string> = {}) =>
  spawnSync(process.execPath, ['dist/main.js', ...args], { cwd: root, env: { ...env, ...extraEnv }, encoding: 'utf8', timeout: 120_000 });

/**
 * Issue 19: a broker's whole case through `nameport brokerage advance|list|revoke-link`, on an embedded database in a
 * temporary DATA_DIR (a copy of a migrated one: test/helpers/cli-data-dir.ts). The case is opened in-process through the service (what POST /brokerage runs) and the order's
 * fulfilment is run in-process with serve's job runner on an injected clock; every CLI command runs while no other
 * process holds the database, as the README asks of operator commands on the embedded database.
 */
describe('nameport brokerage (issue 19)', () => {
  let dir: string;
  before(async () => {
    dir = await migratedDataDir('nameport-brokerage-');
  });
  after(() => rmSync(dir, { recursive: true, force: true }));
  const clock = new ManualClock(new Date());

  /** The database of DATA_DIR opened in this process as `serve --sandbox` would (closed again before the next CLI call). */
  async function withRuntime<T>(fn: (runtime: Runtime) => Promise<T>): Promise<T> {
    const config = loadConfig({ LOG_LEVEL: 'silent', SANDBOX: 'true', DATA_DIR: dir, SANDBOX_TRANSFER_DELAY_SECONDS: '0', SANDBOX_BROKERAGE_STEP_SECONDS: '0', PRICE_SYNC_INTERVAL_SECONDS: '0' });
    const runtime = await createRuntime(config, { clock, log: pino({ level: 'silent' }) });
    try {
      return await fn(runtime);
    } finally {
      await runtime.close();
    }
  }

  test('brokerage advance, list and revoke-link have --help naming their options', () => {
    for (const [words, option] of [[['brokerage', 'advance'], /--to STATUS[\s\S]*--offer CENTS[\s\S]*--reason REASON[\s\S]*--note TEXT/], [['brokerage', 'list'], /--json/], [['brokerage', 'revoke-link'], /CASE/]] as const) {
      const help = cli([...words, '--help']);
      assert.equal(help.status, 0, help.stderr);
      assert.match(help.stdout, new RegExp(`Usage: nameport ${words.join(' ')}`));
      assert.match(help.stdout, option);
    }
    const group = cli(['brokerage', '--help']);
    assert.match(group.stdout, /advance[\s\S]*list[\s\S]*revoke-link/);
  });

  test('the life of a case: each advance prints the new status; an illegal move is refused (exit 1) naming the allowed moves; paying records the order; its transfer completes the case', async () => {
    const caseId = await withRuntime(async ({ ctx }) => {
      await storeProbe(ctx.db, 'hhgames.com', { verdict: 'parked', evidence: 'a for-sale page', probed_at: clock.now() });
      const opened = await openCase(ctx, {
        caller: { partnerId: 'ptn_cli', keyId: 'pk_sandbox_cli', environment: 'sandbox' },
        body: { domain: 'hhgames.com', tier: 'managed', buyer_email: 'buyer@example.com', budget: 400_000 },
      });
      return opened.case_id;
    });
    const advance = (...args: string[]) => cli(['brokerage', 'advance', caseId, ...args], { DATA_DIR: dir });

    const illegal = advance('--to', 'agreed', '--offer', '100');
    assert.equal(illegal.status, 1, illegal.stderr);
    assert.match(illegal.stderr, /cannot move to agreed.*Allowed from open: researching, closed_unsuccessful, cancelled/);
    const badStatus = advance('--to', 'won');
    assert.equal(badStatus.status, 2);
    assert.match(badStatus.stderr, /"won" is not a case status/);
    const noOffer = advance('--to', 'researching', '--offer', '12.5');
    assert.equal(noOffer.status, 2);

    for (const [args, printed] of [
      [['--to', 'researching'], /: researching$/m],
      [['--to', 'contacting_owner', '--note', 'Owner found through the registrar'], /: contacting_owner$/m],
      [['--to', 'negotiating', '--offer', '350000'], /: negotiating, last offer \$3,500\.00/],
      [['--to', 'agreed', '--offer', '320000'], /: agreed, last offer \$3,200\.00/],
      [['--to', 'payment_pending'], /: payment_pending/],
      [['--to', 'transferring'], /: transferring, last offer \$3,200\.00, order ord_/],
    ] as const) {
      const r = advance(...args);
      assert.equal(r.status, 0, `${args.join(' ')}: ${r.stderr}`);
      assert.match(r.stdout, printed);
    }
    const tooEarly = advance('--to', 'completed');
    assert.equal(tooEarly.status, 1);
    assert.match(tooEarly.stderr, /completes by itself when its order's transfer completes/);

    const listed = cli(['brokerage', 'list', '--json'], { DATA_DIR: dir });
    assert.equal(listed.status, 0, listed.stderr);
    const [row] = JSON.parse(listed.stdout) as { case_id: string; status: string; agreed_price: number; partner_id: string; timeline: { note: string }[] }[];
    assert.deepEqual([row!.case_id, row!.status, row!.agreed_price, row!.partner_id], [caseId, 'transferring', 320_000, 'ptn_cli']);
    assert.equal(row!.timeline[2]!.note, 'Owner found through the registrar');

    const revoked = cli(['brokerage', 'revoke-link', caseId], { DATA_DIR: dir });
    assert.equal(revoked.status, 0, revoked.stderr);
    assert.match(revoked.stdout, /earlier progress links no longer work/);
    assert.match(revoked.stdout, /\/brokerage\/progress\?t=t1\./);

    // serve's job runner: the order's transfer, then the brokerage tick that completes the case.
    const final = await withRuntime(async ({ ctx }) => {
      const runner = new JobRunner(ctx, backgroundJobs(ctx), { pollMs: 60_000 });
      try {
        for (let round = 0; round < 20 && (await findCase(ctx.db, caseId))?.status !== 'completed'; round++) {
          clock.advance(60_000);
          await runner.tick();
        }
      } finally {
        await runner.stop();
      }
      return findCase(ctx.db, caseId);
    });
    assert.equal(final?.status, 'completed');
    assert.equal(final?.link_version, 2, 'revoke-link moved the link version');
    const text = cli(['brokerage', 'list'], { DATA_DIR: dir });
    assert.match(text.stdout, new RegExp(`${caseId}\\s+sandbox\\s+completed\\s+hhgames\\.com\\s+\\$3,200\\.00\\s+ptn_cli`));
  });

  test('an unknown case is refused with exit 1', () => {
    const r = cli(['brokerage', 'advance', 'bc_missing', '--to', 'researching'], { DATA_DIR: dir });
    assert.equal(r.status, 1);
    assert.match(r.stderr, /no brokerage case bc_missing/);
  });
});
