import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/db.js';
import { readSecret, storeSecretIfAbsent } from './server-secrets.js';

/**
 * Opaque tokens handed to callers (paging cursors) that must carry what the caller may not see, such as the masked
 * price a price-sorted page stopped at (issue 14 item 1; DESIGN.md: cursors must not carry what the caller may not
 * see). AES-256-GCM: the payload is unreadable without the key, and any change to the token fails authentication.
 *
 * Token: `t1.` + base64url(iv ‖ tag ‖ ciphertext). The purpose (e.g. `listings`) is authenticated data, so a token
 * issued for one purpose is refused by another. The plaintext is padded to a fixed size, so the token's length says
 * nothing about the payload either (a 7-digit price would otherwise make a longer token than a 3-digit one).
 */
const VERSION = 't1.';
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** Every token has this many plaintext bytes (JSON padded with spaces, which JSON.parse ignores). */
const PLAINTEXT_BYTES = 192;
const KEY_NAME = 'token_key_v1';

export function sealToken(key: Buffer, purpose: string, payload: unknown): string {
  const json = Buffer.from(JSON.stringify(payload), 'utf8');
  // A bug of ours (a payload that outgrew the padding), never the caller's input.
  if (json.length > PLAINTEXT_BYTES) throw new Error(`sealed token payload of ${json.length} bytes exceeds ${PLAINTEXT_BYTES}`);
  const plaintext = Buffer.concat([json, Buffer.alloc(PLAINTEXT_BYTES - json.length, 0x20)]);
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(purpose, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return VERSION + Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString('base64url');
}

/** The payload of a token this service sealed for `purpose`; null for anything else (forged, altered, other purpose). */
export function openToken(key: Buffer, purpose: string, token: string): unknown {
  if (!token.startsWith(VERSION)) return null;
  const body = token.slice(VERSION.length);
  if (!/^[A-Za-z0-9_-]+$/.test(body)) return null;
  const bytes = Buffer.from(body, 'base64url');
  if (bytes.length !== IV_BYTES + TAG_BYTES + PLAINTEXT_BYTES) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(purpose, 'utf8'));
    decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    const plaintext = Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
    return JSON.parse(plaintext.toString('utf8')) as unknown;
  } catch {
    return null; // authentication failed: not ours, or altered
  }
}

/**
 * The token key of this database: 32 random bytes created by the first instance that needs it and read back by
 * every other (INSERT … ON CONFLICT DO NOTHING, then SELECT: instances racing at once all read the winner's key).
 * Kept per database handle for the life of the process; the key belongs to the database, not to a process, which is
 * why it is not configured: several instances on one database agree without sharing a setting. Whoever can read the
 * database can read these tokens, and could read the prices they hide directly.
 */
const keys = new WeakMap<Queryable, Promise<Buffer>>();

export function tokenKey(db: Queryable, now: Date): Promise<Buffer> {
  let key = keys.get(db);
  if (!key) {
    key = loadOrCreateKey(db, now);
    keys.set(db, key);
    key.catch(() => keys.delete(db)); // a database hiccup is retried by the next caller
  }
  return key;
}

async function loadOrCreateKey(db: Queryable, now: Date): Promise<Buffer> {
  await storeSecretIfAbsent(db, KEY_NAME, randomBytes(32).toString('base64url'), now);
  const key = Buffer.from((await readSecret(db, KEY_NAME)) ?? '', 'base64url');
  if (key.length !== 32) throw new Error(`server_secrets.${KEY_NAME} is not a 32-byte key`);
  return key;
}
