import type { AppContext } from './context.js';
import type { JobRegistry } from './platform/jobs/runner.js';
import type { TypedApp } from './platform/http/typed-app.js';
import { oauthApiRoutes } from './interfaces/public/oauth.routes.js';
import { healthRoutes } from './interfaces/public/health.route.js';
import { marketRoutes } from './interfaces/public/market.route.js';
import { bulkRoutes } from './interfaces/public/bulk.route.js';
import { pricingRoutes } from './interfaces/public/pricing.route.js';
import { searchRoutes } from './interfaces/public/search.route.js';
import { tldRoutes } from './interfaces/public/tlds.route.js';
import { whoisRoutes } from './interfaces/public/whois.route.js';
import { inventoryRoutes } from './interfaces/partner/inventory.routes.js';
import { orderRoutes } from './interfaces/partner/orders.routes.js';
import { fulfilmentJobs } from './modules/orders/fulfilment/jobs.js';
import type { PartnerRoutes } from './interfaces/partner/routes.js';
import { bulkJobs } from './modules/bulk/jobs.js';
import { catalogJobs } from './modules/catalog/sync/jobs.js';
import { partnerJobs } from './modules/partners/jobs.js';
import { warmInventorySearch } from './modules/partners/inventory/warm.js';
import { searchJobs } from './modules/search/jobs.js';
import { webhookRoutes } from './interfaces/partner/webhooks.routes.js';
import { reportRoutes } from './interfaces/partner/reports.routes.js';
import { webhookJobs } from './modules/webhooks/jobs.js';
import { startWebhookDispatcher } from './modules/webhooks/dispatcher.js';
import { RegistrarGate } from './modules/search/registrar-gate.js';
import { checkoutRoutes } from './interfaces/partner/checkout.routes.js';
import { paymentsWebhookRoutes } from './interfaces/public/payments-webhook.route.js';
import { checkoutPages } from './interfaces/web/checkout.routes.js';
import type { FastifyInstance } from 'fastify';
import { brokerageRoutes } from './interfaces/partner/brokerage.routes.js';
import { brokeragePages } from './interfaces/web/brokerage.routes.js';
import { brokerageJobs } from './modules/brokerage/jobs.js';
import { linkRoutes } from './interfaces/partner/links.routes.js';
import { referralPages } from './interfaces/web/referral.routes.js';

/**
 * What a feature contributes to the running service (issue 15 item 10). app.ts, background.ts and bootstrap.ts iterate
 * FEATURES instead of naming features, so a new feature adds its own files and one entry below.
 */
export interface Feature {
  /** Unique: the feature's name in this list (new job kinds usually start with it, e.g. `orders.fulfil`). */
  name: string;
  /** Interface A routes (and any unsigned route), registered on the app in list order. */
  routes?(app: TypedApp, ctx: AppContext): void | Promise<void>;
  /** Interface B routes, registered inside the one signed partner scope (HMAC, scopes, limits, idempotency). */
  partnerRoutes?: PartnerRoutes;
  /** Job kinds and recurring tasks on the one job runner of `serve`. */
  jobs?(registry: JobRegistry, ctx: AppContext): void;
  /** Work of `serve` that polls on its own beside the job runner (started with it; `close` stops it). */
  startInServe?(ctx: AppContext): void;
  /** What `serve` waits for before it listens (started by startInServe, run beside the app build). */
  readyToServe?(ctx: AppContext): Promise<void>;
  /** Puts the feature's per-process caches and back-offs back to their start (tests call it between tests on one app). */
  reset?(ctx: AppContext): void;
  /** Releases what the feature holds open (timers, connections) when the runtime closes. */
  close?(ctx: AppContext): Promise<void>;
}

/**
 * Every feature, in route-registration order (the order of interface A's OpenAPI paths). Front doors that serve every
 * feature (batch, MCP, the web pages, the partner scope itself) stay in app.ts.
 */
export const FEATURES: readonly Feature[] = [
  {
    name: 'search',
    routes: searchRoutes,
    jobs: searchJobs,
    // The registrar gate's rate-limit back-off must not outlive a test whose clock is put back.
    reset: (ctx) => {
      if (ctx.availability) ctx.search.registrar = new RegistrarGate(ctx.availability, ctx.clock, ctx.config.search.registrarConcurrency);
    },
  },
  {
    name: 'catalog',
    routes: (app, ctx) => {
      pricingRoutes(app, ctx);
      tldRoutes(app, ctx);
    },
    jobs: catalogJobs,
    reset: (ctx) => {
      ctx.priceBook.invalidate();
      ctx.tldMetadata.rows.clear();
    },
  },
  { name: 'listings', routes: marketRoutes },
  { name: 'bulk', routes: bulkRoutes, jobs: bulkJobs },
  { name: 'whois', routes: whoisRoutes },
  { name: 'health', routes: healthRoutes },
  // Accounts, sign-in and the OAuth 2.1 authorization server (issue 4); before MCP, whose RFC 9728 metadata reuses its schema.
  { name: 'accounts', routes: oauthApiRoutes },
  {
    name: 'partners',
    partnerRoutes: inventoryRoutes,
    jobs: partnerJobs,
    // Word data and inventory indexes load in the background at start, not on the first search (issue 20).
    startInServe: warmInventorySearch,
    // serve listens once the index is built, so the first search is as fast as any (issue 20: ≤ 200 ms).
    readyToServe: async (ctx) => {
      await ctx.partner.search.warming;
    },
    reset: (ctx) => {
      ctx.partner.credentials.clear();
      ctx.partner.lastUsedWrites.clear();
      ctx.partner.search.invalidate();
    },
    close: async (ctx) => {
      ctx.partner.search.close();
      await ctx.partner.guard.close();
    },
  },
  // Quotes, orders and refunds (issue 16); the fulfilment jobs join this entry.
  { name: 'orders', partnerRoutes: orderRoutes, jobs: fulfilmentJobs },
  // Signed webhooks and the event history (issue 17); delivery attempts poll every 250 ms on lanes of their own.
  {
    name: 'webhooks',
    partnerRoutes: webhookRoutes,
    jobs: webhookJobs,
    startInServe: startWebhookDispatcher,
    close: async (ctx) => ctx.webhooks.dispatcher?.stop(),
  },
  // The commission ledger's reports (issue 18): settlements, transactions and payouts.
  { name: 'ledger', partnerRoutes: reportRoutes },
  // Hosted checkout (issue 18): the partner route, the buyer's pages and Stripe's webhook.
  {
    name: 'checkout',
    partnerRoutes: checkoutRoutes,
    routes: async (app, ctx) => {
      await checkoutPages(app as unknown as FastifyInstance, ctx);
      await paymentsWebhookRoutes(app as unknown as FastifyInstance, ctx);
    },
  },
  // Brokerage cases (issue 19): the partner routes, the buyer's no-login progress page, the sandbox steps and completions.
  {
    name: 'brokerage',
    partnerRoutes: brokerageRoutes,
    jobs: brokerageJobs,
    routes: async (app, ctx) => brokeragePages(app as unknown as FastifyInstance, ctx),
  },
  // Referral links (issue 19): POST/GET /links, /me/clicks, /analytics; /r/{token}, the home, domain and product pages.
  { name: 'referrals', partnerRoutes: linkRoutes, routes: (app, ctx) => referralPages(app as unknown as FastifyInstance, ctx) },
];

/** Every feature's interface B routes, in list order (the partner scope registers them; tests probe them). */
export const PARTNER_ROUTES: readonly PartnerRoutes[] = FEATURES.flatMap((feature) => (feature.partnerRoutes ? [feature.partnerRoutes] : []));

/** Puts every feature's per-process caches and back-offs back to their start (between tests on one app). */
export function resetFeatures(ctx: AppContext): void {
  for (const feature of FEATURES) feature.reset?.(ctx);
}
