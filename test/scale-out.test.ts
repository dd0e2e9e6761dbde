import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { DEMO_PARTNER_KEY_ID, DEMO_PARTNER_SECRET } from '../src/modules/sandbox/demo-partner.js';
import type { ManualClock } from '../src/platform/clock.js';
import type { TypedApp } from '../src/platform/http/typed-app.js';
import { createTestDatabase, TEST_DATABASE } from './helpers/db.js';
import { authorizeWithConsent, exchange, newPkce, registerClient } from './helpers/oauth-client.js';
import { TestSigner } from './helpers/partner-signer.js';
import { redisReachable, TEST_REDIS_URL } from './helpers/redis.js';
import { freePort, injectOverHttp, type Instance, type Nginx, nginxPresent, send, type SendOptions, type Sent, startInstance, startNginx } from './helpers/scale-out-cluster.js';
import { parseStream, rowsOf } from './helpers/search-stream.js';
import { SessionAgent, signIn } from './helpers/session-agent.js';

/**
 * The brief's scale-out stage: "two instances on one database give the same answers as one". Two `nameport serve
 * --sandbox` processes (the built CLI) on one fresh PostgreSQL database and one Redis key prefix, behind nginx running
 * the shipped deploy/nginx.conf (round robin). Every check goes through nginx and reads what a user sees.
 * PostgreSQL only: the embedded database is one process by construction.
 */

const SEARCH_LIMIT = 4;
const WHOIS_CAP = 3;
const PARTNER_SEARCH_LIMIT = 12;
const DEMO_EMAIL = 'demo@nameport.test';
const DEMO_PASSWORD = 'nameport-demo';
/** Two loopback addresses other than nginx's own (127.0.0.1): two clients of one test process. */
const CLIENT_A = '127.0.0.2';
const CLIENT_B = '127.0.0.3';

const skip = TEST_DATABASE !== 'postgres'
  ? 'several instances share one PostgreSQL database: runs in the PostgreSQL pass'
  : !nginxPresent() ? 'nginx is missing (npm run test:setup)' : !(await redisReachable()) ? 'Redis is not reachable' : false;

describe('several instances behind nginx give the same answers as one (README "Several instances behind a load balancer")', { skip }, () => {
  let database: { url: string; drop(): Promise<void> };
  let instances: Instance[] = [];
  let nginx: Nginx;
  let receiver: Server;
  const deliveries: { id: string; type: string }[] = [];
  const realClock = { now: () => new Date() } as ManualClock;
  const signer = new TestSigner(DEMO_PARTNER_KEY_ID, DEMO_PARTNER_SECRET, realClock);
  let limitsSigner: TestSigner;

  before(async () => {
    database = await createTestDatabase();
    receiver = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => { body += chunk.toString(); });
      request.on('end', () => {
        deliveries.push({ id: String(request.headers['webhook-id']), type: (JSON.parse(body) as { type: string }).type });
        response.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const ports = [await freePort(), await freePort()];
    nginx = await startNginx(ports);
    const env = {
      DATABASE_URL: database.url, REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: `nameport-test:${randomUUID()}:`, REDIS_TIMEOUT_MS: '5000',
      TRUST_PROXY: '127.0.0.1', PUBLIC_BASE_URL: nginx.url,
      SEARCH_RATE_LIMIT_PER_MINUTE: String(SEARCH_LIMIT), WHOIS_DAILY_CAP_ANONYMOUS: String(WHOIS_CAP),
      PARTNER_RATE_SEARCH_PER_MINUTE: String(PARTNER_SEARCH_LIMIT), SHUTDOWN_GRACE_SECONDS: '5',
    };
    const started = await Promise.allSettled(ports.map((port) => startInstance(port, env)));
    instances = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    for (const result of started) if (result.status === 'rejected') throw result.reason; // after() stops the other
    // A credential of its own for the rate-limit test, made as an operator makes one (the demo one places the order).
    const created = spawnSync(process.execPath, ['dist/main.js', 'partners', 'create', '--name', 'Limits', '--scopes', 'search', '--env', 'sandbox', '--sandbox', '--json'], {
      cwd: join(import.meta.dirname, '..'), env: { PATH: process.env.PATH, HOME: process.env.HOME, DATABASE_URL: database.url, NAMEPORT_SECRET_KEY: '', LOG_LEVEL: 'warn' }, encoding: 'utf8',
    });
    assert.equal(created.status, 0, created.stderr);
    const { key_id, secret } = JSON.parse(created.stdout) as { key_id: string; secret: string };
    limitsSigner = new TestSigner(key_id, secret, realClock);
  });
  after(async () => {
    for (const instance of instances) await instance.stop();
    await nginx?.stop();
    receiver?.close();
    await database?.drop();
  });

  const via = (path: string, options: SendOptions = {}) => send(`${nginx.url}${path}`, options);
  const upstreams = (answers: Sent[]) => new Set(answers.map((a) => a.upstream));
  const json = (body: unknown): SendOptions => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const signed = (method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown, extra: Record<string, string> = {}, nonce?: string, by = signer) => {
    const text = body === undefined ? '' : JSON.stringify(body);
    const headers = { ...by.headers(method, url, text, nonce ? { nonce } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...extra };
    return via(url, { method, headers, ...(body === undefined ? {} : { body: text }) });
  };

  test('the public search limit is one count across both instances, keyed on the client address nginx forwards', async () => {
    await awayFromMinuteEnd();
    const search = (from: string, headers: Record<string, string> = {}) =>
      via('/api/domain/search', { ...json({ q: 'scaleout.com', alternates: false }), from, headers: { 'content-type': 'application/json', ...headers } });
    const allowed = [];
    // A client prepending its own X-Forwarded-For is still itself: nginx appends the real address, which is what counts.
    for (let i = 0; i < SEARCH_LIMIT; i++) allowed.push(await search(CLIENT_A, i % 2 ? { 'x-forwarded-for': `198.51.100.${i}` } : {}));
    assert.deepEqual(allowed.map((a) => a.status), Array(SEARCH_LIMIT).fill(200));
    assert.equal(upstreams(allowed).size, 2, 'the searches were spread over both instances');
    const refused = await search(CLIENT_A);
    assert.equal(refused.status, 429, refused.body);
    assert.ok(Number(refused.headers['retry-after']) > 0);
    assert.equal((await search(CLIENT_B)).status, 200, 'another client has its own count (not one count for nginx)');
  });

  test('the WHOIS daily quota is one count across both instances, per client address', async () => {
    const whois = (from: string) => via('/api/tools/whois', { ...json({ domain: 'google.com' }), from });
    const allowed = [];
    for (let i = 0; i < WHOIS_CAP; i++) allowed.push(await whois(CLIENT_A));
    assert.deepEqual(allowed.map((a) => a.status < 300), Array(WHOIS_CAP).fill(true), allowed.map((a) => a.body).join('\n'));
    assert.equal(upstreams(allowed).size, 2);
    assert.equal((await whois(CLIENT_A)).status, 429);
    assert.ok((await whois(CLIENT_B)).status < 300);
  });

  test('partner requests: a nonce replayed to the other instance is refused; the rate limit is one count', async () => {
    await awayFromMinuteEnd();
    const url = '/api/partner/v1/availability?domain=glowspot.com';
    const nonce = randomUUID();
    const first = await signed('GET', url, undefined, {}, nonce, limitsSigner);
    assert.equal(first.status, 200, first.body);
    const replayed = await via(url, { headers: limitsSigner.headers('GET', url, '', { nonce, timestamp: String(Math.floor(Date.now() / 1000)) }) });
    assert.notEqual(replayed.upstream, first.upstream, 'nginx sent the replay to the other instance');
    assert.equal(replayed.status, 401, replayed.body);
    assert.match(replayed.body, /nonce/i);

    const answers = [first, replayed];
    while (answers.filter((a) => a.status === 200).length < PARTNER_SEARCH_LIMIT) {
      const answer = await signed('GET', url, undefined, {}, undefined, limitsSigner);
      answers.push(answer);
      if (answer.status !== 200) break;
    }
    assert.equal(answers.filter((a) => a.status === 200).length, PARTNER_SEARCH_LIMIT);
    const over = await signed('GET', url, undefined, {}, undefined, limitsSigner);
    assert.equal(over.status, 429, over.body);
  });

  test('an order: its Idempotency-Key answers the same order on the other instance, the sale shows on both at once, fulfilment and webhooks run once', async () => {
    const hook = await signed('PUT', '/api/partner/webhooks', { url: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`, events: ['order.*'] });
    assert.equal(hook.status, 201, hook.body);
    const domain = 'ledgerlamp.com';
    const availability = async () => (await signed('GET', `/api/partner/v1/availability?domain=${domain}`)).json().available;
    // Both instances have answered for the listing before the sale (a per-process cache would now hold it).
    assert.deepEqual([await availability(), await availability()], [true, true]);

    const quote = await signed('POST', '/api/partner/v1/quotes', { domain });
    assert.equal(quote.status, 201, quote.body);
    const order = { quote_id: quote.json().quote_id, external_payment_ref: 'pi_scale_out', buyer: { email: 'buyer@example.com', registrar_customer: 'buyer-handle' } };
    const key = { 'idempotency-key': `scale-out-${randomUUID()}` };
    const placed = await signed('POST', '/api/partner/v1/orders', order, key);
    const again = await signed('POST', '/api/partner/v1/orders', order, key);
    assert.equal(placed.status, 201, placed.body);
    assert.notEqual(again.upstream, placed.upstream, 'the retry reached the other instance');
    assert.equal(again.status, 201, again.body);
    assert.equal(again.json().public_id, placed.json().public_id, 'the stored answer, not a second order');

    assert.deepEqual([await availability(), await availability()], [false, false], 'the sale is seen by both instances at once');

    // The receiver, not the API, is watched (polling would spend the credential's per-minute requests).
    for (let i = 0; i < 150 && deliveries.length < 3; i++) await new Promise((resolve) => setTimeout(resolve, 100));
    await new Promise((resolve) => setTimeout(resolve, 1_000)); // room for a duplicate to arrive
    // Delivery order is not guaranteed (README "Webhooks and events", Ordering), with one instance or several.
    assert.deepEqual(deliveries.map((d) => d.type).sort(), ['order.paid', 'order.transfer_pending', 'order.transfer_started'], 'each event delivered once');
    const current = (await signed('GET', `/api/partner/v1/orders/${placed.json().public_id}`)).json();
    assert.equal(current.status, 'TRANSFER_IN_PROGRESS', JSON.stringify(current));
    assert.deepEqual(current.timeline.map((step: { status: string }) => step.status), ['PAID', 'TRANSFER_PENDING', 'TRANSFER_IN_PROGRESS'], 'each step once');
    assert.equal(new Set(deliveries.map((d) => d.id)).size, deliveries.length);
  });

  test('the NDJSON search stream reaches the client through nginx as it is written, not when it ends', async () => {
    const answer = await via('/api/domain/search', { ...json({ q: 'streamcheck.com' }), from: '127.0.0.4' });
    assert.equal(answer.status, 200, answer.body);
    const events = parseStream(answer.body);
    assert.equal(events[0]!.kind, 'header');
    assert.equal(events.at(-1)!.kind, 'done');
    assert.ok(answer.chunks.length > 1, `the stream arrived in ${answer.chunks.length} piece(s)`);
    assert.ok(!answer.chunks[0]!.text.includes('"kind":"done"'), 'the header arrived before the search was done');
  });

  test('OAuth: a token issued through one instance works on the other; a signed-in session works on both', async () => {
    const agent = new SessionAgent(injectOverHttp(nginx.url, '127.0.0.5') as unknown as TypedApp);
    const signedIn = await signIn(agent, DEMO_EMAIL, DEMO_PASSWORD);
    assert.equal(signedIn.status, 303, signedIn.body);
    const pages = [await agent.get('/account'), await agent.get('/account')];
    assert.deepEqual(pages.map((p) => p.status), [200, 200]);
    for (const page of pages) assert.ok(page.body.includes(DEMO_EMAIL));

    const kit = await registerClient(nginx.url, undefined);
    const pkce = await newPkce();
    const tokens = await (await exchange(kit, await authorizeWithConsent(agent, kit, pkce), pkce)).json() as { access_token: string };
    assert.ok(tokens.access_token);
    const withToken = async (token: string) => via('/api/domain/search', { ...json({ q: 'glowspot.com', alternates: false }), from: '127.0.0.6', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` } });
    const answers = [await withToken(tokens.access_token), await withToken(tokens.access_token)];
    assert.equal(upstreams(answers).size, 2);
    for (const answer of answers) {
      assert.equal(answer.status, 200, answer.body);
      assert.equal(rowsOf(parseStream(answer.body)).get('glowspot.com')?.listing?.price_masked, false, 'the token unmasks the listing price');
    }
    assert.equal((await withToken('not-a-token')).status, 401);
  });

  test('MCP over HTTP: a client keeps working when nginx sends its next request to the other instance (stateless server)', async () => {
    const mcp = (message: unknown) => via('/mcp', { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' }, body: JSON.stringify(message) });
    const init = await mcp({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'scale-out-test', version: '1' } } });
    assert.equal(init.status, 200, init.body);
    const list = await mcp({ jsonrpc: '2.0', id: 2, method: 'tools/list', params: {} });
    assert.notEqual(list.upstream, init.upstream);
    assert.equal(list.status, 200, list.body);
    assert.match(list.body, /search_domain/);
  });

  test('one instance stopped (SIGTERM): nginx sends everything to the other and no request fails', async () => {
    let stopping = true;
    const statuses: string[] = [];
    // Reads and writes (POST, which nginx does not retry once sent), four clients at once, on kept-alive upstream connections.
    const mcpList = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} });
    const client = async (write: boolean) => {
      while (stopping) {
        const answer = write
          ? await via('/mcp', { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' }, body: mcpList })
          : await via('/api/pricing/tld?tld=com&op=register');
        statuses.push(`${write ? 'POST' : 'GET'} ${answer.status}`);
      }
    };
    const load = Promise.all([client(false), client(true), client(false), client(true)]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    assert.equal(await instances[1]!.stop(), 0);
    await new Promise((resolve) => setTimeout(resolve, 500));
    stopping = false;
    await load;
    assert.ok(statuses.length > 10);
    assert.deepEqual(statuses.filter((s) => !s.endsWith(' 200')), [], nginx.errorLog());
    const after = await via('/api/pricing/tld?tld=com&op=register');
    assert.equal(after.upstream, `127.0.0.1:${instances[0]!.port}`);
  });
});

/** Per-minute windows are aligned to the clock: a check that straddles a minute's end would see two windows. */
async function awayFromMinuteEnd(): Promise<void> {
  const second = new Date().getUTCSeconds();
  if (second >= 50) await new Promise((resolve) => setTimeout(resolve, (61 - second) * 1000));
}
