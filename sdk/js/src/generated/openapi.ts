/**
 * Types of Nameport interface A, generated from GET /openapi.json by sdk/js/scripts/generate-types.ts
 * (openapi-typescript). Do not edit: run `npm run sdk:generate` after changing a route's schema;
 * test/sdk-js.test.ts fails when this file no longer matches the server's document.
 */
/* eslint-disable */
export interface paths {
    "/api/domain/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Domain availability search with alternate TLDs (NDJSON stream)
         * @description Domain availability search, streamed as NDJSON: one JSON object per line, each line
         *     written as soon as it is known.
         *
         *     **Lines.** `header` (request_id, primary, domains, primary_index), then one `row` per domain in the order rows are
         *     decided (not the order of `domains`), a `primary_done` marker right after the primary domain's row, then `done`
         *     (duration_ms, count). Clients should ignore unknown keys and unknown `kind`s.
         *
         *     **Query.** `q` must be a domain: trimmed, case-folded, IDN in Unicode or punycode converted with UTS-46
         *     (non-transitional), labels ≤ 63, name ≤ 253, TLD in the IANA root zone; otherwise 400 `validation_error` naming the problem
         *     (before any line is written). A registrable domain (`acme.com`, `acme.co.uk`) gets rows for itself and for the same label
         *     on the alternate TLDs (default com, net, org, io, co, ai, app, dev, xyz, me; SEARCH_ALTERNATE_TLDS), unless
         *     `include_alternates` is false. A sub-domain (`www.acme.com`) is searched as its registrable domain alone (no alternates):
         *     only that can be registered. A public suffix itself (`co.uk`) is 400.
         *
         *     **States** (`state` → `state_label`):
         *
         *     | state | state_label |
         *     |---|---|
         *     | `available` | Available |
         *     | `premium` | Available at a premium price |
         *     | `registered` | Registered |
         *     | `reserved` | Reserved by the registry |
         *     | `for_sale` | For sale on the marketplace |
         *     | `likely_available` | Probably available: no registration found, not confirmed by a registrar |
         *     | `unknown` | Unknown: could not be checked (no source answered in time, or none could tell) |
         *
         *     **How a row is decided.** 1. An active marketplace listing → `for_sale` (always read live). 2. A stored decision that has
         *     not expired → that decision, `cached: true`. 3. Otherwise DNS (NS delegation) and the registry's RDAP (IANA bootstrap) are
         *     asked at once; RDAP 200 or a delegation → `registered` (with `whois_summary` when RDAP answered); when DNS shows no
         *     delegation or RDAP answers 404, the registrar (Realtime Register domain check) decides `available`, `premium` (with its
         *     price), `reserved` or `registered`. Without a registrar's answer such a name is `likely_available` (`available: null`):
         *     RDAP 404 also covers reserved and premium names, so it is never reported as available. Each row has SEARCH_ROW_TIMEOUT_MS
         *     (3 s); a row nothing decided by then is `unknown` (`available: null`); the whole stream is bounded by SEARCH_STREAM_TIMEOUT_MS
         *     (10 s). An RDAP server answering 429 or 403 is left alone for its Retry-After (60 s when absent, 15 min at most).
         *
         *     **Caching.** Decisions are stored: `registered`/`reserved` for SEARCH_CACHE_REGISTERED_SECONDS (24 h),
         *     `available`/`premium`/`likely_available` for SEARCH_CACHE_AVAILABLE_SECONDS (5 min); `unknown` and a `likely_available`
         *     reached while a source failed are not stored. Listings are never cached.
         *
         *     **Prices.** `price` (new registration and renewal, retail USD) is on every row, for every caller. For a TLD we do not sell
         *     (not in our price list) it says so: `tld_sold: false`, `register_cents: null` and `unavailable_reason`, and the
         *     `state_label` of an available, premium, probably available or unknown name adds that it cannot be registered here.
         *     A listing's buy-now price is masked (`price_cents: null`, `price_masked: true`, `price_label: "Sign in for pricing"`) unless the
         *     caller has a signed-in session of a verified account or sends `Authorization: Bearer <token>` with scope `pricing:read`
         *     (OAuth 2.1, see /.well-known/oauth-authorization-server). A bearer token that is invalid, expired or revoked is 401
         *     `unauthorized` with `WWW-Authenticate: Bearer error="invalid_token"`, one without the scope 403 `forbidden`
         *     (`error="insufficient_scope"`), a malformed Authorization header 400: never a silent downgrade to masked prices.
         *
         *     **Rate limit.** SEARCH_RATE_LIMIT_PER_MINUTE (60) searches per minute per caller (a verified account or bearer token's
         *     user by account, anyone else per IP, IPv6 per /64), counted after validation; batch and MCP searches count too. Over it:
         *     429 `rate_limited` with `Retry-After` (seconds to the next minute). Registrar checks of all searches share a bound
         *     (SEARCH_REGISTRAR_CONCURRENCY) and stop for 60 s after the registrar signals rate limiting.
         *
         *     **Cancellation.** A client that disconnects mid-stream cancels the outstanding upstream lookups.
         */
        post: operations["searchDomain"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pricing/tld": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Price of a TLD lifecycle operation
         * @description The USD retail price of registering, renewing, transferring or restoring a name in a TLD.
         *     This is a new-registration lifecycle price: never an aftermarket price and never gated by sign-in.
         *
         *     - `tld` is normalised: surrounding space and leading dots dropped, case folded, IDN accepted in Unicode or
         *       punycode (`.COM` → `com`, `рф` → `xn--p1ai`). Multi-label zones such as `co.uk` are accepted.
         *     - `priceCents` is null when the TLD or the operation is not in our price list (e.g. `restore` where the registry
         *       publishes no restore price).
         *     - Retail rule: the synced registry cost × (1 + PRICING_MARKUP_PERCENT/100) + PRICING_MARKUP_FIXED_CENTS, rounded
         *       up to a whole cent; an operation the registry does not charge for stays free.
         *     - Responses may be cached for 5 minutes (`Cache-Control: public, max-age=300`).
         */
        get: operations["getTldPrice"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tlds/{tld}/metadata": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Registration requirements of a TLD
         * @description Registration requirements of a TLD, resolved from live registry data (Realtime Register TLD info).
         *
         *     - Data is stored and refreshed every 24 hours (TLD_REFRESH_INTERVAL_SECONDS). When a refresh fails the stored data is
         *       still served with `stale: true`, and the source is asked again after TLD_REFRESH_RETRY_SECONDS (5 minutes).
         *     - A TLD not yet stored is fetched from the source on demand; concurrent requests for it share one upstream call.
         *     - 400 `validation_error` when `tld` is not a syntactically valid TLD; 404 `not_found` when it is not in IANA's root
         *       zone or the source has no data for it (remembered for TLD_NOT_FOUND_TTL_SECONDS, 1 hour);
         *       503 `upstream_unavailable` when the TLD is not stored yet and the source does not answer.
         *     - `tld` is normalised like GET /api/pricing/tld (case, leading dot, IDN in Unicode or punycode).
         */
        get: operations["getTldMetadata"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/market/listings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Browse aftermarket listings
         * @description Active marketplace listings, newest first by default.
         *
         *     - **Paging**: `limit` 20 by default, at most 100. Follow `page.next_cursor` (keyset
         *       paging: stable while listings are added between pages, no duplicates or gaps), or use `offset` (at most
         *       10000; rows inserted meanwhile shift offset pages). `cursor` and `offset` together are a 400. A cursor is
         *       opaque (encrypted: it reveals nothing, masked prices included) and only valid with the sort and filters it was issued
         *       for; an altered cursor, or one used with another sort or other filters, is a 400.
         *     - **Filters**: `q` (part of the domain, or an exact tag), `tld` (normalised like /api/pricing/tld), `min`/`max`
         *       (buy-now price in USD, inclusive), `max_length` (characters of the label before the suffix).
         *     - **Sort**: `newest`, `price_asc`, `price_desc`, `length` (shortest first); ties broken by listing id.
         *     - **Masked prices**: `price_cents` is null and `price_masked` true unless the caller is signed in with a
         *       verified account. This endpoint reads no bearer token: a `pricing:read` token unmasks prices in domain search
         *       only. Masking hides the number, not the order: price filters and price sorts work for every caller.
         *     - In sandbox mode the synthetic sandbox inventory is listed; otherwise live listings.
         *     - 400 `validation_error` for a bad filter, limit, offset or cursor.
         */
        get: operations["listMarketListings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/domains/bulk/{op}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Apply one operation to many owned domains
         * @description Starts a background job applying `op` to up to 1000 domains the caller owns.
         *     The caller must be signed in with a verified account (session cookie); otherwise 401 `unauthorized`.
         *
         *     - **Operations and params**: `renew` `{years: 1–10}` (default 1); `set_auto_renew` `{enabled}`; `set_privacy` `{enabled}`;
         *       `set_lock` `{locked}` (a lock is the client statuses transfer- and delete-prohibited); `set_nameservers`
         *       `{nameservers: [2–13 host names]}`. Any other key in `params` is a 400 `validation_error` naming it.
         *     - **Body**: `{domains: [...], params: {...}}`; duplicates are merged; an invalid domain name is a 400.
         *     - Domains not in the caller's portfolio become items with status `not_owned` and are never sent to the registrar.
         *     - **Answer**: 202 with the job and `Location` of its status; follow progress at GET /api/domains/bulk/jobs/{id}.
         *     - **Idempotency-Key** (optional header, 1–255 characters): the same key with the same request answers the same job
         *       (200 instead of 202); with a different request, 409 `conflict`. Keys are scoped to the user.
         *     - **Item status**: `succeeded`; `failed` (the registrar refused; or, for a `set_*` operation, which is safe to
         *       send again, gave no usable answer); `not_owned`; or `unknown`:
         *       a renewal whose answer was lost (no answer in time, connection broken, server error) is checked against the
         *       registrar's expiry date; when that shows the new expiry the item `succeeded`, otherwise it is `unknown` (the
         *       registrar may still apply it): check the domain's expiry before renewing it again.
         *     - A restart resumes unfinished jobs; a renewal interrupted mid-call is checked against the registrar's expiry date
         *       before it is retried, so no domain is renewed twice.
         */
        post: operations["createBulkJob"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/domains/bulk/jobs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Progress and results of a bulk job
         * @description The job with per-domain status, result and error. Only the signed-in owner sees it (401 when not signed in, 404 for anyone else).
         */
        get: operations["getBulkJob"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tools/whois": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * WHOIS/RDAP lookup of a domain (10 per day per IP)
         * @description WHOIS/RDAP registration data of a domain. Answers **201** with the stored lookup.
         *
         *     **Sources.** RDAP first: IANA's RDAP bootstrap (RFC 9224) names the registry's server; for thin registries (.com, .net)
         *     the `related` link to the registrar's RDAP is followed and merged: the registry wins for status, dates, nameservers and
         *     registrar, the registrar for contacts (registrant, emails). If the registrar step fails (error, timeout, refused link, an
         *     answer about another name), the registry's data is answered alone. Links and redirects taken from upstream answers are
         *     followed only to `https:` URLs whose address (checked at connect time) is public — never loopback, private, CGNAT,
         *     link-local/metadata, unique-local, multicast or reserved — with at most 3 redirects. Answers over 4 MiB (RDAP) or 1 MiB
         *     (DomainIQ) are cut off while streaming and count as an upstream failure. DomainIQ is the fallback (`raw_source: "DomainIQ"`) when the TLD has no RDAP service (e.g. .de, .io) or RDAP fails
         *     (error, timeout, unusable answer). An RDAP 404 is the registry saying it holds no such name: answered 404 without fallback.
         *     DomainIQ's answer is a 404 only when it says so explicitly (a no-match text, `registered: false`, `available: true`);
         *     its key, quota or backend errors and answers we cannot read are 503.
         *
         *     **Fields.** A field the source withholds for privacy (RFC 9537 `redacted`, `REDACTED FOR PRIVACY` remarks, redaction
         *     placeholders) reads `REDACTED`; a field the source does not publish at all is `""`. Dates are ISO 8601 UTC. See the
         *     WhoisResult schema for each field.
         *
         *     **Domain.** Trimmed, case-folded, IDN converted with UTS-46 (Unicode or punycode accepted), labels ≤ 63, name ≤ 253, TLD in
         *     the IANA root zone; a subdomain is looked up as its registrable domain (Public Suffix List). A bare public suffix
         *     (`co.uk`) is 400.
         *
         *     **Quota.** 10 lookups per UTC day per client IP for anonymous callers (an IPv6 client counts per /64); verified signed-in
         *     users get WHOIS_DAILY_CAP_USER. `used`/`remaining` reflect the caller after this lookup. Counting is atomic. When the cap
         *     is reached: 429 `rate_limited` with `Retry-After` = seconds to the next UTC midnight.
         *     - 400 (invalid domain or Idempotency-Key) and 429 use no quota; **404 uses one lookup** (the sources were asked; otherwise
         *       free 404s would be an unmetered availability oracle); 503 gives the lookup back; a cached answer uses one lookup.
         *     - The client IP honours `X-Forwarded-For` only when the server is configured with TRUST_PROXY, and only through the
         *       proxies it names or the number of hops it gives (addresses a client prepends itself are ignored).
         *
         *     **Idempotency-Key.** A retry carrying the same `Idempotency-Key` (scoped to the caller: IP or account, kept 24 hours)
         *     replays the stored lookup (same `lookup.id`, 201) without using quota; `used`/`remaining` are the current values. The
         *     key with another domain, or while the first request is still running, is 409 `conflict` (a claim left unfinished for
         *     2 × RDAP_TIMEOUT_MS + DOMAINIQ_TIMEOUT_MS + 60 s, e.g. by a crashed instance, is taken over). A 404 used quota, so it is
         *     stored on the key: a retry gets the same 404 without using quota again. A request that used no quota (400, 429, 503,
         *     500) keeps nothing, so its retry runs afresh.
         *
         *     **Timeouts and errors.** Every upstream request has a deadline (RDAP_TIMEOUT_MS 4 s per request, DOMAINIQ_TIMEOUT_MS 5 s), so
         *     a lookup never hangs. 404 `not_found`: no source has data (unregistered or reserved name; TLD without RDAP and no
         *     fallback configured). 503 `upstream_unavailable`: the sources failed or timed out; retryable, quota given back (a timeout is
         *     not evidence that the name has no data, so it is not a 404).
         *
         *     **Caching.** Provider answers (not 404s) are cached per domain for WHOIS_CACHE_SECONDS (1 hour) across callers and instances; every
         *     lookup is still stored with its own id and `created_at`. Responses carry `Cache-Control: no-store`.
         */
        post: operations["whoisLookup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/healthz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Liveness
         * @description Answers 200 while the process is up and serving requests. Checks no dependency (use `/readyz` for that). Not rate limited; cheap.
         */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/readyz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Readiness
         * @description Answers 200 when the dependencies of this instance answer: the database, and Redis when the server is configured with one. Otherwise 503 `service_unavailable`; `details.checks` names the dependency that failed. Each check is bounded (a few seconds at most). Not rate limited.
         */
        get: operations["getReadiness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/oauth/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Register an OAuth client (RFC 7591)
         * @description Dynamic client registration, no manual approval. Every client is public: no secret is issued.
         *     - `redirect_uris`: https URLs, or http only on a loopback host (127.0.0.1, [::1], localhost); no fragment, no user info;
         *       other schemes (`javascript:`, `data:`, custom) are refused with `invalid_redirect_uri`.
         *     - At authorization the redirect_uri must equal a registered one exactly, except that an http loopback URI may use any
         *       port (RFC 8252 §7.3).
         *     - Answers 201 with the registered metadata (RFC 7591 §3.2.1); errors are `invalid_redirect_uri` or `invalid_client_metadata`.
         */
        post: operations["registerOAuthClient"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/oauth/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Exchange a code or refresh token for tokens
         * @description Token endpoint (RFC 6749 §3.2), form-encoded. Grants: `authorization_code` (code, redirect_uri, client_id,
         *     code_verifier) and `refresh_token` (refresh_token, optional client_id and scope).
         *     Decisions: every client is public (token_endpoint_auth_method `none`); PKCE S256 is mandatory; the only scope
         *     is `pricing:read`; authorization codes live 60 s and are single use; access tokens 30 min; refresh tokens 30 days and
         *     rotate on every use (a rotated token presented again more than 2 s later revokes the whole grant).
         *     A code presented a second time is refused and every token issued from it is revoked. Of two concurrent refreshes of one
         *     token exactly one succeeds. Errors are RFC 6749 §5.2 bodies with `Cache-Control: no-store`, including a body that is
         *     not `application/x-www-form-urlencoded` (JSON is refused) or is larger than the body limit (`invalid_request`).
         */
        post: operations["oauthToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/oauth/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revoke a token (RFC 7009)
         * @description Signs a client out (RFC 7009). Possession of the token is the proof (public clients have no secret);
         *     a `client_id`, when sent, must be the token's client or nothing is revoked. Revoking a refresh token ends the whole grant
         *     (every access and refresh token of it); revoking an access token ends only that token. Unknown tokens are answered 200 too.
         *     Form-encoded only: JSON, or a body over the limit, is `invalid_request` (RFC 6749 §5.2 body, `Cache-Control: no-store`).
         */
        post: operations["oauthRevoke"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/oauth/introspect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Introspect an access token (RFC 7662)
         * @description For resource servers such as a separately deployed MCP host: `token=<access token>` →
         *     `{active, scope, client_id, sub, token_type, exp, iat, iss}`. Refresh tokens and revoked, expired or unknown tokens are
         *     `{"active": false}`, as is an access token of a grant that has been revoked (the same rule as for bearer use).
         *     No caller authentication: tokens are 256-bit random values, so holding one is the only way to learn anything about it.
         *     Form-encoded only: JSON, or a body over the limit, is `invalid_request` with `Cache-Control: no-store`.
         */
        post: operations["oauthIntrospect"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/.well-known/oauth-authorization-server": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Authorization server metadata (RFC 8414)
         * @description Issuer, endpoints and capabilities of the authorization server. The issuer is PUBLIC_BASE_URL; every
         *     authorization response carries it as `iss` (RFC 9207). Decisions: every client is public (token_endpoint_auth_method `none`); PKCE S256 is mandatory; the only scope
         *     is `pricing:read`; authorization codes live 60 s and are single use; access tokens 30 min; refresh tokens 30 days and
         *     rotate on every use (a rotated token presented again more than 2 s later revokes the whole grant).
         */
        get: operations["oauthServerMetadata"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/.well-known/oauth-protected-resource": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Protected resource metadata (RFC 9728)
         * @description Tells clients (MCP and others) which authorization server issues the optional `pricing:read` token and how to send it.
         */
        get: operations["oauthProtectedResourceMetadata"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/batch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The catalogue of batchable operations
         * @description Every operation POST /api/batch accepts, with a description, the JSON Schema of its `params`, the single
         *     HTTP call it stands for and its success status. The same four reads are the tools of the MCP server (/.well-known/mcp.json).
         */
        get: operations["getBatchCatalogue"];
        put?: never;
        /**
         * Run up to 20 read operations in one request
         * @description Runs up to 20 reads in one request: `search_domain`, `tld_registration_price`, `whois_lookup`, `tld_requirements`.
         *     Each item calls the same service as its single route, so its `body` is what that call answers and it costs what that
         *     call costs.
         *
         *     - **Envelope**: `{"operations":[{"id","op","params"}]}` with 1 to 20 items. `id` is optional; ids that are
         *       given must be unique. A malformed envelope (not 1–20 items, an item without `op`, a repeated id, an
         *       unknown key in the envelope or an item) is 400 `validation_error` and runs nothing.
         *     - **Per item**: an unknown `op` or `params` that do not fit the operation's schema (GET /api/batch; unknown fields are
         *       refused, so a misspelt parameter is not silently ignored; params are not type-coerced: `"false"` is not a boolean)
         *       are that item's 400 `validation_error`; a failing service
         *       call is that item's status and error body. One failing item never fails the batch: the response is 200 with
         *       `failed` = the number of items with status ≥ 400.
         *     - **Order and concurrency**: results are in request order; items run concurrently, at most 4 at a time.
         *       All `search_domain` items carry the batch's request id as `request_id`. A client that disconnects cancels the batch:
         *       items not started are skipped and running searches stop.
         *     - **Quota**: each `whois_lookup` uses one lookup of the caller's daily WHOIS quota, exactly as POST /api/tools/whois
         *       (per client IP, or per account for a verified signed-in session); once it is used up the remaining WHOIS items are
         *       429 `rate_limited` with `retry_after`. Items run concurrently, so when the quota runs out inside a batch which of
         *       its lookups get the last units is not fixed. No Idempotency-Key applies to batch items.
         *     - **Prices**: `search_domain` rows unmask aftermarket prices for a verified signed-in session only; the batch reads no
         *       bearer token (only POST /api/domain/search does).
         *     - Responses carry `Cache-Control: no-store` (they may include the caller's quota).
         */
        post: operations["runBatch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/.well-known/mcp.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * MCP server descriptor
         * @description Nameport is also an MCP server (Model Context Protocol) with four read-only tools — `search_domain`,
         *     `whois_lookup`, `tld_registration_price`, `tld_requirements` — each calling the same service as its REST route.
         *
         *     - **Streamable HTTP** at `POST /mcp` (JSON-RPC; answers as SSE or JSON as the transport negotiates), **stateless**: no
         *       `Mcp-Session-Id`, each POST is served by a fresh server instance, so any instance behind a load balancer answers any
         *       request. `GET` and `DELETE /mcp` are 405 (no server-initiated stream, no session to end). Progress notifications of
         *       `search_domain` travel on the POST's own SSE stream. Stdio: `nameport mcp`.
         *     - **One message per POST**: a JSON-RPC batch (an array) is refused 400 with JSON-RPC error -32600 before anything runs
         *       (protocol 2025-06-18 removed batching); a body that is not JSON is 400 with -32700 (`id: null`). One server runs at
         *       most 4 tool calls at a time.
         *     - **Who calls**: like the REST routes, the client IP (or a verified signed-in session cookie) keys the WHOIS quota. An
         *       optional `Authorization: Bearer` token with scope `pricing:read` unmasks aftermarket prices in `search_domain`
         *       (RFC 9728 metadata at `/.well-known/oauth-protected-resource/mcp`, named by `resource_metadata`); an invalid, expired
         *       or revoked token is 401 with `WWW-Authenticate`, never a silent downgrade; a token without the scope is 403, a
         *       malformed Authorization header 400. The token does not change the WHOIS quota.
         *     - **Errors**: a tool the server does not have, or arguments outside the tool's input schema, are JSON-RPC errors -32602
         *       with `data.code` `unknown_tool` / `invalid_arguments` (also for `arguments` that are null or not an object). A refusal of the service is a tool result with `isError` and
         *       `structuredContent.error` = `{code, message, request_id}` with the REST error codes (`validation_error`, `not_found`,
         *       `rate_limited` with `retry_after`, `upstream_unavailable`, …).
         *     - **Origin** (DNS-rebinding protection, MCP transport security): a request with an `Origin` header is refused 403 unless it
         *       is the origin of the server's base URL or `http://127.0.0.1`, `http://localhost` or `http://[::1]` on the port the
         *       server listens on; clients outside a browser send none.
         */
        get: operations["getMcpDescriptor"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/.well-known/mcp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * MCP server descriptor (same as /.well-known/mcp.json)
         * @description Nameport is also an MCP server (Model Context Protocol) with four read-only tools — `search_domain`,
         *     `whois_lookup`, `tld_registration_price`, `tld_requirements` — each calling the same service as its REST route.
         *
         *     - **Streamable HTTP** at `POST /mcp` (JSON-RPC; answers as SSE or JSON as the transport negotiates), **stateless**: no
         *       `Mcp-Session-Id`, each POST is served by a fresh server instance, so any instance behind a load balancer answers any
         *       request. `GET` and `DELETE /mcp` are 405 (no server-initiated stream, no session to end). Progress notifications of
         *       `search_domain` travel on the POST's own SSE stream. Stdio: `nameport mcp`.
         *     - **One message per POST**: a JSON-RPC batch (an array) is refused 400 with JSON-RPC error -32600 before anything runs
         *       (protocol 2025-06-18 removed batching); a body that is not JSON is 400 with -32700 (`id: null`). One server runs at
         *       most 4 tool calls at a time.
         *     - **Who calls**: like the REST routes, the client IP (or a verified signed-in session cookie) keys the WHOIS quota. An
         *       optional `Authorization: Bearer` token with scope `pricing:read` unmasks aftermarket prices in `search_domain`
         *       (RFC 9728 metadata at `/.well-known/oauth-protected-resource/mcp`, named by `resource_metadata`); an invalid, expired
         *       or revoked token is 401 with `WWW-Authenticate`, never a silent downgrade; a token without the scope is 403, a
         *       malformed Authorization header 400. The token does not change the WHOIS quota.
         *     - **Errors**: a tool the server does not have, or arguments outside the tool's input schema, are JSON-RPC errors -32602
         *       with `data.code` `unknown_tool` / `invalid_arguments` (also for `arguments` that are null or not an object). A refusal of the service is a tool result with `isError` and
         *       `structuredContent.error` = `{code, message, request_id}` with the REST error codes (`validation_error`, `not_found`,
         *       `rate_limited` with `retry_after`, `upstream_unavailable`, …).
         *     - **Origin** (DNS-rebinding protection, MCP transport security): a request with an `Origin` header is refused 403 unless it
         *       is the origin of the server's base URL or `http://127.0.0.1`, `http://localhost` or `http://[::1]` on the port the
         *       server listens on; clients outside a browser send none.
         */
        get: operations["getMcpDescriptorAlias"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/.well-known/mcp/server-card.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * MCP server card: tools, input schemas, annotations
         * @description Name, version, transport, protocol version and the tools exactly as `tools/list` answers them (input schemas, annotations: every tool is read-only, idempotent, open-world, not destructive), so a client can show them before connecting.
         */
        get: operations["getMcpServerCard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/.well-known/oauth-protected-resource/mcp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Protected resource metadata of the MCP endpoint (RFC 9728)
         * @description RFC 9728 §3.1 metadata for the resource `PUBLIC_BASE_URL/mcp`: which authorization server issues the optional `pricing:read` token that unmasks aftermarket prices in `search_domain`, and how to send it (an `Authorization: Bearer` header).
         */
        get: operations["mcpProtectedResourceMetadata"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * Error
         * @description Error body: `{"error":{"code","message","request_id"}}`.
         */
        Error: {
            error: {
                /**
                 * @description Stable machine-readable code; see the error table in the API description.
                 * @example validation_error
                 */
                code: string;
                /** @description Human-readable explanation naming the problem. */
                message: string;
                /** @description Same value as the X-Request-Id response header; quote it in support requests. */
                request_id: string;
                /** @description Extra structured context, when there is any. */
                details?: {
                    [key: string]: unknown;
                };
            };
        };
        /** SearchHeader */
        SearchHeader: {
            /** @enum {string} */
            kind: "header";
            /** @description Same as the X-Request-Id response header. */
            request_id: string;
            /** @description The domain searched for the query: the registrable domain, A-label form (`www.Acme.com` → `acme.com`). */
            primary: string;
            /** @description Every domain that will get a row, primary first, then the alternates in SEARCH_ALTERNATE_TLDS order. */
            domains: string[];
            /** @description Index of `primary` in `domains` (always 0). */
            primary_index: number;
            /** @description The query as normalised (A-labels, lower case); differs from `primary` for a sub-domain query (`www.acme.com` → primary `acme.com`). */
            query: string;
        };
        /** SearchRow */
        SearchRow: {
            /** @enum {string} */
            kind: "row";
            /** @description A-label form, lower case. */
            domain: string;
            /** @description The same name in U-labels, for display (`bücher.de`). */
            domain_unicode: string;
            /**
             * @description See the state table in the operation description.
             * @enum {string}
             */
            state: "available" | "premium" | "registered" | "reserved" | "for_sale" | "likely_available" | "unknown";
            /** @description Human text of `state` (English). */
            state_label: string;
            /** @description `true` only when a registrar confirmed it (`available`, `premium`); `false` when taken, reserved or for sale; `null` when not confirmed (`likely_available`, `unknown`): never a guessed `true`. */
            available: boolean | null;
            /** @description New-registration pricing: on every row, for every caller, never masked. */
            price: {
                /** @enum {string} */
                currency: "USD";
                /** @description One year of new registration, retail, in cents; for `premium` the registrar's premium quote (retail). Null when it cannot be registered here at a known price: `unavailable_reason` says why. */
                register_cents: number | null;
                /** @description One year of renewal, retail, in cents; null when the TLD has no renewal price in our price list. */
                renew_cents: number | null;
                /** @description True when the name is premium: `register_cents` is then its premium price, not the TLD's standard one. */
                premium: boolean;
                /** @description False when we do not sell new registrations in this TLD (it is not in our price list): no name in it can be registered here, and `state_label` says so. */
                tld_sold: boolean;
                /** @description Why `register_cents` is null, in English (the TLD is not sold here; a premium name quoted in another currency); null when `register_cents` is set. */
                unavailable_reason: string | null;
            };
            /** @description The marketplace listing when `state` is `for_sale`, else null. */
            listing: {
                /** @description Marketplace listing id (`lst_…`). */
                id: string;
                /** @description Buy-now price in cents; `null` (the placeholder) unless the caller may see aftermarket prices. */
                price_cents: number | null;
                currency: string;
                price_masked: boolean;
                /** @description `$2,500.00`, or `Sign in for pricing` when masked. */
                price_label: string;
            } | null;
            /** @description From the registry's RDAP answer when the name is registered and RDAP answered in time; else null. */
            whois_summary: {
                /** @description Sponsoring registrar as the registry publishes it. */
                registrar: string | null;
                /** @description Registration date, ISO 8601 UTC. */
                created: string | null;
                /** @description Expiry date, ISO 8601 UTC. */
                expires: string | null;
            } | null;
            /** @description True when the row comes from a stored decision (see caching), false when sources were asked now. */
            cached: boolean;
            meta: {
                /**
                 * @description What decided: `listing` (our marketplace), `dns` (NS delegation), `rdap` (the registry), `registrar` (Realtime Register check), `none` (nothing in time).
                 * @enum {string}
                 */
                source: "listing" | "dns" | "rdap" | "registrar" | "none";
                /**
                 * Format: date-time
                 * @description When the deciding source answered (for a cached row: when it was decided).
                 */
                checked_at: string;
                /** @description Milliseconds from the start of this search until this row was decided. */
                latency_ms: number;
                /** @description Sources that failed or ran out of time for this row (`rdap: timeout`); empty when none. */
                errors: string[];
            };
        };
        /** TldPrice */
        TldPrice: {
            /**
             * @description The TLD as normalised: lower case, no leading dot, IDN as punycode (`xn--p1ai`).
             * @example com
             */
            tld: string;
            /**
             * @description The lifecycle operation priced.
             * @enum {string}
             */
            op: "transfer" | "register" | "renew" | "restore";
            /** @description Retail price in USD cents for one year (one registration period); null when we do not offer this TLD/operation. */
            priceCents: number | null;
        };
        /** TldMetadata */
        TldMetadata: {
            /**
             * @description The TLD as normalised (lower case, punycode for IDN).
             * @example com
             */
            tld: string;
            /**
             * @description The registry operating the TLD, as the upstream names it.
             * @example Verisign
             */
            provider: string;
            /** @description Allowed registration lengths in months (create periods). */
            periodsMonths: number[];
            /** @description Shortest registration length in months; null when the registry lists none. */
            minPeriodMonths: number | null;
            /** @description Longest registration length in months; null when the registry lists none. */
            maxPeriodMonths: number | null;
            /** @description The periods that are whole years (periods divisible by 12, in years). */
            allowedYears: number[];
            /** @description Shortest whole-year registration; null when no period is a whole number of years. */
            minYears: number | null;
            /** @description Longest whole-year registration; null when no period is a whole number of years. */
            maxYears: number | null;
            /** @description The registrant must be an organisation. */
            organizationRequired: boolean;
            /** @description The registrant may be an organisation. */
            organizationAllowed: boolean;
            /** @description ISO 3166-1 alpha-2 countries a registrant must be in; empty means no country restriction. */
            allowedCountries: string[];
            /** @description Fewest nameservers a registration may have. */
            minNameservers: number;
            /** @description Most nameservers a registration may have; null when the registry sets no limit. */
            maxNameservers: number | null;
            /** @description Nameservers must be given at registration. */
            nameserversRequired: boolean;
            /** @description Internationalised (Unicode) names can be registered. */
            idnSupport: boolean;
            /**
             * @description How the registry handles premium names, as an open category label (NO, REGULAR, CREATE_ONLY, …).
             * @example NO
             */
            premiumSupport: string;
            /** @description A transfer needs the auth code (EPP authInfo). */
            transferRequiresAuthcode: boolean;
            /** @description Lifecycle operations the registry supports. */
            featuresAvailable: ("CREATE" | "RENEW" | "TRANSFER" | "UPDATE" | "DELETE" | "RESTORE" | "PRIVACY_PROTECT")[];
            /**
             * @description Where the data comes from: Realtime Register TLD info.
             * @enum {string}
             */
            source: "rtr";
            /**
             * Format: date-time
             * @description When the data was last fetched from the source.
             */
            lastSyncedAt: string;
            /** @description True when the data is older than the refresh interval (24 h by default) and the last refresh failed. */
            stale: boolean;
        };
        /** Listing */
        Listing: {
            /** @description Listing id (`lst_…`); a row with a listing id is for sale. */
            id: string;
            /**
             * @description The listed domain, A-label (punycode) form.
             * @example acme.com
             */
            domain: string;
            /** @description The same domain in Unicode for display. */
            domain_unicode: string;
            /** @description Public suffix, e.g. `com`, `co.uk`. */
            tld: string;
            /** @description Characters of the label before the suffix. */
            length: number;
            /** @description Buy-now price in cents of `currency`; null when masked (caller not signed in with a verified account). */
            price_cents: number | null;
            /** @example USD */
            currency: string;
            /** @description True when `price_cents` is hidden from this caller: sign in with a verified account to see it. */
            price_masked: boolean;
            category: string | null;
            tags: string[];
            description: string | null;
            /**
             * Format: date-time
             * @description When the listing was created.
             */
            listed_at: string;
        };
        /** ListingPage */
        ListingPage: {
            items: components["schemas"]["Listing"][];
            page: {
                /** @description Page size used. */
                limit: number;
                /** @description Offset used; 0 when a cursor was used. */
                offset: number;
                /** @description Listings matching the filters (all pages). */
                total: number;
                has_more: boolean;
                /** @description Pass as `cursor` for the next page; null on the last page. */
                next_cursor: string | null;
            };
        };
        /** BulkJob */
        BulkJob: {
            /** @description Job id (`bulk_…`). */
            id: string;
            /** @enum {string} */
            op: "renew" | "set_auto_renew" | "set_privacy" | "set_lock" | "set_nameservers";
            /** @description The validated parameters of the operation. */
            params: {
                [key: string]: unknown;
            };
            /**
             * @description completed when every item is done.
             * @enum {string}
             */
            status: "queued" | "running" | "completed";
            /** Format: date-time */
            created_at: string;
            finished_at: string | null;
            /** @description `done` counts succeeded, failed, unknown and not_owned items. */
            progress: {
                total: number;
                done: number;
                pending: number;
                in_progress: number;
                succeeded: number;
                failed: number;
                unknown: number;
                not_owned: number;
            };
            items: {
                domain: string;
                /**
                 * @description `failed`: not done (the registrar refused; or, for a `set_*` operation, which is safe to send again, gave no usable answer). `unknown`: a renewal whose answer was lost (no answer in time, connection broken) and which the registrar's expiry date does not confirm yet; it may have been applied, so check the domain before renewing it again.
                 * @enum {string}
                 */
                status: "pending" | "in_progress" | "succeeded" | "failed" | "unknown" | "not_owned";
                /** @description What the registrar now holds (e.g. the new expiry). */
                result: {
                    [key: string]: unknown;
                } | null;
                error: string | null;
            }[];
        };
        /** WhoisResult */
        WhoisResult: {
            /** @description The domain as the source names it, lower case, A-label (punycode) form. */
            domain: string;
            /** @description EPP status codes (RFC 5731 names; RDAP values mapped per RFC 8056, e.g. `client transfer prohibited` → `clientTransferProhibited`, `active` → `ok`) joined by `, `; `""` when the source publishes no status (e.g. .no). */
            status: string;
            /** @description Sponsoring registrar name (vCard `fn`/`org`), or its handle when only a handle is published; `""` when unknown. */
            registrar: string;
            /** @description Registrant name and/or organisation (`Name (Organisation)` when both), or its handle when only a handle is published (e.g. .cz); `REDACTED` when the source withholds it; `""` when the source does not publish it (thin registries, .no). */
            registrant: string;
            /** @description Registration date (RDAP event `registration`). ISO 8601 UTC (`2028-09-13T07:00:00.000Z`); `""` when the source publishes none. */
            creation_date: string;
            /** @description Expiry date (RDAP event `expiration`). ISO 8601 UTC (`2028-09-13T07:00:00.000Z`); `""` when the source publishes none. */
            expiration_date: string;
            /** @description Last change of the registration (RDAP event `last changed`); never `last update of RDAP database`. ISO 8601 UTC (`2028-09-13T07:00:00.000Z`); `""` when the source publishes none. */
            update_date: string;
            /** @description Delegated nameservers, lower case, no trailing dot. */
            nameservers: string[];
            /** @description Contact e-mail addresses published (registrant, admin, tech, registrar abuse), lower case, de-duplicated; redacted addresses are left out, never replaced by placeholders. */
            emails: string[];
            /**
             * @description Which provider answered: `RDAP` first, `DomainIQ` as fallback.
             * @enum {string}
             */
            raw_source: "RDAP" | "DomainIQ";
        };
        /** WhoisLookup */
        WhoisLookup: {
            lookup: {
                /**
                 * @description Id of the stored lookup (`whl_…`); the same on an Idempotency-Key replay.
                 * @example whl_8f3k2m9q1z7x4c6v5b0n
                 */
                id: string | null;
                /**
                 * @description The name looked up: the registrable domain of the request, A-label form (`www.Example.co.uk` → `example.co.uk`).
                 * @example google.com
                 */
                domain: string;
                result: components["schemas"]["WhoisResult"];
                /**
                 * Format: date-time
                 * @description When the lookup was made (stored).
                 */
                created_at: string;
            };
            /** @description Lookups the caller has used today (UTC), including this one. */
            used: number;
            /** @description The caller's daily cap: 10 for anonymous callers (per IP), WHOIS_DAILY_CAP_USER for verified signed-in users. */
            cap: number;
            /** @description Lookups left today: cap − used. */
            remaining: number;
        };
        /**
         * OAuthError
         * @description OAuth error body `{"error","error_description"}` (RFC 6749 §5.2), sent with `Cache-Control: no-store`.
         */
        OAuthError: {
            /**
             * @description RFC 6749 §5.2 / RFC 7591 §3.2.2 / RFC 7009 §2.2.1 error code.
             * @example invalid_grant
             */
            error: string;
            /** @description Human-readable explanation. */
            error_description: string;
        };
        /** OAuthTokenResponse */
        OAuthTokenResponse: {
            /** @description Opaque bearer token, valid 30 minutes. */
            access_token: string;
            /** @enum {string} */
            token_type: "Bearer";
            /**
             * @description Seconds until the access token expires (1800).
             * @example 1800
             */
            expires_in: number;
            /** @description Opaque, single-use refresh token, valid 30 days; every refresh returns a new one. */
            refresh_token: string;
            /** @example pricing:read */
            scope: string;
        };
        /** OAuthClient */
        OAuthClient: {
            /** @example cli_01hx… */
            client_id: string;
            client_id_issued_at: number;
            client_name?: string;
            redirect_uris: string[];
            grant_types: string[];
            response_types: string[];
            /** @enum {string} */
            token_endpoint_auth_method: "none";
            scope: string;
        };
        /** OAuthIntrospection */
        OAuthIntrospection: {
            active: boolean;
            scope?: string;
            client_id?: string;
            /** @description The user id. */
            sub?: string;
            /** @enum {string} */
            token_type?: "Bearer";
            exp?: number;
            iat?: number;
            iss?: string;
        };
        /** OAuthServerMetadata */
        OAuthServerMetadata: {
            issuer: string;
            authorization_endpoint: string;
            token_endpoint: string;
            registration_endpoint: string;
            revocation_endpoint: string;
            introspection_endpoint: string;
            scopes_supported: string[];
            response_types_supported: string[];
            response_modes_supported: string[];
            grant_types_supported: string[];
            code_challenge_methods_supported: string[];
            token_endpoint_auth_methods_supported: string[];
            revocation_endpoint_auth_methods_supported: string[];
            introspection_endpoint_auth_methods_supported: string[];
            authorization_response_iss_parameter_supported: boolean;
            service_documentation: string;
        };
        /** OAuthProtectedResourceMetadata */
        OAuthProtectedResourceMetadata: {
            resource: string;
            authorization_servers: string[];
            scopes_supported: string[];
            bearer_methods_supported: string[];
            resource_documentation: string;
        };
        /** BatchResult */
        BatchResult: {
            /** @description The item's id, or null when it had none. */
            id: string | null;
            /** @description The item's op, as sent. */
            op: string;
            /** @description The HTTP status the single call would have answered (200, 201 for `whois_lookup`, or its error status). */
            status: number;
            /** @description What the single call answers: its JSON body, or its error body `{"error":{"code","message","request_id"}}` (the Error schema). For `search_domain`: `{request_id, primary, domains, primary_index, rows, count, duration_ms}`, the stream's rows in `domains` order. */
            body: unknown;
            /** @description For a 429: the seconds the single call's Retry-After header would have given. */
            retry_after?: number;
        };
        /** BatchResponse */
        BatchResponse: {
            /** @description One result per operation, in request order. */
            results: components["schemas"]["BatchResult"][];
            /** @description Number of results (= operations). */
            count: number;
            /** @description Number of results with status ≥ 400. */
            failed: number;
        };
        /** BatchCatalogue */
        BatchCatalogue: {
            /** @description Most operations one batch may carry. */
            max_operations: number;
            /** @description Items of one batch run at most this many at a time. */
            concurrency: number;
            operations: {
                /** @description The operation name to send as `op`. */
                op: string;
                /** @description What it does and what its body is. */
                description: string;
                /** @description JSON Schema (2020-12 compatible) of its `params` object. */
                params: {
                    [key: string]: unknown;
                };
                /** @description The single HTTP call it stands for: same service, same body, same cost. */
                http: {
                    /** @description Method of the single call. */
                    method: string;
                    /** @description Path of the single call. */
                    path: string;
                };
                /** @description Its status on success. */
                success_status: number;
            }[];
        };
        /** McpDescriptor */
        McpDescriptor: {
            /** @description Server id. */
            name: string;
            /** @description Display name. */
            title: string;
            /** @description Server version (the API version). */
            version: string;
            /** @description What the server offers. */
            description: string;
            /** @description The Streamable HTTP endpoint (POST JSON-RPC). */
            mcpUrl: string;
            /** @description The servers, one entry each. */
            servers: {
                /** @description Server id. */
                name: string;
                /** @description Endpoint URL. */
                url: string;
                /** @description Always `streamable-http`. */
                transport: string;
                /** @description What the server offers. */
                description: string;
            }[];
            /** @description The servers keyed by id, in the shape of an MCP client configuration file (`mcpServers`). */
            mcpServers: {
                [key: string]: {
                    /** @description Always `http` (Streamable HTTP), as client configuration files name it. */
                    type: string;
                    /** @description Endpoint URL. */
                    url: string;
                    /** @description What the server offers. */
                    description: string;
                };
            };
            /** @description The OpenAPI document of the same reads over REST. */
            openapi: string;
            /** @description The server card: tools, input schemas and annotations. */
            serverCard: string;
            /** @description The optional authorization. */
            auth: {
                /** @description Always `oauth2.1`. */
                type: string;
                /** @description RFC 8414 metadata of the authorization server issuing the `pricing:read` token. */
                authorization_server_metadata: string;
                /** @description RFC 9728 metadata of the MCP endpoint as a protected resource. */
                protected_resource_metadata: string;
                /** @description Scopes that change an answer: `pricing:read` unmasks aftermarket prices in search_domain. */
                scopes_supported: string[];
                /** @description Human documentation. */
                docs: string;
                /** @description Always true: every tool works without a token. */
                optional: boolean;
            };
        };
        /** McpServerCard */
        McpServerCard: {
            /** @description Server id (the MCP `serverInfo.name`). */
            name: string;
            /** @description Display name. */
            title: string;
            /** @description Server version. */
            version: string;
            /** @description What the server offers. */
            description: string;
            /** @description Always `streamable-http` at `url` (also stdio via `nameport mcp`). */
            transport: string;
            /** @description Endpoint URL. */
            url: string;
            /** @description The latest MCP protocol version the server speaks (older ones are negotiated). */
            protocolVersion: string;
            /** @description MCP server capabilities. */
            capabilities: {
                [key: string]: unknown;
            };
            /** @description The tools exactly as `tools/list` answers them. */
            tools: {
                /** @description Tool name. */
                name: string;
                /** @description Display name. */
                title: string;
                /** @description What the tool does, written for a model. */
                description: string;
                /** @description JSON Schema of the arguments. */
                inputSchema: {
                    [key: string]: unknown;
                };
                /** @description MCP tool annotations: readOnlyHint, destructiveHint, idempotentHint, openWorldHint. */
                annotations: {
                    [key: string]: unknown;
                };
            }[];
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    searchDomain: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description The domain to search, e.g. `acme.com`, `bücher.de`.
                     * @example acme.com
                     */
                    q: string;
                    /**
                     * @description Rows for the same label on the alternate TLDs (registrable-domain queries only). Default true.
                     * @default true
                     */
                    include_alternates?: boolean;
                };
            };
        };
        responses: {
            /** @description The NDJSON stream (`application/x-ndjson`), one event per line. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/x-ndjson": components["schemas"]["SearchHeader"] | components["schemas"]["SearchRow"] | {
                        /** @enum {string} */
                        kind: "primary_done";
                    } | {
                        /** @enum {string} */
                        kind: "done";
                        /** @description Milliseconds from the start of the search to this line. */
                        duration_ms: number;
                        /** @description Number of rows written (= `domains.length`). */
                        count: number;
                    };
                };
            };
            /** @description Error: `validation_error` (q missing or not a valid domain; malformed Authorization header) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: `unauthorized` (bearer token invalid, expired or revoked; see WWW-Authenticate) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: `forbidden` (bearer token without scope pricing:read) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: `rate_limited` (SEARCH_RATE_LIMIT_PER_MINUTE reached) */
            429: {
                headers: {
                    /** @description Seconds until the next one-minute window. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getTldPrice: {
        parameters: {
            query: {
                /**
                 * @description The TLD, e.g. `com`, `.io`, `co.uk`, `рф`.
                 * @example com
                 */
                tld: string;
                /** @description Lifecycle operation; defaults to `transfer`. */
                op?: "transfer" | "register" | "renew" | "restore";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TldPrice"];
                };
            };
            /** @description Error: `validation_error` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getTldMetadata: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The TLD, e.g. `com`, `nl`, `рф`.
                 * @example com
                 */
                tld: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TldMetadata"];
                };
            };
            /** @description Error: `validation_error` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: `not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: `upstream_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listMarketListings: {
        parameters: {
            query?: {
                /** @description Keyword: part of the domain name, or a tag. */
                q?: string;
                /** @description Only this TLD or public suffix. */
                tld?: string;
                /** @description Lowest buy-now price, USD. */
                min?: number;
                /** @description Highest buy-now price, USD. */
                max?: number;
                /** @description Longest label, in characters. */
                max_length?: number;
                /** @description Order of the results. */
                sort?: "newest" | "price_asc" | "price_desc" | "length";
                limit?: number;
                /** @description Rows to skip (offset paging). */
                offset?: number;
                /** @description `page.next_cursor` of the previous page. */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListingPage"];
                };
            };
            /** @description Error: `validation_error` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createBulkJob: {
        parameters: {
            query?: never;
            header?: {
                "idempotency-key"?: string;
            };
            path: {
                /** @description One of renew, set_auto_renew, set_privacy, set_lock, set_nameservers. */
                op: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    domains: string[];
                    params?: {
                        [key: string]: unknown;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkJob"];
                };
            };
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkJob"];
                };
            };
            /** @description Error: `validation_error` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: `unauthorized` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: `not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: `conflict` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: `payload_too_large` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getBulkJob: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkJob"];
                };
            };
            /** @description Error: `validation_error` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: `unauthorized` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: `not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    whoisLookup: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional. A retry with the same key (per caller, 24 hours) replays the stored outcome (the lookup, or its 404) without using quota. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description The domain to look up, e.g. `google.com`, `bücher.de`, `www.example.co.uk`.
                     * @example google.com
                     */
                    domain: string;
                };
            };
        };
        responses: {
            /** @description The stored lookup with the caller's quota after it (also the replay of an Idempotency-Key). */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WhoisLookup"];
                };
            };
            /** @description Error: `validation_error` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: `not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: `conflict` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: `rate_limited` (daily WHOIS quota used up; the error details give used, cap, remaining and resets_at) */
            429: {
                headers: {
                    /** @description Seconds until the quota resets at the next UTC midnight. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: `upstream_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                        /** @example 1.0.0 */
                        version: string;
                        database: "pglite" | "postgres";
                        /** @description True when serving the built-in synthetic sandbox data set. */
                        sandbox: boolean;
                    };
                };
            };
            /** @description Error: `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getReadiness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ready";
                        checks: {
                            /** @enum {string} */
                            database: "ok" | "unavailable" | "not_configured";
                            /** @enum {string} */
                            redis: "ok" | "unavailable" | "not_configured";
                        };
                    };
                };
            };
            /** @description Error: `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: `service_unavailable` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    registerOAuthClient: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description https URLs, or http on 127.0.0.1, [::1] or localhost; no fragment; at most 10. */
                    redirect_uris: string[];
                    /** @description Shown to the user on the consent page; 1–100 printable characters. */
                    client_name?: string;
                    /** @description Only `none` (public clients). */
                    token_endpoint_auth_method?: string;
                    grant_types?: string[];
                    response_types?: string[];
                    scope?: string;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthClient"];
                };
            };
            /** @description RFC 7591 §3.2.2: `invalid_redirect_uri`, `invalid_client_metadata` (or `invalid_request` for an unreadable or too large body) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthError"];
                };
            };
            /** @description Error: `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    oauthToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    /** @description `authorization_code` or `refresh_token`. */
                    grant_type?: string;
                    /** @description The authorization code (authorization_code grant). */
                    code?: string;
                    /** @description Exactly the redirect_uri of the authorization request. */
                    redirect_uri?: string;
                    /** @description The client id from registration (required for authorization_code). */
                    client_id?: string;
                    /** @description The PKCE verifier (RFC 7636), 43–128 characters. */
                    code_verifier?: string;
                    /** @description The refresh token (refresh_token grant); single use, rotated. */
                    refresh_token?: string;
                    /** @description Optional on refresh: the same or a narrower scope. */
                    scope?: string;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthTokenResponse"];
                };
            };
            /** @description RFC 6749 §5.2: `invalid_request` (also for a body that is not form-encoded or too large), `invalid_grant`, `unsupported_grant_type`, `invalid_scope` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthError"];
                };
            };
            /** @description RFC 6749 §5.2: `invalid_client` (unknown client_id) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthError"];
                };
            };
            /** @description Error: `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    oauthRevoke: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    /** @description The token. */
                    token?: string;
                    /** @description `access_token` or `refresh_token` (RFC 7009 §2.1). */
                    token_type_hint?: string;
                    client_id?: string;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Revoked, or nothing to revoke. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": Record<string, never>;
                };
            };
            /** @description RFC 7009 §2.2.1: `invalid_request` (also for a body that is not form-encoded or too large), `unsupported_token_type` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthError"];
                };
            };
            /** @description Error: `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    oauthIntrospect: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    /** @description The token. */
                    token?: string;
                    /** @description `access_token` or `refresh_token` (RFC 7009 §2.1). */
                    token_type_hint?: string;
                    client_id?: string;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthIntrospection"];
                };
            };
            /** @description `invalid_request`: token missing, or a body that is not form-encoded or too large */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthError"];
                };
            };
            /** @description Error: `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    oauthServerMetadata: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthServerMetadata"];
                };
            };
            /** @description Error: `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    oauthProtectedResourceMetadata: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthProtectedResourceMetadata"];
                };
            };
            /** @description Error: `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getBatchCatalogue: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BatchCatalogue"];
                };
            };
            /** @description Error: `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    runBatch: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description 1 to 20 operations. */
                    operations: {
                        /**
                         * @description Caller-chosen id echoed in the result to tie it to this item; unique within the batch. Optional: an item without one is answered with `id: null`.
                         * @example a1
                         */
                        id?: string;
                        /**
                         * @description The operation: one of `search_domain`, `tld_registration_price`, `whois_lookup`, `tld_requirements` (GET /api/batch). An unknown op fails only this item (400 `validation_error`).
                         * @example tld_registration_price
                         */
                        op: string;
                        /**
                         * @description The operation's parameters (an object; schemas in GET /api/batch), checked as sent: no type coercion (`"false"` is not a boolean). Params that do not fit fail only this item (400 `validation_error`).
                         * @example {
                         *       "tld": "com",
                         *       "op": "register"
                         *     }
                         */
                        params?: unknown;
                    }[];
                };
            };
        };
        responses: {
            /** @description One result per operation, in request order (also when some failed). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BatchResponse"];
                };
            };
            /** @description Error: `validation_error` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: `payload_too_large` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error: `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getMcpDescriptor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["McpDescriptor"];
                };
            };
            /** @description Error: `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getMcpDescriptorAlias: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["McpDescriptor"];
                };
            };
            /** @description Error: `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getMcpServerCard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["McpServerCard"];
                };
            };
            /** @description Error: `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    mcpProtectedResourceMetadata: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthProtectedResourceMetadata"];
                };
            };
            /** @description Error: `internal_error` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
}
