import type { Config } from '../../platform/config.js';
import {
  createCredential, listCredentialSummaries, parseScopes, revokePartnerCredential, rotatePartnerCredential,
} from '../../modules/partners/credentials/service.js';
import type { PartnerEnvironment } from '../../modules/partners/credentials/scopes.js';
import { UsageError } from './commands.js';
import { withOperatorRuntime } from './operator.js';

/**
 * `nameport partners create|list|revoke|rotate` (issue 10). The secret is printed once, on create and on rotate,
 * and is never stored in clear or logged. Like every operator command on the embedded database, these open it
 * directly, so run them while `serve` is stopped (or against PostgreSQL with DATABASE_URL); a running server sees a
 * revocation or rotation within PARTNER_CREDENTIAL_CACHE_SECONDS.
 */
export async function partnersCommand(
  config: Config,
  sub: string,
  args: string[],
  options: { name?: string; scopes?: string; env?: string; partner?: string; json?: boolean },
): Promise<number> {
  let environment: PartnerEnvironment | undefined;
  if (sub === 'create') {
    if (!options.scopes) throw new UsageError('partners create needs --scopes (comma-separated: search, embed, buy, broker, refer, report, webhook)');
    if (!options.name && !options.partner) throw new UsageError('partners create needs --name NAME (a new partner) or --partner ID (another credential for an existing one)');
    environment = (options.env ?? (config.sandbox ? 'sandbox' : '')) as PartnerEnvironment;
    if (environment !== 'sandbox' && environment !== 'live') throw new UsageError('partners create needs --env sandbox or --env live');
    // Checked before the database is opened, with the way out (issue 14 item 15).
    const missingKey = missingSecretKey(config, environment);
    if (missingKey) {
      console.error(missingKey);
      return 1;
    }
  }
  return withOperatorRuntime(config, async (ctx) => {
    if (sub === 'create') {
      const created = await createCredential(ctx, { name: options.name, partnerId: options.partner, scopes: parseScopes(options.scopes!), environment: environment! });
      if (options.json) {
        console.log(JSON.stringify({ partner_id: created.partnerId, key_id: created.keyId, secret: created.secret, environment, scopes: created.scopes }));
      } else {
        console.log(`partner   ${created.partnerId} (${created.partnerName})`);
        console.log(`key id    ${created.keyId}`);
        console.log(`secret    ${created.secret}`);
        console.log(`env       ${environment}`);
        console.log(`scopes    ${created.scopes.join(',')}`);
        console.log('The secret is shown once: store it now. It cannot be displayed again (rotate to get a new one).');
      }
      return 0;
    }
    if (sub === 'list') {
      const rows = await listCredentialSummaries(ctx);
      if (options.json) {
        console.log(JSON.stringify(rows));
        return 0;
      }
      if (rows.length === 0) console.log('no partner credentials');
      for (const row of rows) {
        const state = row.revoked_at ? `revoked ${row.revoked_at}` : 'active';
        console.log(`${row.key_id}  ${row.environment.padEnd(7)}  ${state.padEnd(8)}  ${row.scopes.join(',')}  ${row.partner_name} (${row.partner_id})  ` +
          `created ${row.created_at}  last used ${row.last_used_at ?? 'never'}${row.previous_secret_valid_until ? `  previous secret valid until ${row.previous_secret_valid_until}` : ''}`);
      }
      return 0;
    }
    const keyId = args[0];
    if (!keyId) throw new UsageError(`partners ${sub} needs a KEY_ID`);
    if (sub === 'revoke') {
      await revokePartnerCredential(ctx, keyId);
      console.log(`revoked ${keyId}`);
      return 0;
    }
    const rotated = await rotatePartnerCredential(ctx, keyId);
    console.log(`key id    ${rotated.keyId}`);
    console.log(`secret    ${rotated.secret}`);
    console.log(`The previous secret keeps working until ${rotated.previousValidUntil.toISOString()}. The new secret is shown once.`);
    return 0;
  });
}

/**
 * Secrets are sealed with NAMEPORT_SECRET_KEY; with --sandbox (and only for sandbox credentials) the public
 * development key stands in (src/modules/partners/state.ts). Says what to do instead of only what is missing.
 */
export function missingSecretKey(config: Config, environment: PartnerEnvironment): string | null {
  if (config.partner.secretKey) return null;
  const setKey = 'set NAMEPORT_SECRET_KEY to 32 random bytes, the same value the server runs with:\n' +
    '  export NAMEPORT_SECRET_KEY=$(openssl rand -hex 32)';
  if (environment === 'live') {
    return `NAMEPORT_SECRET_KEY is not set: live credentials need it (the sandbox development key never protects live secrets).\nTo fix it, ${setKey}`;
  }
  if (config.sandbox) return null;
  return 'NAMEPORT_SECRET_KEY is not set, so the new secret cannot be stored.\n' +
    'For the built-in sandbox data set (what `npm start` serves), add --sandbox: its public development key protects sandbox credentials.\n' +
    `Otherwise ${setKey}`;
}
