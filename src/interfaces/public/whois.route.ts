import { Type } from '@sinclair/typebox';
import type { AppContext } from '../../context.js';
import { errorResponses, ErrorBody, StringEnum } from '../../platform/http/schemas.js';
import type { TypedApp } from '../../platform/http/typed-app.js';
import { requestViewer } from '../http/caller.js';
import { WHOIS_SOURCES } from '../../providers/whois-record.js';
import { lookupWhois } from '../../modules/whois/service.js';

const Field = (description: string) => Type.String({ description });
const DateField = (description: string) =>
  Type.String({ description: `${description} ISO 8601 UTC (\`2028-09-13T07:00:00.000Z\`); \`""\` when the source publishes none.` });

const WhoisResultSchema = Type.Object(
  {
    domain: Field('The domain as the source names it, lower case, A-label (punycode) form.'),
    status: Field('EPP status codes (RFC 5731 names; RDAP values mapped per RFC 8056, e.g. `client transfer prohibited` → `clientTransferProhibited`, `active` → `ok`) joined by `, `; `""` when the source publishes no status (e.g. .no).'),
    registrar: Field('Sponsoring registrar name (vCard `fn`/`org`), or its handle when only a handle is published; `""` when unknown.'),
    registrant: Field('Registrant name and/or organisation (`Name (Organisation)` when both), or its handle when only a handle is published (e.g. .cz); `REDACTED` when the source withholds it; `""` when the source does not publish it (thin registries, .no).'),
    creation_date: DateField('Registration date (RDAP event `registration`).'),
    expiration_date: DateField('Expiry date (RDAP event `expiration`).'),
    update_date: DateField('Last change of the registration (RDAP event `last changed`); never `last update of RDAP database`.'),
    nameservers: Type.Array(Type.String(), { description: 'Delegated nameservers, lower case, no trailing dot.' }),
    emails: Type.Array(Type.String(), { description: 'Contact e-mail addresses published (registrant, admin, tech, registrar abuse), lower case, de-duplicated; redacted addresses are left out, never replaced by placeholders.' }),
    raw_source: StringEnum(WHOIS_SOURCES, { description: 'Which provider answered: `RDAP` first, `DomainIQ` as fallback.' }),
  },
  { $id: 'WhoisResult', title: 'WhoisResult' },
);

const WhoisLookupSchema = Type.Object(
  {
    lookup: Type.Object({
      id: Type.Union([Type.String(), Type.Null()], { description: 'Id of the stored lookup (`whl_…`); the same on an Idempotency-Key replay.', examples: ['whl_8f3k2m9q1z7x4c6v5b0n'] }),
      domain: Type.String({ description: 'The name looked up: the registrable domain of the request, A-label form (`www.Example.co.uk` → `example.co.uk`).', examples: ['google.com'] }),
      result: Type.Ref(WhoisResultSchema),
      created_at: Type.String({ format: 'date-time', description: 'When the lookup was made (stored).' }),
    }),
    used: Type.Integer({ minimum: 0, description: 'Lookups the caller has used today (UTC), including this one.' }),
    cap: Type.Integer({ minimum: 1, description: 'The caller\'s daily cap: 10 for anonymous callers (per IP), WHOIS_DAILY_CAP_USER for verified signed-in users.' }),
    remaining: Type.Integer({ minimum: 0, description: 'Lookups left today: cap − used.' }),
  },
  { $id: 'WhoisLookup', title: 'WhoisLookup' },
);

const retryAfterHeader = {
  'Retry-After': { type: 'integer', minimum: 1, description: 'Seconds until the quota resets at the next UTC midnight.' },
};

export const WHOIS_DESCRIPTION = `WHOIS/RDAP registration data of a domain. Answers **201** with the stored lookup.

**Sources.** RDAP first: IANA's RDAP bootstrap (RFC 9224) names the registry's server; for thin registries (.com, .net)
the \`related\` link to the registrar's RDAP is followed and merged: the registry wins for status, dates, nameservers and
registrar, the registrar for contacts (registrant, emails). If the registrar step fails (error, timeout, refused link, an
answer about another name), the registry's data is answered alone. Links and redirects taken from upstream answers are
followed only to \`https:\` URLs whose address (checked at connect time) is public — never loopback, private, CGNAT,
link-local/metadata, unique-local, multicast or reserved — with at most 3 redirects. Answers over 4 MiB (RDAP) or 1 MiB
(DomainIQ) are cut off while streaming and count as an upstream failure. DomainIQ is the fallback (\`raw_source: "DomainIQ"\`) when the TLD has no RDAP service (e.g. .de, .io) or RDAP fails
(error, timeout, unusable answer). An RDAP 404 is the registry saying it holds no such name: answered 404 without fallback.
DomainIQ's answer is a 404 only when it says so explicitly (a no-match text, \`registered: false\`, \`available: true\`);
its key, quota or backend errors and answers we cannot read are 503.

**Fields.** A field the source withholds for privacy (RFC 9537 \`redacted\`, \`REDACTED FOR PRIVACY\` remarks, redaction
placeholders) reads \`REDACTED\`; a field the source does not publish at all is \`""\`. Dates are ISO 8601 UTC. See the
WhoisResult schema for each field.

**Domain.** Trimmed, case-folded, IDN converted with UTS-46 (Unicode or punycode accepted), labels ≤ 63, name ≤ 253, TLD in
the IANA root zone; a subdomain is looked up as its registrable domain (Public Suffix List). A bare public suffix
(\`co.uk\`) is 400.

**Quota.** 10 lookups per UTC day per client IP for anonymous callers (an IPv6 client counts per /64); verified signed-in
users get WHOIS_DAILY_CAP_USER. \`used\`/\`remaining\` reflect the caller after this lookup. Counting is atomic. When the cap
is reached: 429 \`rate_limited\` with \`Retry-After\` = seconds to the next UTC midnight.
- 400 (invalid domain or Idempotency-Key) and 429 use no quota; **404 uses one lookup** (the sources were asked; otherwise
  free 404s would be an unmetered availability oracle); 503 gives the lookup back; a cached answer uses one lookup.
- The client IP honours \`X-Forwarded-For\` only when the server is configured with TRUST_PROXY, and only through the
  proxies it names or the number of hops it gives (addresses a client prepends itself are ignored).

**Idempotency-Key.** A retry carrying the same \`Idempotency-Key\` (scoped to the caller: IP or account, kept 24 hours)
replays the stored lookup (same \`lookup.id\`, 201) without using quota; \`used\`/\`remaining\` are the current values. The
key with another domain, or while the first request is still running, is 409 \`conflict\` (a claim left unfinished for
2 × RDAP_TIMEOUT_MS + DOMAINIQ_TIMEOUT_MS + 60 s, e.g. by a crashed instance, is taken over). A 404 used quota, so it is
stored on the key: a retry gets the same 404 without using quota again. A request that used no quota (400, 429, 503,
500) keeps nothing, so its retry runs afresh.

**Timeouts and errors.** Every upstream request has a deadline (RDAP_TIMEOUT_MS 4 s per request, DOMAINIQ_TIMEOUT_MS 5 s), so
a lookup never hangs. 404 \`not_found\`: no source has data (unregistered or reserved name; TLD without RDAP and no
fallback configured). 503 \`upstream_unavailable\`: the sources failed or timed out; retryable, quota given back (a timeout is
not evidence that the name has no data, so it is not a 404).

**Caching.** Provider answers (not 404s) are cached per domain for WHOIS_CACHE_SECONDS (1 hour) across callers and instances; every
lookup is still stored with its own id and \`created_at\`. Responses carry \`Cache-Control: no-store\`.`;

export function whoisRoutes(app: TypedApp, ctx: AppContext): void {
  app.addSchema(WhoisResultSchema);
  app.addSchema(WhoisLookupSchema);
  app.post('/api/tools/whois', {
    schema: {
      operationId: 'whoisLookup',
      tags: ['whois'],
      summary: 'WHOIS/RDAP lookup of a domain (10 per day per IP)',
      description: WHOIS_DESCRIPTION,
      headers: Type.Object({
        'idempotency-key': Type.Optional(Type.String({
          minLength: 1, maxLength: 255,
          description: 'Optional. A retry with the same key (per caller, 24 hours) replays the stored outcome (the lookup, or its 404) without using quota.',
        })),
      }),
      body: Type.Object({
        domain: Type.String({ minLength: 1, maxLength: 1024, description: 'The domain to look up, e.g. `google.com`, `bücher.de`, `www.example.co.uk`.', examples: ['google.com'] }),
      }),
      response: {
        201: Type.Ref(WhoisLookupSchema, { description: 'The stored lookup with the caller\'s quota after it (also the replay of an Idempotency-Key).' }),
        ...errorResponses('validation_error', 'not_found', 'conflict', 'upstream_unavailable'),
        429: Type.Ref(ErrorBody, { description: 'Error: `rate_limited` (daily WHOIS quota used up; the error details give used, cap, remaining and resets_at)', headers: retryAfterHeader }),
      },
    },
  }, async (request, reply) => {
    const viewer = await requestViewer(ctx, request);
    const answer = await lookupWhois(ctx, { domain: request.body.domain, viewer, idempotencyKey: request.headers['idempotency-key'] });
    reply.header('cache-control', 'no-store');
    return reply.code(201).send(answer);
  });
}
