import { randomBytes } from 'node:crypto';
import type { AppContext } from '../../../context.js';
import { ApiError } from '../../../platform/errors.js';
import { findCredential, findPartner, insertCredential, insertPartner, listCredentials, revokeCredential, rotateCredential, type CredentialRow } from './repository.js';
import { isPartnerScope, PARTNER_SCOPES, type PartnerEnvironment, type PartnerScope } from './scopes.js';

/** A credential as the verifier needs it: its secrets decrypted, the previous one only while it is still valid. */
export interface VerifiedCredential {
  keyId: string;
  partnerId: string;
  environment: PartnerEnvironment;
  scopes: ReadonlySet<PartnerScope>;
  revoked: boolean;
  /** The current secret first; a rotated-out secret with the end of its overlap. */
  secrets: { secret: string; validUntil: Date | null }[];
}

export interface CredentialSummary {
  key_id: string;
  partner_id: string;
  partner_name: string;
  environment: PartnerEnvironment;
  scopes: PartnerScope[];
  created_at: string;
  rotated_at: string | null;
  previous_secret_valid_until: string | null;
  revoked_at: string | null;
  last_used_at: string | null;
}

/** Key ids name their environment (contract 5.2: sandbox and live key ids differ). */
export function keyIdPrefix(environment: PartnerEnvironment): 'pk_live' | 'pk_sandbox' {
  return environment === 'live' ? 'pk_live' : 'pk_sandbox';
}

/** 32 random bytes (256 bits), base64url: `sk_` + 43 characters. Never from ctx.ids: a secret must be unguessable. */
function newSecret(): string {
  return `sk_${randomBytes(32).toString('base64url')}`;
}

/**
 * Live secrets need the operator's NAMEPORT_SECRET_KEY; the sandbox development key (README, "Partner
 * interface") only ever seals sandbox secrets.
 */
function secretBoxFor(ctx: AppContext, environment: PartnerEnvironment) {
  const box = ctx.partner.secretBox;
  if (!box) throw new ApiError('service_unavailable', 'NAMEPORT_SECRET_KEY is not set: partner secrets cannot be stored (see README, "Partner interface")');
  if (environment === 'live' && ctx.partner.usesDevelopmentKey) {
    throw new ApiError('service_unavailable', 'live credentials need NAMEPORT_SECRET_KEY (the sandbox development key only protects sandbox secrets)');
  }
  return box;
}

export function parseScopes(text: string): PartnerScope[] {
  const scopes = [...new Set(text.split(',').map((s) => s.trim().toLowerCase()).filter(Boolean))];
  const unknown = scopes.filter((s) => !isPartnerScope(s));
  if (scopes.length === 0 || unknown.length > 0) {
    throw new ApiError('validation_error', `scopes must be a comma-separated list of ${PARTNER_SCOPES.join(', ')}${unknown.length ? `; unknown: ${unknown.join(', ')}` : ''}`);
  }
  return scopes as PartnerScope[];
}

/**
 * Creates a credential, and its partner unless `partnerId` names an existing one. The secret is returned here
 * once and never again (it is stored encrypted).
 */
export async function createCredential(ctx: AppContext, input: {
  name?: string; partnerId?: string; scopes: PartnerScope[]; environment: PartnerEnvironment;
  /** Sandbox seeding only (src/modules/sandbox/demo-partner.ts): a published key id and secret instead of fresh ones. */
  published?: { keyId: string; secret: string };
}): Promise<{ partnerId: string; partnerName: string; keyId: string; secret: string; environment: PartnerEnvironment; scopes: PartnerScope[] }> {
  if (input.published && input.environment !== 'sandbox') throw new Error('a published credential can only be a sandbox credential');
  const box = secretBoxFor(ctx, input.environment);
  const now = ctx.clock.now();
  const keyId = input.published?.keyId ?? ctx.ids.next(keyIdPrefix(input.environment));
  const secret = input.published?.secret ?? newSecret();
  return ctx.db.transaction(async (tx) => {
    let partner: { id: string; name: string } | null;
    if (input.partnerId) {
      partner = await findPartner(tx, input.partnerId);
      if (!partner) throw new ApiError('not_found', `no partner ${input.partnerId}`);
    } else {
      const name = input.name?.trim();
      if (!name) throw new ApiError('validation_error', 'a new partner needs a name');
      partner = { id: ctx.ids.next('ptn'), name };
      await insertPartner(tx, { ...partner, createdAt: now });
    }
    await insertCredential(tx, { keyId, partnerId: partner.id, environment: input.environment, scopes: input.scopes, secretEnc: box.seal(secret, keyId), createdAt: now });
    return { partnerId: partner.id, partnerName: partner.name, keyId, secret, environment: input.environment, scopes: input.scopes };
  });
}

export async function listCredentialSummaries(ctx: AppContext): Promise<CredentialSummary[]> {
  const now = ctx.clock.now().getTime();
  const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);
  return (await listCredentials(ctx.db)).map((row) => ({
    key_id: row.key_id,
    partner_id: row.partner_id,
    partner_name: row.partner_name,
    environment: row.environment,
    scopes: row.scopes,
    created_at: new Date(row.created_at).toISOString(),
    rotated_at: iso(row.rotated_at),
    previous_secret_valid_until: row.previous_secret_expires_at && new Date(row.previous_secret_expires_at).getTime() > now
      ? iso(row.previous_secret_expires_at) : null,
    revoked_at: iso(row.revoked_at),
    last_used_at: iso(row.last_used_at),
  }));
}

export async function revokePartnerCredential(ctx: AppContext, keyId: string): Promise<void> {
  if (!(await revokeCredential(ctx.db, keyId, ctx.clock.now()))) {
    throw new ApiError('not_found', `no active credential ${keyId}`);
  }
  ctx.partner.credentials.delete(keyId);
}

/**
 * Rotation (issue 10): a new secret, shown once; the old one keeps working for PARTNER_ROTATION_OVERLAP_SECONDS so
 * partners can deploy the new one without downtime. Rotating again within the overlap ends the oldest secret at once
 * (only one previous secret is kept).
 */
export async function rotatePartnerCredential(ctx: AppContext, keyId: string): Promise<{ keyId: string; secret: string; previousValidUntil: Date }> {
  const row = await findCredential(ctx.db, keyId);
  if (!row || row.revoked_at) throw new ApiError('not_found', `no active credential ${keyId}`);
  const box = secretBoxFor(ctx, row.environment);
  const now = ctx.clock.now();
  const secret = newSecret();
  const previousValidUntil = new Date(now.getTime() + ctx.config.partner.rotationOverlapSeconds * 1000);
  if (!(await rotateCredential(ctx.db, keyId, box.seal(secret, keyId), now, previousValidUntil))) {
    throw new ApiError('not_found', `no active credential ${keyId}`);
  }
  ctx.partner.credentials.delete(keyId);
  return { keyId, secret, previousValidUntil };
}

/**
 * The credential behind a key id, with decrypted secrets, cached per process for PARTNER_CREDENTIAL_CACHE_SECONDS
 * (so revocation and rotation by another instance or the CLI show within that time). null: no such key id.
 */
export async function credentialForVerification(ctx: AppContext, keyId: string): Promise<VerifiedCredential | null> {
  const cached = ctx.partner.credentials.get(keyId);
  if (cached !== undefined) return cached;
  const row = await findCredential(ctx.db, keyId);
  const credential = row ? decryptCredential(ctx, row) : null;
  ctx.partner.credentials.set(keyId, credential);
  return credential;
}

function decryptCredential(ctx: AppContext, row: CredentialRow): VerifiedCredential {
  const box = ctx.partner.secretBox;
  if (!box) throw new ApiError('service_unavailable', 'the partner API is not configured (NAMEPORT_SECRET_KEY)');
  const open = (sealed: string): string => {
    try {
      return box.open(sealed, row.key_id);
    } catch (error) {
      // An operator problem (wrong NAMEPORT_SECRET_KEY), not the caller's: logged, answered 503 without details.
      ctx.log.error({ keyId: row.key_id, reason: (error as Error).message }, 'partner secret cannot be decrypted');
      throw new ApiError('service_unavailable', 'this credential cannot be verified right now; contact support');
    }
  };
  const secrets: VerifiedCredential['secrets'] = [{ secret: open(row.secret_enc), validUntil: null }];
  if (row.previous_secret_enc && row.previous_secret_expires_at) {
    secrets.push({ secret: open(row.previous_secret_enc), validUntil: new Date(row.previous_secret_expires_at) });
  }
  return {
    keyId: row.key_id,
    partnerId: row.partner_id,
    environment: row.environment,
    scopes: new Set(row.scopes),
    revoked: row.revoked_at !== null,
    secrets,
  };
}
