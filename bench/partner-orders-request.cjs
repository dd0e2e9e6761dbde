// autocannon setupRequest for bench/partner-orders.ts: one signed POST /quotes or POST /orders per call, each with a
// fresh nonce (contract 5.2); orders also get a fresh Idempotency-Key and the next listing of the bench pool, since
// every order holds its domain. Runs inside autocannon's worker thread: plain CommonJS configured by environment.
'use strict';
const { createHash, createHmac, randomUUID } = require('node:crypto');

// Read on each call (the bench's own preflight signs both kinds in one thread); the pool position once per thread.
const env = (name) => process.env[name];
let next = null;

function body(kind) {
  if (kind === 'quote') return JSON.stringify({ domain: env('BENCH_QUOTE_DOMAIN') });
  if (next === null) next = Number(env('BENCH_POOL_START') || '0');
  next += 1;
  const ref = `cs_bench_${randomUUID()}`;
  return JSON.stringify({
    domain: `${env('BENCH_POOL_PREFIX')}${next}.com`, sale_price_cents: Number(env('BENCH_POOL_PRICE_CENTS')), currency: 'USD',
    external_payment_ref: ref, buyer: { email: 'bench@example.com' },
  });
}

module.exports = function setupRequest(request) {
  const kind = env('BENCH_ORDERS_KIND'); // 'quote' or 'order'
  const path = kind === 'quote' ? '/api/partner/v1/quotes' : '/api/partner/v1/orders';
  const text = body(kind);
  const timestamp = String(Math.floor(Date.now() / 1000));
  const nonce = randomUUID();
  const hash = createHash('sha256').update(text).digest('hex');
  const canonical = `POST\n${path}\n\n${timestamp}\n${nonce}\n${hash}`;
  request.method = 'POST';
  request.body = text;
  request.headers = {
    ...request.headers,
    'content-type': 'application/json',
    'x-service-key-id': env('BENCH_PARTNER_KEY_ID'),
    'x-service-timestamp': timestamp,
    'x-service-nonce': nonce,
    'x-service-signature': `v1=${createHmac('sha256', env('BENCH_PARTNER_SECRET')).update(canonical, 'utf8').digest('hex')}`,
    ...(kind === 'order' ? { 'idempotency-key': `bench-${nonce}` } : {}),
  };
  return request;
};
