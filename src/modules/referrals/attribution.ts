import { createHmac, randomBytes } from 'node:crypto';
import type { AppContext } from '../../context.js';
import type { Queryable } from '../../platform/db/db.js';
import { openToken, sealToken, tokenKey } from '../../platform/lib/sealed-token.js';
import { readSecret, storeSecretIfAbsent } from '../../platform/lib/server-secrets.js';
import { windowOf, type WindowKind } from '../../platform/limits/limiter.js';
import { publicEnvironment } from '../listings/browse.js';
import { type Environment, findLink, findLinkByToken, insertClick, type LinkRow } from './repository.js';

/**
 * Clicks and attribution (issue 19). GET|HEAD /r/{token} records a click and redirects to a target we compute from
 * the stored link (never from the request: no open redirect). A person's first click sets a first-party cookie that
 * attributes their hosted checkout to the link's partner for ATTRIBUTION_WINDOW_DAYS; a later click (of any link)
 * inside the window changes nothing: first click wins. Decisions: README "Referral links".
 */

export const ATTRIBUTION_WINDOW_DAYS = 30;
const WINDOW_MS = ATTRIBUTION_WINDOW_DAYS * 86_400_000;
const COOKIE_PURPOSE = 'referral';
/** The token of /r/{token}: 12 base64url characters (72 random bits). */
export const LINK_TOKEN_PATTERN = /^[A-Za-z0-9_-]{12}$/;

export function newLinkToken(): string {
  return randomBytes(9).toString('base64url');
}

/**
 * Link unfurlers and crawlers: counted as clicks, never as unique visitors, and given no cookie. Matched
 * case-insensitively anywhere in the User-Agent; an empty User-Agent counts as a bot too. Documented in the README.
 */
export const BOT_USER_AGENT_MARKERS = [
  'bot', 'crawler', 'spider', 'slurp', 'facebookexternalhit', 'facebookcatalog', 'meta-externalagent', 'whatsapp',
  'telegram', 'slack', 'discord', 'skypeuripreview', 'embedly', 'quora link preview', 'pinterest', 'vkshare',
  'redditbot', 'linkedinbot', 'iframely', 'outbrain', 'preview', 'curl/', 'wget/', 'python-requests', 'go-http-client',
] as const;

export function isBot(method: string, userAgent: string | undefined): boolean {
  if (method.toUpperCase() === 'HEAD') return true;
  const ua = (userAgent ?? '').trim().toLowerCase();
  return ua === '' || BOT_USER_AGENT_MARKERS.some((marker) => ua.includes(marker));
}

/** The page a link leads to: home, our domain page, or the product's page. Built from the stored link only. */
export function targetOf(ctx: AppContext, link: Pick<LinkRow, 'kind' | 'target' | 'environment'>): string {
  const base = ctx.config.publicBaseUrl;
  if (link.kind === 'domain') {
    // The public pages show the server's environment; a link of the other one says which listing it means.
    const env = link.environment === publicEnvironment(ctx) ? '' : `?env=${link.environment}`;
    return `${base}/domains/${encodeURIComponent(link.target ?? '')}${env}`;
  }
  if (link.kind === 'product') return `${base}/products/${encodeURIComponent(link.target ?? '')}`;
  return `${base}/`;
}

// --- the visitor: a keyed hash, no raw IP address stored --------------------------------------------------------

const VISITOR_KEY_NAME = 'referral_visitor_key_v1';
const visitorKeys = new WeakMap<Queryable, Promise<Buffer>>();

/** The key of visitor hashes: made by the first instance, shared through server_secrets (like the token key). */
function visitorKey(db: Queryable, now: Date): Promise<Buffer> {
  let key = visitorKeys.get(db);
  if (!key) {
    key = (async () => {
      await storeSecretIfAbsent(db, VISITOR_KEY_NAME, randomBytes(32).toString('base64url'), now);
      return Buffer.from((await readSecret(db, VISITOR_KEY_NAME)) ?? '', 'base64url');
    })();
    visitorKeys.set(db, key);
    key.catch(() => visitorKeys.delete(db));
  }
  return key;
}

export async function visitorHash(ctx: AppContext, ip: string, userAgent: string | undefined): Promise<string> {
  const key = await visitorKey(ctx.db, ctx.clock.now());
  return createHmac('sha256', key).update(`${ip}\n${userAgent ?? ''}`).digest('base64url');
}

/** The address alone, keyed like the visitor (a counter's subject: never the raw address). */
async function addressHash(ctx: AppContext, ip: string): Promise<string> {
  const key = await visitorKey(ctx.db, ctx.clock.now());
  return createHmac('sha256', key).update(`address\n${ip}`).digest('base64url');
}

// --- how many clicks of one visitor count ---------------------------------------------------------------------

/**
 * Anyone can request /r/{token} in a loop to inflate a link's clicks. The redirect is never refused (a real person
 * must never be stuck), but per link and clock hour only the first CLICKS_COUNTED_PER_VISITOR requests of one visitor
 * (address + user agent) and CLICKS_COUNTED_PER_ADDRESS of one address (whatever the user agent: rotating it does not
 * help) are recorded; the rest are redirected without being recorded. Ten covers a person coming back to a page they
 * shared or bookmarked; a hundred an office or campus behind one address. README "Referral links".
 */
export const CLICKS_COUNTED_PER_VISITOR = 10;
export const CLICKS_COUNTED_PER_ADDRESS = 100;
const COUNTING_WINDOW: WindowKind = { kind: 'fixed', ms: 3_600_000 };

/** Takes one from the visitor's and the address's hourly allowance on this link; false when either is used up. */
async function countsAsClick(ctx: AppContext, linkId: string, visitor: string, address: string): Promise<boolean> {
  const { start, end } = windowOf(COUNTING_WINDOW, ctx.clock.now());
  const counter = (subject: string) => ({ scope: 'referral:click', subject: `${linkId}:${subject}`, windowStart: start, windowEnd: end });
  // Short windows live in the one limiter store of the platform: memory on PGlite, else shared by every instance.
  const store = ctx.limits.perMinute;
  const byVisitor = counter(`v:${visitor}`);
  if ((await store.consume(byVisitor, CLICKS_COUNTED_PER_VISITOR)) === null) return false;
  if ((await store.consume(counter(`a:${address}`), CLICKS_COUNTED_PER_ADDRESS)) !== null) return true;
  await store.refund(byVisitor);
  return false;
}

// --- the attribution cookie ----------------------------------------------------------------------------------

interface CookiePayload { l: string; t: number }

/** The link and first-click time a cookie value carries, when we sealed it and its window is still open. */
async function openCookie(ctx: AppContext, value: string | undefined): Promise<CookiePayload | null> {
  if (!value) return null;
  const now = ctx.clock.now();
  const payload = openToken(await tokenKey(ctx.db, now), COOKIE_PURPOSE, value) as CookiePayload | null;
  if (!payload || typeof payload.l !== 'string' || typeof payload.t !== 'number') return null;
  // The window runs from the first click, on our clock: the browser's Max-Age is a courtesy, this is the rule.
  const age = now.getTime() - payload.t;
  return age >= 0 && age < WINDOW_MS ? payload : null;
}

export type FollowOutcome =
  | { kind: 'not_found' }
  | { kind: 'redirect'; location: string; cookie: { value: string; maxAgeSeconds: number } | null };

/**
 * A request of /r/{token}: records the click (bots too, up to the hourly allowance of countsAsClick) and says where
 * to send it. A person (not a bot) without a live attribution cookie gets one for this link, valid
 * ATTRIBUTION_WINDOW_DAYS from now, whether or not the click was recorded.
 */
export async function followLink(
  ctx: AppContext, input: { token: string; method: string; ip: string; userAgent: string | undefined; cookie: string | undefined },
): Promise<FollowOutcome> {
  if (!LINK_TOKEN_PATTERN.test(input.token)) return { kind: 'not_found' };
  const link = await findLinkByToken(ctx.db, input.token);
  if (!link) return { kind: 'not_found' };
  const now = ctx.clock.now();
  const bot = isBot(input.method, input.userAgent);
  const visitor = await visitorHash(ctx, input.ip, input.userAgent);
  if (await countsAsClick(ctx, link.id, visitor, await addressHash(ctx, input.ip))) {
    await insertClick(ctx.db, { linkId: link.id, partnerId: link.partner_id, environment: link.environment, visitorHash: visitor, bot, at: now });
  }
  let cookie: { value: string; maxAgeSeconds: number } | null = null;
  if (!bot && !(await openCookie(ctx, input.cookie))) {
    const payload: CookiePayload = { l: link.id, t: now.getTime() };
    cookie = { value: sealToken(await tokenKey(ctx.db, now), COOKIE_PURPOSE, payload), maxAgeSeconds: WINDOW_MS / 1000 };
  }
  return { kind: 'redirect', location: targetOf(ctx, link), cookie };
}

/**
 * Who a checkout started on our domain page is attributed to: the partner of the link in the buyer's cookie, when
 * the cookie is ours, inside its window and for a link of the checkout's environment; else null.
 */
export async function referralOf(ctx: AppContext, cookie: string | undefined, environment: Environment): Promise<{ partnerId: string; keyId: string; linkId: string } | null> {
  const payload = await openCookie(ctx, cookie);
  if (!payload) return null;
  const link = await findLink(ctx.db, payload.l);
  if (!link || link.environment !== environment) return null;
  return { partnerId: link.partner_id, keyId: link.key_id, linkId: link.id };
}
