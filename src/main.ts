#!/usr/bin/env node
/**
 * The `nameport` CLI: parse argv, load config, build the context, run one command.
 */
import { buildApp } from './app.js';
import { createRuntime } from './bootstrap.js';
import { UsageError } from './interfaces/cli/commands.js';
import { parseCommandLine } from './interfaces/cli/parse.js';
import { listingsImportCommand } from './interfaces/cli/listings.js';
import { progressPrinter } from './interfaces/cli/progress.js';
import { usersCreateCommand } from './interfaces/cli/users.js';
import { partnersCommand } from './interfaces/cli/partners.js';
import { commissionSetCommand, payoutsRunCommand, settlementsCloseCommand } from './interfaces/cli/ledger.js';
import { secretKeyNotice } from './modules/partners/state.js';
import { mcpCommand } from './interfaces/cli/mcp.js';
import { ConfigError, loadConfig, type Config } from './platform/config.js';
import { withFreePort } from './platform/http/listen-port.js';
import { startBackgroundJobs } from './background.js';
import { syncPrices } from './modules/catalog/pricing/sync.js';
import { DataDirLockedError, lockDataDir } from './platform/db/data-dir-lock.js';
import { syncTldMetadata } from './modules/catalog/tlds/sync.js';
import { DEMO_EMAIL, DEMO_PASSWORD } from './modules/sandbox/demo-account.js';
import { DEMO_PARTNER_KEY_ID, DEMO_PARTNER_SECRET } from './modules/sandbox/demo-partner.js';
import { prepareSandbox } from './modules/sandbox/prepare.js';
import { armShutdownBackstop, closeGracefully, trackConnections } from './platform/lib/graceful-close.js';
import { registerGuardStore } from './modules/partners/guard/instance-registry.js';

async function main(argv: string[]): Promise<number> {
  const commandLine = parseCommandLine(argv);
  if ('exitCode' in commandLine) return commandLine.exitCode;
  const { name, values, operands } = commandLine;

  const env: Record<string, string | undefined> = { ...process.env };
  if (values.sandbox) env.SANDBOX = 'true';
  if (values.port !== undefined) env.PORT = values.port;
  if (values.host !== undefined) env.HOST = values.host;
  const config = loadConfig(env);
  const needsRegistry = name === 'serve' || name.startsWith('sync ');
  if (needsRegistry && !config.sandbox && !config.rtr.apiKey) {
    throw new UsageError('RTR_API_KEY is not set. Set it (and RTR_CUSTOMER) for live registry data, or run with --sandbox to use the built-in sandbox data set.');
  }
  const unlock = config.databaseUrl ? () => undefined : lockDataDir(config.dataDir, name);
  try {
    if (name === 'serve') return await serve(config, unlock);
    if (name === 'listings import') return await listingsImportCommand(config, operands[0], values);
    if (name === 'users create') return await usersCreateCommand(config, values);
    if (name.startsWith('partners ')) return await partnersCommand(config, name.slice('partners '.length), operands, values);
    if (name === 'payouts run') return await payoutsRunCommand(config, values);
    if (name === 'commission set') return await commissionSetCommand(config, operands);
    if (name === 'settlements close') return await settlementsCloseCommand(config, operands);
    if (name === 'mcp') return await mcpCommand(config);
    return await sync(config, name, values.only);
  } finally {
    if (name !== 'serve') unlock();
  }
}

async function sync(config: Config, name: string, only: string | undefined): Promise<number> {
  const runtime = await createRuntime({ ...config, logLevel: config.logLevel === 'info' ? 'warn' : config.logLevel });
  try {
    const result = name === 'sync prices'
      ? await syncPrices(runtime.ctx, { onProgress: progressPrinter('prices') })
      : await syncTldMetadata(runtime.ctx, {
        only: only?.split(',').map((t) => t.trim().toLowerCase()).filter(Boolean),
        onProgress: progressPrinter('tlds'),
      });
    console.log(`${result.kind}: ${result.items} stored, ${result.skipped.length} skipped (run ${result.id})`);
    return 0;
  } catch (error) {
    console.error(`Sync failed, previous data kept: ${(error as Error).message}`);
    return 1;
  } finally {
    await runtime.close();
  }
}

async function serve(requested: Config, unlock: () => void): Promise<number> {
  // `--port 0`: the real port is known before the app is built, so the base URL names it (issue 14 item 12).
  const config = await withFreePort(requested);
  const runtime = await createRuntime(config);
  const { ctx } = runtime;
  // Refuses to start next to a running instance that keeps partner nonces elsewhere (issue 14 item 8).
  const guardRegistration = await registerGuardStore(ctx);
  if (config.sandbox) await prepareSandbox(ctx);
  // Syncs, sweeps and bulk-job resumption, once per interval across every instance (src/background.ts).
  const background = startBackgroundJobs(ctx);
  const partnerNotice = secretKeyNotice(config);
  if (partnerNotice) ctx.log.warn(partnerNotice);
  const app = await buildApp(ctx);
  const connections = trackConnections(app.server);
  await app.listen({ port: config.port, host: config.host });
  // One base URL everywhere (issue 14 item 12): PUBLIC_BASE_URL, else derived from the listen address (src/platform/config.ts).
  const base = config.publicBaseUrl;
  ctx.log.info({ url: base, host: config.host, port: config.port, sandbox: config.sandbox, database: ctx.db.kind }, 'nameport listening');
  process.stderr.write(`Nameport listening on ${base}${config.sandbox ? ' (sandbox data set)' : ''}\n  API reference: ${base}/docs\n  OpenAPI: ${base}/openapi.json\n`);
  if (config.sandbox) {
    process.stderr.write(`  Sign in: ${base}/sign-in as ${DEMO_EMAIL} / ${DEMO_PASSWORD} (sandbox demo account)\n`);
    process.stderr.write(`  Partner API: key id ${DEMO_PARTNER_KEY_ID}, secret ${DEMO_PARTNER_SECRET} (sandbox demo credential; README "Partner interface (B)")\n`);
  }

  await new Promise<void>((resolve) => {
    const stop = (signal: string) => {
      ctx.log.info({ signal }, 'shutting down');
      // A second signal during the bounded drain ends the process at once (Node's default action).
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      resolve();
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
  await background.stop();
  // Bounded (issue 14 item 9): idle connections close at once, requests in progress get SHUTDOWN_GRACE_SECONDS.
  armShutdownBackstop(config.shutdownGraceSeconds * 1000, ctx.log);
  await closeGracefully(app, connections, config.shutdownGraceSeconds * 1000, ctx.log);
  await guardRegistration.release();
  await runtime.close();
  unlock();
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof ConfigError || error instanceof UsageError || error instanceof DataDirLockedError) {
      console.error(error.message);
      process.exit(2);
    }
    console.error(error);
    process.exit(1);
  },
);
