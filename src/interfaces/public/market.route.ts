import { Type } from '@sinclair/typebox';
import type { AppContext } from '../../context.js';
import { errorResponses, StringEnum } from '../../platform/http/schemas.js';
import type { TypedApp } from '../../platform/http/typed-app.js';
import { requestViewer } from '../http/caller.js';
import { browseListings, DEFAULT_PAGE_SIZE, MAX_OFFSET, MAX_PAGE_SIZE } from '../../modules/listings/browse.js';
import { LISTING_SORTS, type ListingSort } from '../../modules/listings/cursor.js';

const ListingSchema = Type.Object(
  {
    id: Type.String({ description: 'Listing id (`lst_…`); a row with a listing id is for sale.' }),
    domain: Type.String({ description: 'The listed domain, A-label (punycode) form.', examples: ['acme.com'] }),
    domain_unicode: Type.String({ description: 'The same domain in Unicode for display.' }),
    tld: Type.String({ description: 'Public suffix, e.g. `com`, `co.uk`.' }),
    length: Type.Integer({ minimum: 1, maximum: 63, description: 'Characters of the label before the suffix.' }),
    price_cents: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()], {
      description: 'Buy-now price in cents of `currency`; null when masked (caller not signed in with a verified account).',
    }),
    currency: Type.String({ examples: ['USD'] }),
    price_masked: Type.Boolean({ description: 'True when `price_cents` is hidden from this caller: sign in with a verified account to see it.' }),
    category: Type.Union([Type.String(), Type.Null()]),
    tags: Type.Array(Type.String()),
    description: Type.Union([Type.String(), Type.Null()]),
    listed_at: Type.String({ format: 'date-time', description: 'When the listing was created.' }),
  },
  { $id: 'Listing', title: 'Listing' },
);

const ListingPageSchema = Type.Object(
  {
    items: Type.Array(Type.Ref(ListingSchema)),
    page: Type.Object({
      limit: Type.Integer({ description: 'Page size used.' }),
      offset: Type.Integer({ description: 'Offset used; 0 when a cursor was used.' }),
      total: Type.Integer({ description: 'Listings matching the filters (all pages).' }),
      has_more: Type.Boolean(),
      next_cursor: Type.Union([Type.String(), Type.Null()], { description: 'Pass as `cursor` for the next page; null on the last page.' }),
    }),
  },
  { $id: 'ListingPage', title: 'ListingPage' },
);

export function marketRoutes(app: TypedApp, ctx: AppContext): void {
  app.addSchema(ListingSchema);
  app.addSchema(ListingPageSchema);
  app.get('/api/market/listings', {
    schema: {
      operationId: 'listMarketListings',
      tags: ['market'],
      summary: 'Browse aftermarket listings',
      description: `Active marketplace listings, newest first by default.

- **Paging**: \`limit\` ${DEFAULT_PAGE_SIZE} by default, at most ${MAX_PAGE_SIZE}. Follow \`page.next_cursor\` (keyset
  paging: stable while listings are added between pages, no duplicates or gaps), or use \`offset\` (at most
  ${MAX_OFFSET}; rows inserted meanwhile shift offset pages). \`cursor\` and \`offset\` together are a 400. A cursor is
  opaque (encrypted: it reveals nothing, masked prices included) and only valid with the sort and filters it was issued
  for; an altered cursor, or one used with another sort or other filters, is a 400.
- **Filters**: \`q\` (part of the domain, or an exact tag), \`tld\` (normalised like /api/pricing/tld), \`min\`/\`max\`
  (buy-now price in USD, inclusive), \`max_length\` (characters of the label before the suffix).
- **Sort**: \`newest\`, \`price_asc\`, \`price_desc\`, \`length\` (shortest first); ties broken by listing id.
- **Masked prices**: \`price_cents\` is null and \`price_masked\` true unless the caller is signed in with a
  verified account. This endpoint reads no bearer token: a \`pricing:read\` token unmasks prices in domain search
  only. Masking hides the number, not the order: price filters and price sorts work for every caller.
- In sandbox mode the synthetic sandbox inventory is listed; otherwise live listings.
- 400 \`validation_error\` for a bad filter, limit, offset or cursor.`,
      querystring: Type.Object({
        q: Type.Optional(Type.String({ maxLength: 63, description: 'Keyword: part of the domain name, or a tag.' })),
        tld: Type.Optional(Type.String({ maxLength: 63, description: 'Only this TLD or public suffix.' })),
        min: Type.Optional(Type.Number({ minimum: 0, maximum: 20_000_000, description: 'Lowest buy-now price, USD.' })),
        max: Type.Optional(Type.Number({ minimum: 0, maximum: 20_000_000, description: 'Highest buy-now price, USD.' })),
        max_length: Type.Optional(Type.Integer({ minimum: 1, maximum: 63, description: 'Longest label, in characters.' })),
        sort: Type.Optional(StringEnum(LISTING_SORTS, { default: 'newest', description: 'Order of the results.' })),
        limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE })),
        offset: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_OFFSET, description: 'Rows to skip (offset paging).' })),
        cursor: Type.Optional(Type.String({ minLength: 1, maxLength: 512, description: '`page.next_cursor` of the previous page.' })),
      }),
      response: { 200: Type.Ref(ListingPageSchema), ...errorResponses('validation_error') },
    },
  }, async (request) => browseListings(ctx, {
    ...request.query,
    sort: request.query.sort as ListingSort | undefined, // validated against LISTING_SORTS by the schema
    viewer: await requestViewer(ctx, request),
  }));
}
