/**
 * The JavaScript SDK's partner client (sdk/js/src/partner, interface B) against a real sandbox server listening on
 * 127.0.0.1: signing as contract 5.2 and the independent vectors say, the order flow, paging, idempotent retries,
 * unknown outcomes, errors, rate limits, and webhook verification of a real delivery.
 */
import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import {
  canonicalString, type FetchLike, NameportError, PartnerClient, PartnerOutcomeUnknownError, signRequest, verifyWebhook, WebhookVerificationError,
} from '../sdk/js/src/index.js';
import { PARTNER_GENERATED_FILE, renderOpenApiTypes, typesOnly } from '../sdk/js/scripts/generate-types.js';
import { createCredential } from '../src/modules/partners/credentials/service.js';
import type { PartnerScope } from '../src/modules/partners/credentials/scopes.js';
import type { ManualClock } from '../src/platform/clock.js';
import { sandboxCatalogAndListings, useTestApp } from './helpers/app.js';
import { Webhook } from 'standardwebhooks';
import { verifyWithStandardWebhooks, WebhookReceiver } from './helpers/webhook-receiver.js';

/** The independent vectors: ../shared/spec beside the repository when present (the source), else the repository's copy. */
const SHARED_VECTORS = join(import.meta.dirname, '..', '..', 'shared', 'spec', 'partner-signing-vectors.json');
const VECTORS = existsSync(SHARED_VECTORS) ? SHARED_VECTORS : join(import.meta.dirname, 'fixtures', 'partner', 'partner-signing-vectors.json');
/** Reporting limit per credential and minute on this server: low, so the 429 test needs few requests. */
const REPORT_LIMIT = 4;

interface Vector { name: string; method: string; path: string; raw_query: string; timestamp: string; nonce: string; body: string; canonical_string: string; signature: string }

describe('JavaScript partner SDK against a real sandbox server (interface B)', () => {
  const server = useTestApp({ sandbox: true, prepare: sandboxCatalogAndListings, listen: true, env: { PARTNER_RATE_REPORT_PER_MINUTE: String(REPORT_LIMIT) } });
  let nextListing = 0;

  /** A fresh credential (its own rate-limit counters) and a client for it. */
  async function partner(scopes: PartnerScope[] = ['search', 'buy'], options: { fetch?: FetchLike; maxRetries?: number; secret?: string } = {}) {
    const created = await createCredential(server.t.ctx, { name: 'SDK Partner', scopes, environment: 'sandbox' });
    const client = new PartnerClient({ baseUrl: server.baseUrl, keyId: created.keyId, secret: options.secret ?? created.secret, fetch: options.fetch, maxRetries: options.maxRetries });
    return { client, created };
  }

  /** Active sandbox listings no other test has used. */
  async function listings(count: number): Promise<{ domain: string; buy_now_cents: number; currency: string }[]> {
    const rows = await server.db.query<{ domain: string; buy_now_cents: number; currency: string }>(
      `SELECT domain, buy_now_cents, currency FROM listings WHERE environment = 'sandbox' AND status = 'active' ORDER BY domain OFFSET $1 LIMIT $2`,
      [nextListing, count],
    );
    nextListing += count;
    return rows;
  }

  const buyer = { email: 'buyer@example.com', name: 'Ada Buyer' };

  test('the committed partner types match the running server\'s /api/partner/v1/openapi.json (answer types cannot drift)', async () => {
    const document = (await (await fetch(`${server.baseUrl}/api/partner/v1/openapi.json`)).json()) as Record<string, unknown>;
    const expected = await renderOpenApiTypes(document, 'partner');
    const committed = await readFile(PARTNER_GENERATED_FILE, 'utf8');
    // Types only: an edited description refreshes the doc comments at the next generate without failing here.
    assert.ok(typesOnly(committed) === typesOnly(expected), 'the types in sdk/js/src/generated/partner-openapi.ts differ from /api/partner/v1/openapi.json: run `npm run sdk:generate`');
  });

  test('signing: every vector of partner-signing-vectors.json gives its canonical string and signature', async () => {
    const file = JSON.parse(await readFile(VECTORS, 'utf8')) as { secret: string; vectors: Vector[] };
    assert.ok(file.vectors.length >= 19);
    for (const v of file.vectors) {
      const request = { method: v.method, path: v.path, rawQuery: v.raw_query, timestamp: v.timestamp, nonce: v.nonce, body: v.body };
      assert.equal(canonicalString(request), v.canonical_string, v.name);
      assert.equal(signRequest(file.secret, request), v.signature, v.name);
    }
  });

  test('quote → order → getOrder: the order is PAID at the quoted price and reads back with its timeline', async () => {
    const { client } = await partner();
    const [listing] = await listings(1);
    const quote = await client.createQuote(listing!.domain);
    assert.match(quote.quote_id, /^qt_/);
    assert.equal(quote.price_cents, listing!.buy_now_cents);
    const order = await client.createOrder({ quote_id: quote.quote_id, external_payment_ref: 'pay_sdk_flow_1', buyer });
    assert.match(order.public_id, /^ord_/);
    assert.equal(order.status, 'PAID');
    assert.equal(order.price_cents, quote.price_cents);
    const read = await client.getOrder(order.public_id);
    assert.equal(read.public_id, order.public_id);
    assert.equal(read.timeline[0]?.event, 'order.paid');
    const availability = await client.availability(listing!.domain);
    assert.equal(availability.available, false, 'the sold domain is no longer for sale');
  });

  test('allOrders follows page.next_cursor: five orders in pages of two, each once, newest first', async () => {
    const requests: string[] = [];
    const fetchSpy: FetchLike = (input, init) => {
      requests.push(`${init.method} ${new URL(input).pathname}${new URL(input).search}`);
      return fetch(input, init);
    };
    const { client } = await partner(['search', 'buy'], { fetch: fetchSpy });
    const made: string[] = [];
    for (const [i, l] of (await listings(5)).entries()) {
      const order = await client.createOrder({ domain: l.domain, sale_price_cents: l.buy_now_cents, currency: l.currency, external_payment_ref: `pay_sdk_page_${i}`, buyer });
      made.push(order.public_id);
    }
    requests.length = 0;
    const seen: string[] = [];
    for await (const order of client.allOrders({ limit: 2 })) seen.push(order.public_id);
    assert.deepEqual(seen, [...made].reverse());
    assert.equal(requests.length, 3, requests.join('\n'));
    assert.match(requests[1]!, /cursor=/);
  });

  test('a write whose answer was lost is retried with the same Idempotency-Key: one order, the same one', async () => {
    const keys: string[] = [];
    let loseNext = true;
    // The request reaches the server and is carried out; only its answer is lost, as on a dropped connection.
    const lossy: FetchLike = async (input, init) => {
      keys.push((init.headers as Record<string, string>)['idempotency-key'] ?? '');
      const response = await fetch(input, init);
      if (loseNext && init.method === 'POST') {
        loseNext = false;
        await response.arrayBuffer();
        throw new TypeError('fetch failed', { cause: Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' }) });
      }
      return response;
    };
    const { client } = await partner(['search', 'buy'], { fetch: lossy });
    const [l] = await listings(1);
    const order = await client.createOrder({ domain: l!.domain, sale_price_cents: l!.buy_now_cents, currency: l!.currency, external_payment_ref: 'pay_sdk_retry', buyer });
    assert.equal(keys.length, 2);
    assert.equal(keys[0], keys[1], 'the retry carries the same key');
    const page = await client.listOrders({ domain: l!.domain });
    assert.deepEqual(page.items.map((o) => o.public_id), [order.public_id], 'exactly one order was made');
    // The same key again, from anywhere, answers the same order (the server replays it).
    const again = await client.createOrder({ domain: l!.domain, sale_price_cents: l!.buy_now_cents, currency: l!.currency, external_payment_ref: 'pay_sdk_retry', buyer }, { idempotencyKey: keys[0] });
    assert.equal(again.public_id, order.public_id);
  });

  test('an answer lost on every attempt is PartnerOutcomeUnknownError with the key; retrying with it gives the order made', async () => {
    const blackHole: FetchLike = async (input, init) => {
      await (await fetch(input, init)).arrayBuffer();
      throw new TypeError('fetch failed', { cause: Object.assign(new Error('other side closed'), { code: 'UND_ERR_SOCKET' }) });
    };
    const lost = await partner(['search', 'buy'], { fetch: blackHole, maxRetries: 1 });
    const [l] = await listings(1);
    const input = { domain: l!.domain, sale_price_cents: l!.buy_now_cents, currency: l!.currency, external_payment_ref: 'pay_sdk_unknown', buyer };
    const error = await lost.client.createOrder(input).then(() => assert.fail('expected outcome_unknown'), (e: unknown) => e);
    assert.ok(error instanceof PartnerOutcomeUnknownError, String(error));
    assert.ok(error instanceof NameportError);
    assert.equal(error.code, 'outcome_unknown');
    assert.match(error.message, /may have been carried out/);
    assert.ok(error.idempotencyKey);
    const sameCredential = new PartnerClient({ baseUrl: server.baseUrl, keyId: lost.created.keyId, secret: lost.created.secret });
    const order = await sameCredential.createOrder(input, { idempotencyKey: error.idempotencyKey! });
    assert.equal(order.status, 'PAID');
    assert.equal((await sameCredential.listOrders({ domain: l!.domain })).items.length, 1);
  });

  test('a refused signature is NameportError 401 invalid_signature with the server\'s canonical hash and request id', async () => {
    const { client } = await partner(['search'], { secret: 'sk_not_the_secret' });
    const error = await client.pricing('example.com').then(() => assert.fail('expected 401'), (e: unknown) => e);
    assert.ok(error instanceof NameportError);
    assert.equal(error.status, 401);
    assert.equal(error.code, 'invalid_signature');
    assert.match(String(error.details?.canonical_sha256), /^[0-9a-f]{64}$/);
    assert.ok(error.requestId);
    // A business error keeps the server's code too.
    const { client: good } = await partner(['search']);
    await assert.rejects(good.getDomain('not-listed-anywhere.com'), (e: NameportError) => e.status === 404 && e.code === 'not_found');
  });

  test('over the reporting limit: NameportError 429 rate_limited with retryAfter in seconds', async () => {
    const { client } = await partner(['report'], { maxRetries: 0 });
    let error: unknown;
    // Fixed one-minute windows: a window boundary may reset the count once, hence up to twice the limit.
    for (let i = 0; i <= 2 * REPORT_LIMIT && !error; i++) await client.transactions().catch((e: unknown) => (error = e));
    assert.ok(error instanceof NameportError, String(error));
    assert.equal(error.status, 429);
    assert.equal(error.code, 'rate_limited');
    assert.ok(error.retryAfter !== null && error.retryAfter >= 1 && error.retryAfter <= 60, String(error.retryAfter));
  });

  test('verifyWebhook accepts a real delivery (both header sets) and refuses a tampered body and an old timestamp', async () => {
    const clock = { now: () => new Date() } as ManualClock;
    const receiver = await new WebhookReceiver(clock).start();
    try {
      const { client } = await partner(['webhook']);
      const registration = await client.registerWebhook({ url: receiver.url, events: ['order.*'] });
      assert.match(String(registration.secret), /^whsec_/);
      const secret = registration.secret!;
      const fired = await client.testWebhook();
      assert.equal((fired.delivery as { status: string }).status, 'delivered');
      const delivery = receiver.received.at(-1)!;
      const headers = delivery.headers as Record<string, string>;
      const event = verifyWebhook(delivery.body, headers, secret);
      assert.equal(event.type, 'ping');
      assert.equal(event.id, fired.event_id);
      assert.ok(verifyWithStandardWebhooks(secret, delivery.headers, delivery.body, new Date()), 'the standardwebhooks package agrees');
      const serviceOnly = Object.fromEntries(Object.entries(headers).filter(([name]) => !name.startsWith('webhook-')));
      assert.equal(verifyWebhook(Buffer.from(delivery.body), serviceOnly, secret).id, event.id);
      const refused = (fn: () => unknown) => { try { fn(); } catch (e) { return e instanceof WebhookVerificationError ? e.reason : String(e); } return 'accepted'; };
      assert.equal(refused(() => verifyWebhook(delivery.body.replace('"ping"', '"pong"'), headers, secret)), 'invalid_signature');
      assert.equal(refused(() => verifyWebhook(delivery.body, serviceOnly, `${secret.slice(0, -4)}AAA=`)), 'invalid_signature');
      const sentAt = Number(headers['webhook-timestamp']) * 1000;
      assert.equal(refused(() => verifyWebhook(delivery.body, headers, secret, { now: sentAt + 301_000 })), 'timestamp_out_of_tolerance');
      assert.equal(refused(() => verifyWebhook(delivery.body, headers, secret, { now: sentAt + 300_000 })), 'accepted');
      assert.equal(refused(() => verifyWebhook(delivery.body, {}, secret)), 'missing_headers');
      // The event history has the ping, and catching up from it yields nothing more.
      const events = [];
      for await (const e of client.eventsAfter()) events.push(e);
      assert.deepEqual(events.map((e) => e.id), [event.id]);
    } finally {
      await receiver.stop();
    }
  });

  test('verifyWebhook agrees with the standardwebhooks package\'s signer, and accepts either signature during a rotation', () => {
    const oldSecret = `whsec_${Buffer.from('o'.repeat(32)).toString('base64')}`;
    const newSecret = `whsec_${Buffer.from('n'.repeat(32)).toString('base64')}`;
    const body = '{"id":"evt_1","type":"order.paid","created_at":"2026-11-25T12:00:00.000Z","sequence":1,"data":{"version":1}}';
    const at = new Date();
    const signature = `${new Webhook(newSecret).sign('evt_1', at, body)} ${new Webhook(oldSecret).sign('evt_1', at, body)}`;
    const headers = { 'webhook-id': 'evt_1', 'webhook-timestamp': String(Math.floor(at.getTime() / 1000)), 'webhook-signature': signature };
    assert.equal(verifyWebhook(body, headers, newSecret).type, 'order.paid');
    assert.equal(verifyWebhook(body, headers, oldSecret).type, 'order.paid');
    // A secret a partner chose without the whsec_ prefix is keyed with its UTF-8 bytes (README "Webhooks and events").
    const chosen = 'my-own-webhook-secret-of-24+chars';
    const own = `v1,${Buffer.from(createHmac('sha256', chosen).update(`evt_1.${headers['webhook-timestamp']}.${body}`).digest()).toString('base64')}`;
    assert.equal(verifyWebhook(body, { ...headers, 'webhook-signature': own }, chosen).id, 'evt_1');
    assert.throws(() => verifyWebhook(body, headers, `whsec_${Buffer.from('x'.repeat(32)).toString('base64')}`), WebhookVerificationError);
  });
});
