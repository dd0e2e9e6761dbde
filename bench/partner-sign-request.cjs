// autocannon setupRequest for bench/partner.ts: signs every request with a fresh nonce (contract 5.2).
// Runs inside autocannon's worker threads, so it is a plain CommonJS file configured by environment variables.
'use strict';
const { createHmac, randomUUID } = require('node:crypto');

const KEY_ID = process.env.BENCH_PARTNER_KEY_ID;
const SECRET = process.env.BENCH_PARTNER_SECRET;
const PATH = process.env.BENCH_PARTNER_PATH;
const QUERY = process.env.BENCH_PARTNER_CANONICAL_QUERY || '';
const EMPTY_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

module.exports = function setupRequest(request) {
  const timestamp = String(Math.floor(Date.now() / 1000));
  const nonce = randomUUID();
  const canonical = `GET\n${PATH}\n${QUERY}\n${timestamp}\n${nonce}\n${EMPTY_SHA256}`;
  request.headers = {
    ...request.headers,
    'x-service-key-id': KEY_ID,
    'x-service-timestamp': timestamp,
    'x-service-nonce': nonce,
    'x-service-signature': `v1=${createHmac('sha256', SECRET).update(canonical, 'utf8').digest('hex')}`,
  };
  return request;
};
