import { createHmac, randomBytes } from 'node:crypto';

/**
 * Webhook signatures. Two header sets carry the same content, `{event_id}.{timestamp}.{raw body}`:
 * - `X-Service-Signature: v1=<lowercase hex HMAC-SHA256>` (the service's own scheme, as on signed partner requests),
 *   with `X-Service-Event-Id` and `X-Service-Timestamp`;
 * - Standard Webhooks (standardwebhooks.com): `webhook-id`, `webhook-timestamp`, `webhook-signature: v1,<base64>`,
 *   so a receiver can verify with an off-the-shelf library.
 * The HMAC key is the secret's bytes as Standard Webhooks reads them: after a `whsec_` prefix the rest is base64;
 * a secret without the prefix is used as its UTF-8 bytes. During a rotation both secrets sign and the header lists
 * one signature per secret, separated by a space (both schemes), so a receiver holding either secret verifies.
 */

export const SECRET_PREFIX = 'whsec_';

/** A new secret: `whsec_` + 32 random bytes in base64 (Standard Webhooks' format). */
export function generateWebhookSecret(): string {
  return `${SECRET_PREFIX}${randomBytes(32).toString('base64')}`;
}

/** The HMAC key of a secret (see the module comment). */
export function secretKeyBytes(secret: string): Buffer {
  return secret.startsWith(SECRET_PREFIX) ? Buffer.from(secret.slice(SECRET_PREFIX.length), 'base64') : Buffer.from(secret, 'utf8');
}

/** True when the secret is usable: a `whsec_` secret must be canonical base64 of 24 to 64 bytes. */
export function isValidSecret(secret: string): boolean {
  if (secret.startsWith(SECRET_PREFIX)) {
    const encoded = secret.slice(SECRET_PREFIX.length);
    const bytes = Buffer.from(encoded, 'base64');
    return bytes.length >= 24 && bytes.length <= 64 && bytes.toString('base64') === encoded;
  }
  return secret.length >= 24 && secret.length <= 128 && /^[\x21-\x7e]+$/.test(secret);
}

export interface SignedHeaders {
  'content-type': string;
  'x-service-event-id': string;
  'x-service-timestamp': string;
  'x-service-signature': string;
  'webhook-id': string;
  'webhook-timestamp': string;
  'webhook-signature': string;
}

/**
 * Headers of one delivery attempt. `timestampSeconds` is the attempt's own time: every attempt is signed afresh,
 * so a retry hours later still passes a receiver's 5-minute tolerance; `eventId` never changes (the dedupe key).
 */
export function signDelivery(eventId: string, timestampSeconds: number, body: string, secrets: readonly string[]): SignedHeaders {
  if (secrets.length === 0) throw new Error('a delivery needs at least one secret');
  const content = `${eventId}.${timestampSeconds}.${body}`;
  const macs = secrets.map((secret) => createHmac('sha256', secretKeyBytes(secret)).update(content, 'utf8').digest());
  return {
    'content-type': 'application/json',
    'x-service-event-id': eventId,
    'x-service-timestamp': String(timestampSeconds),
    'x-service-signature': macs.map((mac) => `v1=${mac.toString('hex')}`).join(' '),
    'webhook-id': eventId,
    'webhook-timestamp': String(timestampSeconds),
    'webhook-signature': macs.map((mac) => `v1,${mac.toString('base64')}`).join(' '),
  };
}
