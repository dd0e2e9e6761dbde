import { Type } from '@sinclair/typebox';
import type { AppContext } from '../../context.js';
import { errorResponses, StringEnum } from '../../platform/http/schemas.js';
import type { TypedApp } from '../../platform/http/typed-app.js';
import { DEFAULT_PRICE_OPERATION, PRICE_OPERATIONS } from '../../modules/catalog/pricing/operations.js';
import { getTldPrice } from '../../modules/catalog/pricing/service.js';

const TldPriceSchema = Type.Object(
  {
    tld: Type.String({ description: 'The TLD as normalised: lower case, no leading dot, IDN as punycode (`xn--p1ai`).', examples: ['com'] }),
    op: StringEnum(PRICE_OPERATIONS, { description: 'The lifecycle operation priced.' }),
    priceCents: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()], {
      description: 'Retail price in USD cents for one year (one registration period); null when we do not offer this TLD/operation.',
    }),
  },
  { $id: 'TldPrice', title: 'TldPrice' },
);

export function pricingRoutes(app: TypedApp, ctx: AppContext): void {
  app.addSchema(TldPriceSchema);
  app.get('/api/pricing/tld', {
    schema: {
      operationId: 'getTldPrice',
      tags: ['pricing'],
      summary: 'Price of a TLD lifecycle operation',
      description: `The USD retail price of registering, renewing, transferring or restoring a name in a TLD.
This is a new-registration lifecycle price: never an aftermarket price and never gated by sign-in.

- \`tld\` is normalised: surrounding space and leading dots dropped, case folded, IDN accepted in Unicode or
  punycode (\`.COM\` → \`com\`, \`рф\` → \`xn--p1ai\`). Multi-label zones such as \`co.uk\` are accepted.
- \`priceCents\` is null when the TLD or the operation is not in our price list (e.g. \`restore\` where the registry
  publishes no restore price).
- Retail rule: the synced registry cost × (1 + PRICING_MARKUP_PERCENT/100) + PRICING_MARKUP_FIXED_CENTS, rounded
  up to a whole cent; an operation the registry does not charge for stays free.
- Responses may be cached for 5 minutes (\`Cache-Control: public, max-age=300\`).`,
      querystring: Type.Object({
        tld: Type.String({ minLength: 1, maxLength: 253, description: 'The TLD, e.g. `com`, `.io`, `co.uk`, `рф`.', examples: ['com'] }),
        op: Type.Optional(StringEnum(PRICE_OPERATIONS, {
          default: DEFAULT_PRICE_OPERATION,
          description: 'Lifecycle operation; defaults to `transfer`.',
        })),
      }),
      response: { 200: Type.Ref(TldPriceSchema), ...errorResponses('validation_error') },
    },
  }, async (request, reply) => {
    const price = await getTldPrice(ctx, request.query);
    reply.header('cache-control', 'public, max-age=300');
    return price;
  });
}
