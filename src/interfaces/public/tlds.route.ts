import { Type } from '@sinclair/typebox';
import type { AppContext } from '../../context.js';
import { errorResponses, StringEnum } from '../../platform/http/schemas.js';
import type { TypedApp } from '../../platform/http/typed-app.js';
import { FEATURES } from '../../modules/catalog/tlds/map-metadata.js';
import { getTldMetadata } from '../../modules/catalog/tlds/service.js';

const Int = (description: string) => Type.Integer({ minimum: 0, description });
const NullableInt = (description: string) => Type.Union([Type.Integer({ minimum: 0 }), Type.Null()], { description });

const TldMetadataSchema = Type.Object(
  {
    tld: Type.String({ description: 'The TLD as normalised (lower case, punycode for IDN).', examples: ['com'] }),
    provider: Type.String({ description: 'The registry operating the TLD, as the upstream names it.', examples: ['Verisign'] }),
    periodsMonths: Type.Array(Type.Integer({ minimum: 1 }), { description: 'Allowed registration lengths in months (create periods).' }),
    minPeriodMonths: NullableInt('Shortest registration length in months; null when the registry lists none.'),
    maxPeriodMonths: NullableInt('Longest registration length in months; null when the registry lists none.'),
    allowedYears: Type.Array(Type.Integer({ minimum: 1 }), { description: 'The periods that are whole years (periods divisible by 12, in years).' }),
    minYears: NullableInt('Shortest whole-year registration; null when no period is a whole number of years.'),
    maxYears: NullableInt('Longest whole-year registration; null when no period is a whole number of years.'),
    organizationRequired: Type.Boolean({ description: 'The registrant must be an organisation.' }),
    organizationAllowed: Type.Boolean({ description: 'The registrant may be an organisation.' }),
    allowedCountries: Type.Array(Type.String({ pattern: '^[A-Z]{2}$' }), { description: 'ISO 3166-1 alpha-2 countries a registrant must be in; empty means no country restriction.' }),
    minNameservers: Int('Fewest nameservers a registration may have.'),
    maxNameservers: NullableInt('Most nameservers a registration may have; null when the registry sets no limit.'),
    nameserversRequired: Type.Boolean({ description: 'Nameservers must be given at registration.' }),
    idnSupport: Type.Boolean({ description: 'Internationalised (Unicode) names can be registered.' }),
    premiumSupport: Type.String({ description: 'How the registry handles premium names, as an open category label (NO, REGULAR, CREATE_ONLY, …).', examples: ['NO'] }),
    transferRequiresAuthcode: Type.Boolean({ description: 'A transfer needs the auth code (EPP authInfo).' }),
    featuresAvailable: Type.Array(StringEnum(FEATURES), { description: 'Lifecycle operations the registry supports.' }),
    source: Type.Literal('rtr', { description: 'Where the data comes from: Realtime Register TLD info.' }),
    lastSyncedAt: Type.String({ format: 'date-time', description: 'When the data was last fetched from the source.' }),
    stale: Type.Boolean({ description: 'True when the data is older than the refresh interval (24 h by default) and the last refresh failed.' }),
  },
  { $id: 'TldMetadata', title: 'TldMetadata' },
);

const serialized = new WeakMap<object, string>();

export function tldRoutes(app: TypedApp, ctx: AppContext): void {
  app.addSchema(TldMetadataSchema);
  app.get('/api/tlds/:tld/metadata', {
    schema: {
      operationId: 'getTldMetadata',
      tags: ['tlds'],
      summary: 'Registration requirements of a TLD',
      description: `Registration requirements of a TLD, resolved from live registry data (Realtime Register TLD info).

- Data is stored and refreshed every 24 hours (TLD_REFRESH_INTERVAL_SECONDS). When a refresh fails the stored data is
  still served with \`stale: true\`, and the source is asked again after TLD_REFRESH_RETRY_SECONDS (5 minutes).
- A TLD not yet stored is fetched from the source on demand; concurrent requests for it share one upstream call.
- 400 \`validation_error\` when \`tld\` is not a syntactically valid TLD; 404 \`not_found\` when it is not in IANA's root
  zone or the source has no data for it (remembered for TLD_NOT_FOUND_TTL_SECONDS, 1 hour);
  503 \`upstream_unavailable\` when the TLD is not stored yet and the source does not answer.
- \`tld\` is normalised like GET /api/pricing/tld (case, leading dot, IDN in Unicode or punycode).`,
      params: Type.Object({ tld: Type.String({ minLength: 1, maxLength: 253, description: 'The TLD, e.g. `com`, `nl`, `рф`.', examples: ['com'] }) }),
      response: { 200: Type.Ref(TldMetadataSchema), ...errorResponses('validation_error', 'not_found', 'upstream_unavailable') },
    },
  }, async (request, reply) => {
    const metadata = await getTldMetadata(ctx, { tld: request.params.tld });
    reply.header('cache-control', 'public, max-age=300');
    // The service hands back one frozen object per stored row, so its JSON is built once, not per request.
    let json = serialized.get(metadata);
    if (json === undefined) {
      json = JSON.stringify(metadata);
      serialized.set(metadata, json);
    }
    return reply.type('application/json; charset=utf-8').send(json);
  });
}
