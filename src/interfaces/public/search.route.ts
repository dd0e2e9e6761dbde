import { Readable } from 'node:stream';
import { Type } from '@sinclair/typebox';
import type { AppContext } from '../../context.js';
import { ApiError, type ErrorCode } from '../../platform/errors.js';
import { ErrorBody, StringEnum } from '../../platform/http/schemas.js';
import type { TypedApp } from '../../platform/http/typed-app.js';
import { requestCaller } from '../http/caller.js';
import { bearerChallenge, verifyBearer } from '../../modules/oauth/bearer.js';
import { MASKED_PRICE_LABEL, STATE_LABELS } from '../../modules/search/rows.js';
import { openSearch, runSearch } from '../../modules/search/service.js';
import { SEARCH_SOURCES, SEARCH_STATES, type SearchEvent } from '../../modules/search/types.js';

const nullable = <T extends ReturnType<typeof Type.Object>>(schema: T, description: string) =>
  Type.Union([schema, Type.Null()], { description });
const nullableString = (description: string) => Type.Union([Type.String(), Type.Null()], { description });

const SearchHeaderSchema = Type.Object({
  kind: Type.Literal('header'),
  request_id: Type.String({ description: 'Same as the X-Request-Id response header.' }),
  primary: Type.String({ description: 'The domain searched for the query: the registrable domain, A-label form (`www.Acme.com` → `acme.com`).' }),
  domains: Type.Array(Type.String(), { description: 'Every domain that will get a row, primary first, then the alternates in SEARCH_ALTERNATE_TLDS order.' }),
  primary_index: Type.Integer({ minimum: 0, description: 'Index of `primary` in `domains` (always 0).' }),
  query: Type.String({ description: 'The query as normalised (A-labels, lower case); differs from `primary` for a sub-domain query (`www.acme.com` → primary `acme.com`).' }),
}, { $id: 'SearchHeader', title: 'SearchHeader' });

const SearchRowSchema = Type.Object({
  kind: Type.Literal('row'),
  domain: Type.String({ description: 'A-label form, lower case.' }),
  domain_unicode: Type.String({ description: 'The same name in U-labels, for display (`bücher.de`).' }),
  state: StringEnum(SEARCH_STATES, { description: 'See the state table in the operation description.' }),
  state_label: Type.String({ description: 'Human text of `state` (English).' }),
  available: Type.Union([Type.Boolean(), Type.Null()], { description: '`true` only when a registrar confirmed it (`available`, `premium`); `false` when taken, reserved or for sale; `null` when not confirmed (`likely_available`, `unknown`): never a guessed `true`.' }),
  price: Type.Object({
    currency: Type.Literal('USD'),
    register_cents: Type.Union([Type.Integer(), Type.Null()], { description: 'One year of new registration, retail, in cents; for `premium` the registrar\'s premium quote (retail). Null when it cannot be registered here at a known price: `unavailable_reason` says why.' }),
    renew_cents: Type.Union([Type.Integer(), Type.Null()], { description: 'One year of renewal, retail, in cents; null when the TLD has no renewal price in our price list.' }),
    premium: Type.Boolean({ description: 'True when the name is premium: `register_cents` is then its premium price, not the TLD\'s standard one.' }),
    tld_sold: Type.Boolean({ description: 'False when we do not sell new registrations in this TLD (it is not in our price list): no name in it can be registered here, and `state_label` says so.' }),
    unavailable_reason: Type.Union([Type.String(), Type.Null()], { description: 'Why `register_cents` is null, in English (the TLD is not sold here; a premium name quoted in another currency); null when `register_cents` is set.' }),
  }, { description: 'New-registration pricing: on every row, for every caller, never masked.' }),
  listing: nullable(Type.Object({
    id: Type.String({ description: 'Marketplace listing id (`lst_…`).' }),
    price_cents: Type.Union([Type.Integer(), Type.Null()], { description: 'Buy-now price in cents; `null` (the placeholder) unless the caller may see aftermarket prices.' }),
    currency: Type.String(),
    price_masked: Type.Boolean(),
    price_label: Type.String({ description: `\`$2,500.00\`, or \`${MASKED_PRICE_LABEL}\` when masked.` }),
  }), 'The marketplace listing when `state` is `for_sale`, else null.'),
  whois_summary: nullable(Type.Object({
    registrar: nullableString('Sponsoring registrar as the registry publishes it.'),
    created: nullableString('Registration date, ISO 8601 UTC.'),
    expires: nullableString('Expiry date, ISO 8601 UTC.'),
  }), 'From the registry\'s RDAP answer when the name is registered and RDAP answered in time; else null.'),
  cached: Type.Boolean({ description: 'True when the row comes from a stored decision (see caching), false when sources were asked now.' }),
  meta: Type.Object({
    source: StringEnum(SEARCH_SOURCES, { description: 'What decided: `listing` (our marketplace), `dns` (NS delegation), `rdap` (the registry), `registrar` (Realtime Register check), `none` (nothing in time).' }),
    checked_at: Type.String({ format: 'date-time', description: 'When the deciding source answered (for a cached row: when it was decided).' }),
    latency_ms: Type.Integer({ minimum: 0, description: 'Milliseconds from the start of this search until this row was decided.' }),
    errors: Type.Array(Type.String(), { description: 'Sources that failed or ran out of time for this row (`rdap: timeout`); empty when none.' }),
  }),
}, { $id: 'SearchRow', title: 'SearchRow' });

const SearchEventSchema = Type.Union([
  Type.Ref(SearchHeaderSchema),
  Type.Ref(SearchRowSchema),
  Type.Object({ kind: Type.Literal('primary_done') }, { description: 'Marker written right after the primary domain\'s row.' }),
  Type.Object({
    kind: Type.Literal('done'),
    duration_ms: Type.Integer({ minimum: 0, description: 'Milliseconds from the start of the search to this line.' }),
    count: Type.Integer({ minimum: 0, description: 'Number of rows written (= `domains.length`).' }),
  }, { description: 'Last line.' }),
], { description: 'One line of the stream; `kind` discriminates.' });

const stateTable = SEARCH_STATES.map((s) => `| \`${s}\` | ${STATE_LABELS[s]} |`).join('\n');

export const SEARCH_DESCRIPTION = `Domain availability search, streamed as NDJSON: one JSON object per line, each line
written as soon as it is known.

**Lines.** \`header\` (request_id, primary, domains, primary_index), then one \`row\` per domain in the order rows are
decided (not the order of \`domains\`), a \`primary_done\` marker right after the primary domain's row, then \`done\`
(duration_ms, count). Clients should ignore unknown keys and unknown \`kind\`s.

**Query.** \`q\` must be a domain: trimmed, case-folded, IDN in Unicode or punycode converted with UTS-46
(non-transitional), labels ≤ 63, name ≤ 253, TLD in the IANA root zone; otherwise 400 \`validation_error\` naming the problem
(before any line is written). A registrable domain (\`acme.com\`, \`acme.co.uk\`) gets rows for itself and for the same label
on the alternate TLDs (default com, net, org, io, co, ai, app, dev, xyz, me; SEARCH_ALTERNATE_TLDS), unless
\`include_alternates\` is false. A sub-domain (\`www.acme.com\`) is searched as its registrable domain alone (no alternates):
only that can be registered. A public suffix itself (\`co.uk\`) is 400.

**States** (\`state\` → \`state_label\`):

| state | state_label |
|---|---|
${stateTable}

**How a row is decided.** 1. An active marketplace listing → \`for_sale\` (always read live). 2. A stored decision that has
not expired → that decision, \`cached: true\`. 3. Otherwise DNS (NS delegation) and the registry's RDAP (IANA bootstrap) are
asked at once; RDAP 200 or a delegation → \`registered\` (with \`whois_summary\` when RDAP answered); when DNS shows no
delegation or RDAP answers 404, the registrar (Realtime Register domain check) decides \`available\`, \`premium\` (with its
price), \`reserved\` or \`registered\`. Without a registrar's answer such a name is \`likely_available\` (\`available: null\`):
RDAP 404 also covers reserved and premium names, so it is never reported as available. Each row has SEARCH_ROW_TIMEOUT_MS
(3 s); a row nothing decided by then is \`unknown\` (\`available: null\`); the whole stream is bounded by SEARCH_STREAM_TIMEOUT_MS
(10 s). An RDAP server answering 429 or 403 is left alone for its Retry-After (60 s when absent, 15 min at most).

**Caching.** Decisions are stored: \`registered\`/\`reserved\` for SEARCH_CACHE_REGISTERED_SECONDS (24 h),
\`available\`/\`premium\`/\`likely_available\` for SEARCH_CACHE_AVAILABLE_SECONDS (5 min); \`unknown\` and a \`likely_available\`
reached while a source failed are not stored. Listings are never cached.

**Prices.** \`price\` (new registration and renewal, retail USD) is on every row, for every caller. For a TLD we do not sell
(not in our price list) it says so: \`tld_sold: false\`, \`register_cents: null\` and \`unavailable_reason\`, and the
\`state_label\` of an available, premium, probably available or unknown name adds that it cannot be registered here.
A listing's buy-now price is masked (\`price_cents: null\`, \`price_masked: true\`, \`price_label: "${MASKED_PRICE_LABEL}"\`) unless the
caller has a signed-in session of a verified account or sends \`Authorization: Bearer <token>\` with scope \`pricing:read\`
(OAuth 2.1, see /.well-known/oauth-authorization-server). A bearer token that is invalid, expired or revoked is 401
\`unauthorized\` with \`WWW-Authenticate: Bearer error="invalid_token"\`, one without the scope 403 \`forbidden\`
(\`error="insufficient_scope"\`), a malformed Authorization header 400: never a silent downgrade to masked prices.

**Rate limit.** SEARCH_RATE_LIMIT_PER_MINUTE (60) searches per minute per caller (a verified account or bearer token's
user by account, anyone else per IP, IPv6 per /64), counted after validation; batch and MCP searches count too. Over it:
429 \`rate_limited\` with \`Retry-After\` (seconds to the next minute). Registrar checks of all searches share a bound
(SEARCH_REGISTRAR_CONCURRENCY) and stop for 60 s after the registrar signals rate limiting.

**Cancellation.** A client that disconnects mid-stream cancels the outstanding upstream lookups.`;

/** The 401/403/400 of a bearer token that is present but unusable (RFC 6750 §3.1), with its challenge. */
function bearerError(ctx: AppContext, result: Exclude<Awaited<ReturnType<typeof verifyBearer>>, { ok: true }>): ApiError {
  if (result.error === 'absent') throw new Error('unreachable: an absent token is not an error');
  const code: ErrorCode = result.status === 401 ? 'unauthorized' : result.status === 403 ? 'forbidden' : 'validation_error';
  return new ApiError(code, result.description, undefined, { challenge: bearerChallenge(ctx, result, 'pricing:read') });
}

export function searchRoutes(app: TypedApp, ctx: AppContext): void {
  app.addSchema(SearchHeaderSchema);
  app.addSchema(SearchRowSchema);
  app.post('/api/domain/search', {
    schema: {
      operationId: 'searchDomain',
      tags: ['search'],
      summary: 'Domain availability search with alternate TLDs (NDJSON stream)',
      // Optional (`{}`): anonymous callers are served; a pricing:read token unmasks aftermarket prices.
      security: [{}, { bearerAuth: ['pricing:read'] }],
      description: SEARCH_DESCRIPTION,
      headers: Type.Object({
        authorization: Type.Optional(Type.String({ description: 'Optional `Bearer <access token>` with scope `pricing:read`: unmasks aftermarket prices.' })),
      }),
      body: Type.Object({
        q: Type.String({ minLength: 1, maxLength: 1024, description: 'The domain to search, e.g. `acme.com`, `bücher.de`.', examples: ['acme.com'] }),
        include_alternates: Type.Optional(Type.Boolean({ default: true, description: 'Rows for the same label on the alternate TLDs (registrable-domain queries only). Default true.' })),
      }),
      response: {
        200: {
          description: 'The NDJSON stream (`application/x-ndjson`), one event per line.',
          content: { 'application/x-ndjson': { schema: SearchEventSchema } },
        },
        400: Type.Ref(ErrorBody, { description: 'Error: `validation_error` (q missing or not a valid domain; malformed Authorization header)' }),
        429: Type.Ref(ErrorBody, { description: 'Error: `rate_limited` (SEARCH_RATE_LIMIT_PER_MINUTE reached)', headers: { 'Retry-After': { type: 'integer', minimum: 1, description: 'Seconds until the next one-minute window.' } } } as never),
        401: Type.Ref(ErrorBody, { description: 'Error: `unauthorized` (bearer token invalid, expired or revoked; see WWW-Authenticate)' }),
        403: Type.Ref(ErrorBody, { description: 'Error: `forbidden` (bearer token without scope pricing:read)' }),
        500: Type.Ref(ErrorBody, { description: 'Error: `internal_error`' }),
      },
    },
  }, async (request, reply) => {
    // Validation and authorization before the first byte: errors are then plain JSON with their status.
    const bearer = await verifyBearer(ctx, request.headers.authorization, 'pricing:read');
    if (!bearer.ok && bearer.error !== 'absent') throw bearerError(ctx, bearer);
    const caller = await requestCaller(ctx, request, bearer.ok ? bearer.userId : null);
    // Validates q (400 before the first byte) and charges the caller's per-minute search allowance (429).
    const plan = await openSearch(ctx, { q: request.body.q, includeAlternates: request.body.include_alternates, caller });

    const cancel = new AbortController();
    // The client went away before the end: stop asking upstreams on its behalf (issue 6).
    reply.raw.on('close', () => { if (!reply.raw.writableFinished) cancel.abort(); });
    const lines = Readable.from(ndjson(runSearch(ctx, plan, cancel.signal)), { objectMode: false });
    reply
      .header('content-type', 'application/x-ndjson; charset=utf-8')
      .header('cache-control', 'no-store')
      // Proxies such as nginx must pass each line on at once rather than buffer the response.
      .header('x-accel-buffering', 'no');
    return reply.send(lines);
  });
}

async function* ndjson(events: AsyncGenerator<SearchEvent>): AsyncGenerator<string> {
  for await (const event of events) yield `${JSON.stringify(event)}\n`;
}
