#!/usr/bin/env node
/**
 * The `nameport` CLI: parse argv, load config, build the context, run one command.
 */
import { UsageError } from './interfaces/cli/commands.js';
import { parseCommandLine } from './interfaces/cli/parse.js';
import { ConfigError, loadConfig, type Config } from './platform/config.js';
import { DataDirLockedError, lockDataDir } from './platform/db/data-dir-lock.js';

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
  // Each command's module is loaded only now, and only that one: usage, help and configuration mistakes are answered
  // without loading the service (~0.5 s of CPU), and an operator command does not load the MCP server (~0.2 s more).
  try {
    if (name === 'serve') return await serve(config, unlock);
    if (name === 'listings import') return await (await import('./interfaces/cli/listings.js')).listingsImportCommand(config, operands[0], values);
    if (name === 'users create') return await (await import('./interfaces/cli/users.js')).usersCreateCommand(config, values);
    if (name.startsWith('partners ')) {
      return await (await import('./interfaces/cli/partners.js')).partnersCommand(config, name.slice('partners '.length), operands, values);
    }
    if (name === 'payouts run') return await (await import('./interfaces/cli/ledger.js')).payoutsRunCommand(config, values);
    if (name === 'commission set') return await (await import('./interfaces/cli/ledger.js')).commissionSetCommand(config, operands);
    if (name === 'settlements close') return await (await import('./interfaces/cli/ledger.js')).settlementsCloseCommand(config, operands);
    if (name === 'mcp') return await (await import('./interfaces/cli/mcp.js')).mcpCommand(config);
    if (name.startsWith('affiliates ')) {
      return await (await import('./interfaces/cli/referrals.js')).affiliatesCommand(config, name.slice('affiliates '.length), operands, values);
    }
    if (name === 'orders refund') return await (await import('./interfaces/cli/referrals.js')).ordersRefundCommand(config, operands, values);
    if (name.startsWith('brokerage ')) {
      return await (await import('./interfaces/cli/brokerage.js')).brokerageCommand(config, name.slice('brokerage '.length), operands, values);
    }
    return await sync(config, name, values.only);
  } finally {
    if (name !== 'serve') unlock();
  }
}

async function sync(config: Config, name: string, only: string | undefined): Promise<number> {
  const { createRuntime } = await import('./bootstrap.js');
  const { progressPrinter } = await import('./interfaces/cli/progress.js');
  const { syncPrices } = await import('./modules/catalog/pricing/sync.js');
  const { syncTldMetadata } = await import('./modules/catalog/tlds/sync.js');
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
  const { buildApp } = await import('./app.js');
  const { createRuntime } = await import('./bootstrap.js');
  const { secretKeyNotice } = await import('./modules/partners/state.js');
  const { withFreePort } = await import('./platform/http/listen-port.js');
  const { readyToServe, startBackgroundJobs } = await import('./background.js');
  const { DEMO_EMAIL, DEMO_PASSWORD } = await import('./modules/sandbox/demo-account.js');
  const { DEMO_PARTNER_KEY_ID, DEMO_PARTNER_SECRET } = await import('./modules/sandbox/demo-partner.js');
  const { prepareSandbox } = await import('./modules/sandbox/prepare.js');
  const { armShutdownBackstop, closeGracefully, trackConnections } = await import('./platform/lib/graceful-close.js');
  const { registerGuardStore } = await import('./modules/partners/guard/instance-registry.js');
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
  // Listening waits for the partner search index (built beside the app, src/background.ts): ~1 s more at start,
  // and no first search that pays for it.
  await readyToServe(ctx);
  await app.listen({ port: config.port, host: config.host });
  // One base URL everywhere (issue 14 item 12): PUBLIC_BASE_URL, else derived from the listen address (src/platform/config.ts).
  const base = config.publicBaseUrl;
  ctx.log.info({ url: base, host: config.host, port: config.port, sandbox: config.sandbox, database: ctx.db.kind }, 'nameport listening');
  process.stderr.write(`Nameport listening on ${base}${config.sandbox ? ' (sandbox data set)' : ''}\n  Web pages: ${base}/ (search, WHOIS, prices, marketplace)\n  API reference: ${base}/docs\n  OpenAPI: ${base}/openapi.json\n`);
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
