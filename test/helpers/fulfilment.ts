import { after, before, beforeEach } from 'node:test';
import { fulfilmentJobs } from '../../src/modules/orders/fulfilment/jobs.js';
import { type FulfilmentRow, findFulfilment } from '../../src/modules/orders/fulfilment/repository.js';
import { findOrder, type OrderRow } from '../../src/modules/orders/repository.js';
import { placeOrder } from '../../src/modules/orders/service.js';
import { JobRegistry, JobRunner } from '../../src/platform/jobs/runner.js';
import { type TestAppHandle, useTestApp } from './app.js';
import { FAKE_RTR_CUSTOMER, type FakeDomain } from './fake-rtr.js';
import { FakeSmtp } from './fake-smtp.js';
import { insertListings, TEST_SECRET_KEY } from './partner-signer.js';

export const CALLER = { partnerId: 'ptn_fulfil', keyId: 'pk_sandbox_fulfil01', environment: 'sandbox' as const };
export const BUYER_EMAIL = 'buyer@example.com';
/** A code with the characters registries ask for; no '=' (it would be escaped in a quoted-printable mail body). */
export const AUTH_CODE = 'Kx7#mQ2-vR9!pL4z';

export interface FulfilmentHarness extends TestAppHandle {
  smtp: FakeSmtp;
  /** A runner with only the fulfilment job kind (no recurring syncs or sweeps), new per test. */
  runner: JobRunner;
  /** Lists `domain` (USD 195.00) and has the fake registrar hold it in our account with `facts`. */
  listAndHold(domain: string, facts?: Partial<FakeDomain>): Promise<void>;
  /** POST /orders through the service (shape 2); `registrarCustomer` makes it a push; `caller` defaults to CALLER. */
  order(domain: string, registrarCustomer?: string, caller?: typeof CALLER): Promise<string>;
  /** One round of the runner: the ids and outcomes of the jobs it ran. */
  tick(): Promise<string[]>;
  read(orderId: string): Promise<{ order: OrderRow; fulfilment: FulfilmentRow | null }>;
  /** Registrar calls whose path contains `fragment`, by method. */
  calls(method: string, fragment: string): number;
}

/** The app on a fake RTR and a fake SMTP server (SMTP_URL), a manual clock, and a fulfilment-only job runner. */
export function useFulfilmentApp(): FulfilmentHarness {
  const smtp = new FakeSmtp();
  // The registrar deadline stays the test app's generous default: on a loaded machine a slow answer must not read as "unknown".
  const env: Record<string, string> = { NAMEPORT_SECRET_KEY: TEST_SECRET_KEY };
  before(async () => {
    await smtp.start();
    env.SMTP_URL = smtp.url;
  });
  after(() => smtp.stop());
  const h = useTestApp({ env }) as FulfilmentHarness;
  h.smtp = smtp;
  beforeEach(() => {
    smtp.mails.length = 0;
    h.t.logs.length = 0;
    const registry = new JobRegistry();
    fulfilmentJobs(registry, h.t.ctx);
    h.runner = new JobRunner(h.t.ctx, registry);
  });
  h.listAndHold = async (domain, facts = {}) => {
    await insertListings(h.db, 'sandbox', [{ domain, price: 19_500 }]);
    h.rtr.domains.set(domain, {
      expiryDate: '2027-01-01T00:00:00Z', autoRenew: true, privacyProtect: false, ns: [], status: ['CLIENT_TRANSFER_PROHIBITED'],
      createdDate: '2024-01-15T09:00:00Z', customer: FAKE_RTR_CUSTOMER, authcode: AUTH_CODE, ...facts,
    });
  };
  h.order = async (domain, registrarCustomer, caller = CALLER) => {
    const buyer = { email: BUYER_EMAIL, name: 'Ada Buyer', ...(registrarCustomer ? { registrar_customer: registrarCustomer } : {}) };
    const body = { domain, sale_price_cents: 19_500, currency: 'USD', external_payment_ref: `cs_test_${domain}`, buyer };
    return (await placeOrder(h.t.ctx, { caller, body, idempotencyKey: null })).public_id;
  };
  h.tick = async () => (await h.runner.tick()).ran.map((r) => `${r.kind}:${r.outcome}`);
  h.read = async (orderId) => ({ order: (await findOrder(h.db, orderId))!, fulfilment: await findFulfilment(h.db, orderId) });
  h.calls = (method, fragment) => h.rtr.calls.filter((c) => c.method === method && c.path.includes(fragment)).length;
  return h;
}
