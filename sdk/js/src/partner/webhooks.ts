import { createHmac, timingSafeEqual } from 'node:crypto';

/** Default tolerance between a delivery's timestamp and the receiver's clock (README "Webhooks and events": 5 minutes). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** Why a webhook delivery was refused; `reason` is one of the listed codes. */
export class WebhookVerificationError extends Error {
  override readonly name = 'WebhookVerificationError';
  constructor(
    readonly reason: 'missing_headers' | 'invalid_timestamp' | 'timestamp_out_of_tolerance' | 'invalid_signature' | 'invalid_payload',
    message: string,
  ) {
    super(message);
  }
}

/** A delivery's body as the service sends it (`data` carries the resource and its `version`). */
export interface WebhookEvent<T = Record<string, unknown>> {
  id: string;
  type: string;
  created_at: string;
  sequence: number;
  data: T;
}

export interface VerifyWebhookOptions {
  /** Seconds the timestamp may be away from now, either way (default 300). */
  toleranceSeconds?: number;
  /** Now, in milliseconds since the epoch (default Date.now()). */
  now?: number;
}

type HeaderSource = Headers | Record<string, string | string[] | undefined>;

function header(headers: HeaderSource, name: string): string | undefined {
  if (typeof (headers as Headers).get === 'function') return (headers as Headers).get(name) ?? undefined;
  const record = headers as Record<string, string | string[] | undefined>;
  for (const [key, value] of Object.entries(record)) {
    if (key.toLowerCase() === name) return Array.isArray(value) ? value.join(' ') : value;
  }
  return undefined;
}

/**
 * The HMAC key as Standard Webhooks reads a secret: the base64 after `whsec_`; a secret without the prefix (one a
 * partner chose) as its UTF-8 bytes (README "Webhooks and events").
 */
function keyOf(secret: string): Buffer {
  return secret.startsWith('whsec_') ? Buffer.from(secret.slice(6), 'base64') : Buffer.from(secret, 'utf8');
}

/**
 * Verifies a delivery of our webhooks and returns its parsed event; throws WebhookVerificationError otherwise.
 * `payload` must be the raw body as received (bytes or text), never a re-serialised object: the signature covers
 * the exact bytes. Reads the Standard Webhooks headers (`webhook-id`, `webhook-timestamp`, `webhook-signature`:
 * `v1,<base64>`) and, when those are absent, the service's own (`X-Service-Event-Id`, `X-Service-Timestamp`,
 * `X-Service-Signature`: `v1=<hex>`); both sign `{id}.{timestamp}.{body}` with HMAC-SHA256. During a secret
 * rotation a header holds several space-separated signatures: one match is enough.
 */
export function verifyWebhook<T = Record<string, unknown>>(
  payload: string | Uint8Array,
  headers: HeaderSource,
  secret: string,
  options: VerifyWebhookOptions = {},
): WebhookEvent<T> {
  const standard = header(headers, 'webhook-signature') !== undefined;
  const id = header(headers, standard ? 'webhook-id' : 'x-service-event-id');
  const timestamp = header(headers, standard ? 'webhook-timestamp' : 'x-service-timestamp');
  const signatures = header(headers, standard ? 'webhook-signature' : 'x-service-signature');
  if (!id || !timestamp || !signatures) {
    throw new WebhookVerificationError('missing_headers', 'not a Nameport webhook: the id, timestamp or signature header is missing');
  }
  if (!/^[0-9]{1,12}$/.test(timestamp)) throw new WebhookVerificationError('invalid_timestamp', `the webhook timestamp ${JSON.stringify(timestamp.slice(0, 40))} is not Unix seconds`);
  const tolerance = options.toleranceSeconds ?? WEBHOOK_TOLERANCE_SECONDS;
  const nowSeconds = Math.floor((options.now ?? Date.now()) / 1000);
  // Either way: a replayed old delivery and one from a clock far ahead are both refused.
  if (Math.abs(nowSeconds - Number(timestamp)) > tolerance) {
    throw new WebhookVerificationError('timestamp_out_of_tolerance', `the webhook timestamp is ${nowSeconds - Number(timestamp)} s away from now (tolerance ${tolerance} s)`);
  }
  const body = typeof payload === 'string' ? Buffer.from(payload, 'utf8') : Buffer.from(payload);
  const expected = createHmac('sha256', keyOf(secret)).update(`${id}.${timestamp}.`).update(body).digest();
  const matches = signatures.split(' ').some((value) => {
    const candidate = standard ? /^v1,([A-Za-z0-9+/=]+)$/.exec(value) : /^v1=([0-9a-f]{64})$/.exec(value);
    if (!candidate) return false;
    const given = Buffer.from(candidate[1]!, standard ? 'base64' : 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!matches) throw new WebhookVerificationError('invalid_signature', 'the webhook signature does not match this secret and body');
  try {
    return JSON.parse(body.toString('utf8')) as WebhookEvent<T>;
  } catch {
    throw new WebhookVerificationError('invalid_payload', 'the webhook body is not JSON');
  }
}
