import type { AppContext } from '../../context.js';
import { createUser, findUserByEmail } from '../accounts/users.js';
import { ApiError } from '../../platform/errors.js';
import { insertOwnedDomains } from '../bulk/repository.js';

/** Sandbox only: a verified account a newcomer can sign in with, documented in the README and start banner. */
export const DEMO_EMAIL = 'demo@nameport.test';
export const DEMO_PASSWORD = 'nameport-demo';

const DEMO_EXPIRY = new Date('2027-01-01T00:00:00Z');
const DEMO_NAMESERVERS = ['ns1.sandbox.nameport.test', 'ns2.sandbox.nameport.test'];
const DEMO_LABELS = ['acme-roasters', 'brightharbor', 'cedarloft', 'driftwood-labs', 'emberkite', 'fernstudio', 'glowpantry',
  'harborlight', 'ironquill', 'juniperhq', 'kettlecraft', 'lumenyard', 'maplecode', 'northbyte', 'oakandpine', 'pixelorchard',
  'quietforge', 'riverstack', 'saltmeadow', 'tidewell', 'umberlane', 'velvetgrid', 'willowpay', 'yarrowhub', 'zephyrworks'];

/**
 * Creates the demo account with a portfolio of 25 synthetic domains. Its domains exist at the sandbox registrar
 * (which holds whatever it is asked about), so bulk operations run end to end offline.
 *
 * Safe to run at every start, by several instances at once (issue 14 item 5): the account is created by one unique
 * insert and an instance that loses the race uses the winner's; the portfolio is inserted with ON CONFLICT DO
 * NOTHING, so a start killed between the two steps is completed by the next. True when this call created the account.
 */
export async function seedDemoAccount(ctx: AppContext): Promise<boolean> {
  const { user, created } = await findOrCreateDemoUser(ctx);
  const now = ctx.clock.now();
  const domains = DEMO_LABELS.map((label, i) => `${label}.${['com', 'io', 'net', 'dev', 'app'][i % 5]}`);
  await insertOwnedDomains(ctx.db, { userId: user.id, domains, expiresAt: DEMO_EXPIRY, nameservers: DEMO_NAMESERVERS }, now);
  if (created) ctx.log.info({ email: DEMO_EMAIL, domains: domains.length }, 'sandbox demo account created');
  return created;
}

async function findOrCreateDemoUser(ctx: AppContext): Promise<{ user: { id: string }; created: boolean }> {
  const existing = await findUserByEmail(ctx.db, DEMO_EMAIL);
  if (existing) return { user: existing, created: false };
  try {
    return { user: await createUser(ctx, { email: DEMO_EMAIL, password: DEMO_PASSWORD, verified: true }), created: true };
  } catch (error) {
    // Another instance created it between our look-up and our insert.
    const winner = error instanceof ApiError && error.code === 'conflict' ? await findUserByEmail(ctx.db, DEMO_EMAIL) : null;
    if (!winner) throw error;
    return { user: winner, created: false };
  }
}
