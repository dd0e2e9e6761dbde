import type { Queryable } from '../../../platform/db/db.js';
import type { PartnerEnvironment, PartnerScope } from './scopes.js';

export interface CredentialRow {
  key_id: string;
  partner_id: string;
  partner_name: string;
  environment: PartnerEnvironment;
  scopes: PartnerScope[];
  secret_enc: string;
  previous_secret_enc: string | null;
  previous_secret_expires_at: Date | null;
  created_at: Date;
  rotated_at: Date | null;
  revoked_at: Date | null;
  last_used_at: Date | null;
}

const SELECT = `SELECT c.*, p.name AS partner_name FROM partner_credentials c JOIN partners p ON p.id = c.partner_id`;

export async function insertPartner(db: Queryable, partner: { id: string; name: string; createdAt: Date }): Promise<void> {
  await db.query('INSERT INTO partners (id, name, created_at) VALUES ($1, $2, $3)', [partner.id, partner.name, partner.createdAt]);
}

export async function findPartner(db: Queryable, id: string): Promise<{ id: string; name: string } | null> {
  const rows = await db.query<{ id: string; name: string }>('SELECT id, name FROM partners WHERE id = $1', [id]);
  return rows[0] ?? null;
}

export async function insertCredential(db: Queryable, row: {
  keyId: string; partnerId: string; environment: PartnerEnvironment; scopes: PartnerScope[]; secretEnc: string; createdAt: Date;
}): Promise<void> {
  await db.query(
    `INSERT INTO partner_credentials (key_id, partner_id, environment, scopes, secret_enc, created_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [row.keyId, row.partnerId, row.environment, row.scopes, row.secretEnc, row.createdAt],
  );
}

export async function findCredential(db: Queryable, keyId: string): Promise<CredentialRow | null> {
  const rows = await db.query<CredentialRow>(`${SELECT} WHERE c.key_id = $1`, [keyId]);
  return rows[0] ?? null;
}

export async function listCredentials(db: Queryable): Promise<CredentialRow[]> {
  return db.query<CredentialRow>(`${SELECT} ORDER BY p.name, c.created_at, c.key_id`);
}

/** Revokes once: a second revoke changes nothing (returns false). */
export async function revokeCredential(db: Queryable, keyId: string, at: Date): Promise<boolean> {
  const rows = await db.query('UPDATE partner_credentials SET revoked_at = $2 WHERE key_id = $1 AND revoked_at IS NULL RETURNING 1', [keyId, at]);
  return rows.length === 1;
}

/** The current secret becomes the previous one (valid until `previousExpiresAt`); only live credentials rotate. */
export async function rotateCredential(db: Queryable, keyId: string, secretEnc: string, at: Date, previousExpiresAt: Date): Promise<boolean> {
  const rows = await db.query(
    `UPDATE partner_credentials
     SET previous_secret_enc = secret_enc, previous_secret_expires_at = $4, secret_enc = $2, rotated_at = $3
     WHERE key_id = $1 AND revoked_at IS NULL RETURNING 1`,
    [keyId, secretEnc, at, previousExpiresAt],
  );
  return rows.length === 1;
}

export async function touchCredential(db: Queryable, keyId: string, at: Date): Promise<void> {
  await db.query('UPDATE partner_credentials SET last_used_at = $2 WHERE key_id = $1', [keyId, at]);
}
