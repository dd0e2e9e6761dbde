import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { searchBody, type SearchBody } from '../batch/search-body.js';
import type { Caller } from '../../modules/accounts/caller.js';
import type { AppContext } from '../../context.js';
import { StringEnum } from '../../platform/http/schemas.js';
import { formatMoney } from '../../platform/money.js';
import { PRICE_OPERATIONS } from '../../modules/catalog/pricing/operations.js';
import { getTldPrice, type TldPrice } from '../../modules/catalog/pricing/service.js';
import type { SearchRow } from '../../modules/search/types.js';
import { getTldMetadata, type TldMetadata } from '../../modules/catalog/tlds/service.js';
import { lookupWhois, type WhoisAnswer } from '../../modules/whois/service.js';

/**
 * The four MCP tools (contract 1; names, arguments and annotations as precedent.md gives the real service's). Each
 * calls the same service as its HTTP route: no second implementation. Descriptions are written for a model to read.
 */

/** MCP tool annotations (2025-06-18 schema): every tool only reads, gives the same answer on repeat, asks outside sources. */
export const READ_ONLY_ANNOTATIONS = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: true } as const;

export interface ToolContext {
  caller: Caller;
  signal: AbortSignal;
  /** Sends one progress notification, when the client asked for progress (a progressToken); a no-op otherwise. */
  progress?: ((progress: number, total: number, message: string, meta: Record<string, unknown>) => Promise<void>) | undefined;
}

export interface ToolOutcome {
  structured: Record<string, unknown>;
  /** A short summary for clients (and models) that read only text content. */
  text: string;
}

export interface McpTool<S extends TSchema = TSchema> {
  name: string;
  title: string;
  description: string;
  inputSchema: S;
  run(ctx: AppContext, args: Static<S>, tool: ToolContext): Promise<ToolOutcome>;
}

function tool<S extends TSchema>(definition: McpTool<S>): McpTool<S> {
  return definition;
}

const strict = { additionalProperties: false } as const;
const usd = (cents: number | null | undefined) => (cents === null || cents === undefined ? 'no price' : formatMoney(cents, 'USD', 'en-US', { grouping: false }));

/** `acme.io — Registered` / `acme.com — Available, register $12.17/yr` / `… for sale: Sign in for pricing`. */
export function rowSummary(row: SearchRow): string {
  const parts = [row.state_label];
  if (row.price.register_cents !== null && (row.available === true || row.state === 'likely_available' || row.state === 'premium')) {
    parts.push(`register ${usd(row.price.register_cents)}/yr${row.price.premium ? ' (premium)' : ''}`);
  }
  if (row.listing) parts.push(`for sale: ${row.listing.price_label}`);
  return `${row.domain_unicode === row.domain ? row.domain : `${row.domain_unicode} (${row.domain})`} — ${parts.join(', ')}`;
}

export const MCP_SEARCH_ROW_META_KEY = 'nameport/row';

export const MCP_TOOLS = [
  tool({
    name: 'search_domain',
    title: 'Check domain availability',
    description: `Checks whether a domain name can be registered, is taken, or is for sale on the Nameport marketplace, and by default also checks the same name on common alternate TLDs (for "acme.com": acme.io, acme.ai, …). Use it before suggesting a name to someone.
Each row has: domain, state (available, premium, registered, reserved, for_sale, likely_available, unknown), state_label, available (true/false, or null when no source could decide), price ({currency, register_cents, renew_cents, premium, tld_sold, unavailable_reason}: one year's new-registration and renewal price in US cents, premium true when register_cents is the registrar's premium quote for this name; always present and never masked; tld_sold false and register_cents null when Nameport does not sell that TLD, so the name cannot be registered through Nameport, with unavailable_reason saying why), listing (marketplace listing; its price is null and price_masked true unless the caller may see aftermarket prices), whois_summary.
"likely_available" means the registry has no record but no registrar confirmed it; "unknown" means no source answered in time: do not present either as certain.
When the request carries a progressToken, each row is also sent as a progress notification as soon as it is decided (the row itself in _meta["${MCP_SEARCH_ROW_META_KEY}"]); the final result always holds every row, the queried domain first.`,
    inputSchema: Type.Object({
      domain: Type.String({ minLength: 1, maxLength: 1024, description: 'The full domain name to check, with its TLD, e.g. "acme.com" or "bücher.de". Not a keyword or a phrase.' }),
      include_alternates: Type.Optional(Type.Boolean({ default: true, description: 'Also check the same name on common alternate TLDs (default true). Set false to check only the given domain.' })),
    }, strict),
    async run(ctx, args, t): Promise<ToolOutcome> {
      const progress = t.progress;
      const body: SearchBody = await searchBody(ctx, {
        q: args.domain,
        field: 'domain',
        caller: t.caller,
        signal: t.signal,
        ...(args.include_alternates === undefined ? {} : { includeAlternates: args.include_alternates }),
        ...(progress ? { onRow: (row, header, index) => progress(index, header.domains.length, rowSummary(row), { [MCP_SEARCH_ROW_META_KEY]: row }) } : {}),
      });
      const lines = body.rows.map(rowSummary);
      return { structured: { ...body }, text: `${body.count} domain${body.count === 1 ? '' : 's'} checked:\n${lines.join('\n')}` };
    },
  }),
  tool({
    name: 'whois_lookup',
    title: 'WHOIS/RDAP lookup',
    description: `Returns the registration record of a registered domain: registrar, registrant (often "REDACTED" for privacy), creation, expiry and last-update dates, EPP status codes, nameservers and contact emails, from the registry's RDAP service (DomainIQ as fallback).
Each call uses one lookup of a daily quota (10 per day for anonymous callers, per client IP); the result says how many are left (used, cap, remaining). Do not use it to check availability: use search_domain for that. A domain with no registration record is a "not_found" error.`,
    inputSchema: Type.Object({
      domain: Type.String({ minLength: 1, maxLength: 1024, description: 'The domain to look up, e.g. "google.com". A subdomain is looked up as its registrable domain (www.example.co.uk → example.co.uk).' }),
    }, strict),
    async run(ctx, args, t): Promise<ToolOutcome> {
      const answer: WhoisAnswer = await lookupWhois(ctx, { domain: args.domain, viewer: t.caller.viewer });
      const r = answer.lookup.result;
      const facts = [
        r.registrar && `registrar ${r.registrar}`,
        r.registrant && `registrant ${r.registrant}`,
        r.creation_date && `created ${r.creation_date.slice(0, 10)}`,
        r.expiration_date && `expires ${r.expiration_date.slice(0, 10)}`,
        r.status && `status ${r.status}`,
      ].filter(Boolean);
      return {
        structured: { ...answer },
        text: `${answer.lookup.domain} (${r.raw_source}): ${facts.join('; ') || 'no details published'}. ${answer.remaining} of ${answer.cap} WHOIS lookups left today.`,
      };
    },
  }),
  tool({
    name: 'tld_registration_price',
    title: 'TLD price',
    description: 'Returns the USD retail price of one year of registering, renewing, transferring or restoring a domain in a TLD (the standard registry price, not a premium or aftermarket price). Without `operation` it defaults to register (a new registration); note that the REST route GET /api/pricing/tld and the batch default to transfer. priceCents is in US cents, or null when Nameport does not offer that TLD/operation.',
    inputSchema: Type.Object({
      tld: Type.String({ minLength: 1, maxLength: 253, description: 'The TLD without the name, e.g. "com", "io", "co.uk" (a leading dot is accepted).' }),
      operation: Type.Optional(StringEnum(PRICE_OPERATIONS, { default: 'register', description: 'Which price: register (a new registration), renew, transfer or restore. Default register (unlike the REST route and the batch, which default to transfer).' })),
    }, strict),
    async run(ctx, args): Promise<ToolOutcome> {
      // This tool is about registration: without `operation` it prices `register` (the HTTP route's default is `transfer`, contract 4.1).
      const price: TldPrice = await getTldPrice(ctx, { tld: args.tld, op: args.operation ?? 'register' });
      return {
        structured: { ...price },
        text: price.priceCents === null ? `.${price.tld} ${price.op}: not offered` : `.${price.tld} ${price.op}: ${usd(price.priceCents)} per year`,
      };
    },
  }),
  tool({
    name: 'tld_requirements',
    title: 'TLD registration requirements',
    description: 'Returns the registration rules of a TLD from live registry data: allowed registration periods (months and years), whether the registrant must or may be an organisation, allowed registrant countries (empty = no restriction), nameserver count limits, IDN support, premium-name handling, whether a transfer needs an auth code, and the supported lifecycle operations.',
    inputSchema: Type.Object({
      tld: Type.String({ minLength: 1, maxLength: 253, description: 'The TLD, e.g. "com", "nl", "de".' }),
    }, strict),
    async run(ctx, args): Promise<ToolOutcome> {
      const metadata: TldMetadata = await getTldMetadata(ctx, { tld: args.tld });
      const years = metadata.allowedYears.length ? periodText(metadata.allowedYears, 'year') : periodText(metadata.periodsMonths, 'month');
      const countries = metadata.allowedCountries.length ? `registrant in ${metadata.allowedCountries.join(', ')}` : 'no country restriction';
      return {
        structured: { ...metadata },
        text: `.${metadata.tld} (${metadata.provider}): ${years}; ${countries}; organisation ${metadata.organizationRequired ? 'required' : metadata.organizationAllowed ? 'allowed' : 'not allowed'}; ${metadata.minNameservers}–${metadata.maxNameservers ?? 'any'} nameservers${metadata.stale ? ' (stale data)' : ''}.`,
      };
    },
  }),
] as McpTool[];

/** `1 year`, `1–10 years` (every value in between allowed), `1, 2, 5 or 10 years`, `3 or 6 months`. */
export function periodText(values: readonly number[], unit: 'year' | 'month'): string {
  const sorted = [...new Set(values)].sort((a, b) => a - b);
  const plural = `${unit}${sorted.length === 1 && sorted[0] === 1 ? '' : 's'}`;
  if (sorted.length === 1) return `${sorted[0]} ${plural}`;
  const first = sorted[0]!;
  const last = sorted.at(-1)!;
  if (sorted.length > 2 && last - first === sorted.length - 1) return `${first}–${last} ${plural}`;
  return `${sorted.slice(0, -1).join(', ')} or ${last} ${plural}`;
}

export function findTool(name: string): McpTool | undefined {
  return MCP_TOOLS.find((t) => t.name === name);
}
