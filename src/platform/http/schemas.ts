import { Type, type TSchema, type TUnsafe } from '@sinclair/typebox';
import { ERROR_STATUS, type ErrorCode } from '../errors.js';

/** The one error body of interface A and B (issue 3, item 4); `$id` makes it a named OpenAPI component. */
export const ErrorBody = Type.Object(
  {
    error: Type.Object({
      code: Type.String({ description: 'Stable machine-readable code; see the error table in the API description.', examples: ['validation_error'] }),
      message: Type.String({ description: 'Human-readable explanation naming the problem.' }),
      request_id: Type.String({ description: 'Same value as the X-Request-Id response header; quote it in support requests.' }),
      details: Type.Optional(Type.Record(Type.String(), Type.Unknown(), { description: 'Extra structured context, when there is any.' })),
    }),
  },
  { $id: 'Error', title: 'Error', description: 'Error body: `{"error":{"code","message","request_id"}}`.' },
);

export const ErrorRef = Type.Ref(ErrorBody);

/** Error responses for a route: each listed code becomes a documented response with its status. */
export function errorResponses(...codes: ErrorCode[]): Record<number, TSchema> {
  const responses: Record<number, TSchema> = {};
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of [...codes, 'internal_error'] as ErrorCode[]) {
    const status = ERROR_STATUS[code];
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  for (const [status, list] of byStatus) {
    responses[status] = Type.Ref(ErrorBody, { description: `Error: ${list.map((c) => `\`${c}\``).join(', ')}` });
  }
  return responses;
}

/**
 * A string enum as JSON Schema `enum` (not TypeBox's anyOf of consts), so validation errors read
 * "must be one of: …" and the OpenAPI document shows a plain enum.
 */
export function StringEnum<const T extends readonly string[]>(values: T, options: Record<string, unknown> = {}): TUnsafe<T[number]> {
  return Type.Unsafe<T[number]>({ type: 'string', enum: [...values], ...options });
}
