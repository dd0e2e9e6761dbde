import type { AppContext } from '../../context.js';
import { findCredential } from '../partners/credentials/repository.js';
import { PARTNER_SCOPES } from '../partners/credentials/scopes.js';
import { createCredential } from '../partners/credentials/service.js';
import { linkAffiliate } from '../referrals/service.js';

/**
 * Sandbox only: a partner credential with every scope whose key id and secret are published (README, start banner), so
 * a newcomer can sign requests to interface B at once. Sandbox credentials see only the synthetic inventory and their
 * secrets are sealed with the public development key anyway; nothing here is confidential.
 */
export const DEMO_PARTNER_KEY_ID = 'pk_sandbox_demo0000000000000000';
export const DEMO_PARTNER_SECRET = 'sk_sandbox_demo_secret_published_in_the_readme';

/**
 * Safe to run at every start, by several instances at once (issue 14 item 5): the credential and its partner are
 * created in one transaction, and an instance whose insert loses the race on the published key id (its whole
 * transaction rolls back) finds the winner's credential. True when this call created it.
 */
export async function seedDemoPartner(ctx: AppContext): Promise<boolean> {
  if (await findCredential(ctx.db, DEMO_PARTNER_KEY_ID)) return false;
  try {
    await createCredential(ctx, {
      name: 'Sandbox demo partner',
      scopes: [...PARTNER_SCOPES],
      environment: 'sandbox',
      published: { keyId: DEMO_PARTNER_KEY_ID, secret: DEMO_PARTNER_SECRET },
    });
  } catch (error) {
    if (isUniqueViolation(error) && (await findCredential(ctx.db, DEMO_PARTNER_KEY_ID))) return false;
    throw error;
  }
  ctx.log.info({ keyId: DEMO_PARTNER_KEY_ID }, 'sandbox demo partner credential created');
  return true;
}

/** Issue 19: the demo partner may create referral links at once (linking again changes nothing). */
export async function linkDemoAffiliate(ctx: AppContext): Promise<void> {
  const credential = await findCredential(ctx.db, DEMO_PARTNER_KEY_ID);
  if (credential) await linkAffiliate(ctx, { partnerId: credential.partner_id, note: 'sandbox demo partner' });
}

/** SQLSTATE 23505, from node-postgres and PGlite alike. */
function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown }).code === '23505';
}
