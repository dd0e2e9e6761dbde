import type { AppContext } from '../../context.js';
import { runDueSyncs } from '../catalog/sync/schedule.js';
import { seedSandboxListings } from '../listings/sandbox-inventory.js';
import { seedDemoAccount } from './demo-account.js';
import { linkDemoAffiliate, seedDemoPartner } from './demo-partner.js';

/**
 * What `serve --sandbox` does before it listens: the sandbox upstream is local and fast, so the data set is filled
 * before the first request (prices and TLD requirements, the listings, the demo account and partner credential).
 * Every step is safe at every start and for several instances starting together on one database (issue 14 item 5):
 * the syncs run under a lock and once per interval, the seeds complete what is missing and nothing twice.
 */
export async function prepareSandbox(ctx: AppContext): Promise<void> {
  await runDueSyncs(ctx);
  await seedSandboxListings(ctx);
  await seedDemoAccount(ctx);
  await seedDemoPartner(ctx);
  await linkDemoAffiliate(ctx);
}
