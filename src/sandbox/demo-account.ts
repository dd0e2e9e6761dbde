import type { AppContext } from '../context.js';
import { createUser, findUserByEmail } from '../accounts/users.js';

/** Sandbox only: a verified account a newcomer can sign in with, documented in the README and start banner. */
export const DEMO_EMAIL = 'demo@nameport.test';
export const DEMO_PASSWORD = 'nameport-demo';

const DEMO_LABELS = ['acme-roasters', 'brightharbor', 'cedarloft', 'driftwood-labs', 'emberkite', 'fernstudio', 'glowpantry',
  'harborlight', 'ironquill', 'juniperhq', 'kettlecraft', 'lumenyard', 'maplecode', 'northbyte', 'oakandpine', 'pixelorchard',
  'quietforge', 'riverstack', 'saltmeadow', 'tidewell', 'umberlane', 'velvetgrid', 'willowpay', 'yarrowhub', 'zephyrworks'];

/**
 * Creates the demo account with a portfolio of 25 synthetic domains, once. Its domains exist at the
 * sandbox registrar (which holds whatever it is asked about), so bulk operations run end to end offline.
 */
export async function seedDemoAccount(ctx: AppContext): Promise<boolean> {
  if (await findUserByEmail(ctx.db, DEMO_EMAIL)) return false;
  const user = await createUser(ctx, { email: DEMO_EMAIL, password: DEMO_PASSWORD, verified: true });
  const now = ctx.clock.now();
  const domains = DEMO_LABELS.map((label, i) => `${label}.${['com', 'io', 'net', 'dev', 'app'][i % 5]}`);
  await ctx.db.query(
    `INSERT INTO owned_domains (domain, user_id, expires_at, nameservers, created_at, updated_at)
     SELECT d, $2, '2027-01-01T00:00:00Z', ARRAY['ns1.sandbox.nameport.test', 'ns2.sandbox.nameport.test'], $3, $3
     FROM unnest($1::text[]) AS d ON CONFLICT (domain) DO NOTHING`,
    [domains, user.id, now],
  );
  ctx.log.info({ email: DEMO_EMAIL, domains: domains.length }, 'sandbox demo account created');
  return true;
}
