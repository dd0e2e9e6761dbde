import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import type { AppContext } from '../../context.js';
import { ApiError } from '../../platform/errors.js';
import { StringEnum } from '../../platform/http/schemas.js';
import { PRICE_OPERATIONS } from '../../modules/catalog/pricing/operations.js';
import { getTldPrice } from '../../modules/catalog/pricing/service.js';
import { getTldMetadata } from '../../modules/catalog/tlds/service.js';
import { lookupWhois } from '../../modules/whois/service.js';
import type { Caller } from '../../modules/accounts/caller.js';
import { searchBody } from './search-body.js';

/**
 * The batchable operations (contract 2.6, 4.1; names and params as precedent.md gives them). Each one calls the
 * same service as its HTTP route, so its body is what the single call answers and it costs what the single call
 * costs (a `whois_lookup` uses WHOIS quota like POST /api/tools/whois, keyed by the same caller).
 */
export interface BatchOperation<S extends TSchema = TSchema> {
  op: string;
  description: string;
  /** The single HTTP call this operation stands for. */
  http: { method: 'GET' | 'POST'; path: string };
  /** The status the single call answers on success (201 for a stored WHOIS lookup). */
  successStatus: 200 | 201;
  params: S;
  /** `signal` aborts when the batch's client goes away: search items stop their upstream checks. */
  run(ctx: AppContext, params: Static<S>, caller: Caller, signal?: AbortSignal): Promise<unknown>;
}

const strict = { additionalProperties: false } as const;

const SearchParams = Type.Object({
  q: Type.String({ minLength: 1, maxLength: 1024, description: 'The domain to check, e.g. `acme.com` (Unicode or punycode), as POST /api/domain/search takes it.' }),
  include_alternates: Type.Optional(Type.Boolean({ default: true, description: 'Also check the same label on the common alternate TLDs (only for a simple label.tld query). Default true.' })),
}, strict);

const PriceParams = Type.Object({
  tld: Type.String({ minLength: 1, maxLength: 253, description: 'The TLD, e.g. `com`, `.io`, `co.uk`, `рф`.' }),
  op: Type.Optional(StringEnum(PRICE_OPERATIONS, { default: 'transfer', description: 'Lifecycle operation; defaults to `transfer` as GET /api/pricing/tld does, unlike the MCP tool, whose `operation` defaults to `register`.' })),
}, strict);

const WhoisParams = Type.Object({
  domain: Type.String({ minLength: 1, maxLength: 1024, description: 'The domain to look up, e.g. `google.com`; uses one WHOIS lookup of the caller\'s daily quota.' }),
}, strict);

const TldParams = Type.Object({
  tld: Type.String({ minLength: 1, maxLength: 253, description: 'The TLD, e.g. `com`, `nl`, `рф`.' }),
}, strict);

function operation<S extends TSchema>(definition: BatchOperation<S>): BatchOperation<S> {
  return definition;
}

export const BATCH_OPERATIONS = [
  operation({
    op: 'search_domain',
    description: 'Domain availability of `q` and, for a simple label.tld query, its alternate TLDs: the rows of the POST /api/domain/search stream collected into one body `{request_id, primary, domains, primary_index, rows, count, duration_ms}`, rows in `domains` order. `request_id` is the batch\'s request id, the same for every search item of one batch. Aftermarket prices are unmasked only for a verified signed-in session (the batch reads no bearer token).',
    http: { method: 'POST', path: '/api/domain/search' },
    successStatus: 200,
    params: SearchParams,
    run: (ctx, params, caller, signal) => searchBody(ctx, {
      q: params.q,
      caller,
      ...(signal ? { signal } : {}),
      ...(params.include_alternates === undefined ? {} : { includeAlternates: params.include_alternates }),
    }),
  }),
  operation({
    op: 'tld_registration_price',
    description: 'The USD retail price of a TLD lifecycle operation, as GET /api/pricing/tld answers it: `{tld, op, priceCents}`. `op` defaults to `transfer`, as the route does; note that the MCP tool `tld_registration_price` defaults to `register` instead (its `operation` argument), since that tool is about registration.',
    http: { method: 'GET', path: '/api/pricing/tld' },
    successStatus: 200,
    params: PriceParams,
    run: (ctx, params) => getTldPrice(ctx, { tld: params.tld, op: params.op }),
  }),
  operation({
    op: 'whois_lookup',
    description: 'WHOIS/RDAP registration data of a domain, as POST /api/tools/whois answers it (status 201, `{lookup, used, cap, remaining}`). Uses one lookup of the same daily quota as the single call (per client IP, or per account for a verified signed-in session); 429 `rate_limited` when it is used up.',
    http: { method: 'POST', path: '/api/tools/whois' },
    successStatus: 201,
    params: WhoisParams,
    run: (ctx, params, caller) => lookupWhois(ctx, { domain: params.domain, viewer: caller.viewer }),
  }),
  operation({
    op: 'tld_requirements',
    description: 'Registration requirements of a TLD, as GET /api/tlds/{tld}/metadata answers it.',
    http: { method: 'GET', path: '/api/tlds/{tld}/metadata' },
    successStatus: 200,
    params: TldParams,
    run: (ctx, params) => getTldMetadata(ctx, { tld: params.tld }),
  }),
] as BatchOperation[];

const BY_NAME = new Map(BATCH_OPERATIONS.map((operation) => [operation.op, operation]));

/**
 * The same validator (ajv 8, no coercion, no defaults injected) fastify validates route input with, so a batch item
 * and an MCP tool call read their params by the same JSON Schema rules as the single HTTP call.
 */
const ajv = new Ajv({ allErrors: false, strict: false, coerceTypes: false, useDefaults: false });
const validators = new Map<TSchema, ValidateFunction>();

/** Compiles (once) a validator for a params schema. */
export function validatorOf(schema: TSchema): ValidateFunction {
  let validate = validators.get(schema);
  if (!validate) {
    validate = ajv.compile(plainSchema(schema));
    validators.set(schema, validate);
  }
  return validate;
}

export function findBatchOperation(op: string): BatchOperation | undefined {
  return BY_NAME.get(op);
}

/** A schema as plain JSON (TypeBox keeps symbol keys on its objects): for the catalogue and the MCP tool list. */
export function plainSchema(schema: TSchema): Record<string, unknown> {
  return JSON.parse(JSON.stringify(schema)) as Record<string, unknown>;
}

/**
 * Checks params against a schema; null when they fit, else the first problem as a sentence naming the field
 * (`tld is required`, `op must be one of: …`, `unknown field x`), worded like the HTTP routes' 400 messages.
 */
export function paramsProblem(schema: TSchema, params: unknown): string | null {
  const validate = validatorOf(schema);
  if (validate(params)) return null;
  return describeSchemaError(validate.errors?.[0]);
}

/** Checks an item's params against its operation's schema; a mismatch is 400 `validation_error`. */
export function checkParams(operation: BatchOperation, params: unknown): void {
  const problem = paramsProblem(operation.params, params);
  if (problem !== null) throw new ApiError('validation_error', `params of ${operation.op}: ${problem}`);
}

function describeSchemaError(error: ErrorObject | undefined): string {
  if (!error) return 'invalid';
  const params = error.params as Record<string, unknown>;
  const field = error.instancePath.replace(/^\//, '').replace(/\//g, '.');
  if (error.keyword === 'required') return `${field ? `${field}.` : ''}${String(params.missingProperty)} is required`;
  if (error.keyword === 'additionalProperties') return `unknown field ${field ? `${field}.` : ''}${String(params.additionalProperty)}`;
  if (error.keyword === 'enum') return `${field} must be one of: ${(params.allowedValues as unknown[]).join(', ')}`;
  if (error.keyword === 'type' && field === '') return `must be an ${String(params.type)}`;
  return `${field || 'value'} ${error.message ?? 'is invalid'}`;
}
