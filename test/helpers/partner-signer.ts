import { createHash, createHmac, randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import type { AppContext } from '../../src/context.js';
import type { TypedApp } from '../../src/platform/http/typed-app.js';
import { createCredential } from '../../src/modules/partners/credentials/service.js';
import type { PartnerEnvironment, PartnerScope } from '../../src/modules/partners/credentials/scopes.js';
import { before, beforeEach } from 'node:test';
import type { ManualClock } from '../../src/platform/clock.js';
import { partnerScope } from '../../src/interfaces/partner/plugin.js';
import type { Db } from '../../src/platform/db/db.js';
import { TEST_START, useTestApp } from './app.js';

/** A fixed NAMEPORT_SECRET_KEY for tests (64 hex digits). */
export const TEST_SECRET_KEY = 'a1'.repeat(32);

/**
 * A partner's signer written from contract 5.2 alone (it shares no code with src/modules/partners/auth, so the server is
 * checked against an independent reading of the contract): canonical query form-decoded by URLSearchParams, sorted
 * by key then value, encodeURIComponent plus ! ' ( ) *, six lines, HMAC-SHA256 with the secret as UTF-8.
 */
export class TestSigner {
  constructor(readonly keyId: string, public secret: string, private readonly clock: ManualClock) {}

  /**
   * Pairs read as a partner's own URLSearchParams reads them (form decoding: '+' is a space), sorted by key then
   * value, re-encoded with encodeURIComponent plus ! ' ( ) *.
   */
  static canonicalQuery(raw: string): string {
    const enc = (s: string) => encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
    const pairs = [...new URLSearchParams(raw)];
    pairs.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0));
    return pairs.map(([k, v]) => `${enc(k)}=${enc(v)}`).join('&');
  }

  /** The four signing headers for a request; `url` is path plus raw query, as sent. */
  headers(method: string, url: string, body: string | Buffer = '', options: { timestamp?: string; nonce?: string; secret?: string } = {}): Record<string, string> {
    const timestamp = options.timestamp ?? String(Math.floor(this.clock.now().getTime() / 1000));
    const nonce = options.nonce ?? randomUUID();
    const q = url.indexOf('?');
    const path = q === -1 ? url : url.slice(0, q);
    const query = q === -1 ? '' : TestSigner.canonicalQuery(url.slice(q + 1));
    const hashed = method === 'GET' || method === 'HEAD' ? '' : body;
    const canonical = [method, path, query, timestamp, nonce, createHash('sha256').update(hashed).digest('hex')].join('\n');
    const signature = `v1=${createHmac('sha256', options.secret ?? this.secret).update(canonical, 'utf8').digest('hex')}`;
    return { 'x-service-key-id': this.keyId, 'x-service-timestamp': timestamp, 'x-service-nonce': nonce, 'x-service-signature': signature };
  }
}

export interface SignedCall {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  /** Sent exactly as given (a string is not re-serialised). */
  body?: string;
  headers?: Record<string, string>;
  /** Signing headers to leave out. */
  omit?: string[];
  sign?: { timestamp?: string; nonce?: string; secret?: string };
}

export async function signedInject(app: TypedApp, signer: TestSigner, call: SignedCall) {
  const method = call.method ?? 'GET';
  const signing = signer.headers(method, call.url, call.body ?? '', call.sign);
  for (const name of call.omit ?? []) delete signing[name];
  const options: InjectOptions = {
    method,
    url: call.url,
    headers: { ...(call.body !== undefined ? { 'content-type': 'application/json' } : {}), ...signing, ...call.headers },
    ...(call.body !== undefined ? { payload: call.body } : {}),
  };
  const response = await app.inject(options);
  let json: any = null;
  try {
    json = response.json();
  } catch {
    json = null;
  }
  return { status: response.statusCode, headers: response.headers, body: json, text: response.body, signing };
}

/** A credential created through the real service (what `nameport partners create` does). */
export async function createTestCredential(ctx: AppContext, clock: ManualClock, options: { scopes?: PartnerScope[]; environment?: PartnerEnvironment; name?: string } = {}) {
  const created = await createCredential(ctx, { name: options.name ?? 'Test Partner', scopes: options.scopes ?? ['search', 'buy'], environment: options.environment ?? 'sandbox' });
  return { ...created, signer: new TestSigner(created.keyId, created.secret, clock) };
}

// ---------------------------------------------------------------------------------------------------------
// The app for partner route tests.

export interface PartnerAppHandle {
  db: Db;
  app: TypedApp;
  ctx: AppContext;
  clock: ManualClock;
  logs: Record<string, unknown>[];
}

/**
 * useTestApp (one database and app per file, tables emptied, caches reset and the clock put back before each test)
 * with NAMEPORT_SECRET_KEY set, optionally extra routes inside the partner scope (test-only routes), and the log
 * lines of the current test only.
 */
export function usePartnerApp(options: {
  env?: Record<string, string>;
  routes?: (scope: TypedApp, ctx: AppContext) => void;
  /** The test routes' idempotency lease heartbeat (real milliseconds; the lease itself runs on the injected clock). */
  idempotencyHeartbeatMs?: number;
} = {}): PartnerAppHandle {
  const { routes, idempotencyHeartbeatMs } = options;
  // Filled when the file starts, not now: a test file's own before() may still be completing options.env.
  const env: Record<string, string> = {};
  before(() => {
    Object.assign(env, { NAMEPORT_SECRET_KEY: TEST_SECRET_KEY, ...options.env });
  });
  const h = useTestApp({
    env,
    extend: routes ? (app, ctx) => partnerScope(app, ctx, (scope) => routes(scope, ctx), { idempotencyHeartbeatMs }) : undefined,
  });
  beforeEach(() => {
    h.t.logs.length = 0;
  });
  return {
    get db() { return h.db; },
    get app() { return h.t.app; },
    get ctx() { return h.t.ctx; },
    get clock() { return h.t.clock; },
    get logs() { return h.t.logs; },
  };
}

/** Inserts listings directly (domain, price in cents, optional floor), in one environment. */
export async function insertListings(db: Db, environment: 'sandbox' | 'live', listings: { domain: string; price: number; floor?: number; status?: string }[]): Promise<void> {
  let n = 0;
  for (const l of listings) {
    n += 1;
    const tld = l.domain.slice(l.domain.indexOf('.') + 1);
    const label = l.domain.slice(0, l.domain.indexOf('.'));
    await db.query(
      `INSERT INTO listings (id, domain, tld, label_length, buy_now_cents, floor_cents, status, environment, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9)`,
      [`lst_${environment}_${n}_${label}`, l.domain, tld, label.length, l.price, l.floor ?? null, l.status ?? 'active', environment, new Date(TEST_START)],
    );
  }
}
