import { type TSchema, Type } from '@sinclair/typebox';

/**
 * An event type a module publishes: its name, what it means, and the schema of its `data`. Modules declare theirs
 * (orders: src/modules/orders/events.ts) and the partner OpenAPI document's `webhooks` section lists them all.
 */
export interface EventTypeDeclaration {
  type: string;
  description: string;
  schema: TSchema;
}

export const PING_EVENT = 'ping';

/** The test event of POST /api/partner/v1/webhooks/test. Its resource is the endpoint itself. */
export const WEBHOOK_EVENT_TYPES: EventTypeDeclaration[] = [{
  type: PING_EVENT,
  description: 'Sent only by POST /api/partner/v1/webhooks/test, whatever the endpoint subscribes to: checks the URL and the signature.',
  schema: Type.Object({
    webhook: Type.Object({ id: Type.String(), url: Type.String({ format: 'uri' }) }),
    version: Type.Integer({ minimum: 1, description: 'The resource\'s version; drop a delivery older than one already processed.' }),
  }),
}];
