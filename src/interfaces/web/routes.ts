import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import type { TypedApp } from '../../platform/http/typed-app.js';
import { accountPages } from './account.routes.js';
import { authorizePages } from './authorize.routes.js';
import { registerFormParser } from './forms.js';
import { sitePages } from './site.routes.js';

/** All server-rendered pages (hidden from /openapi.json), in one scope that also parses HTML form posts. */
export async function webPages(app: TypedApp, ctx: AppContext): Promise<void> {
  await app.register(async (scope) => {
    const plain = scope as unknown as FastifyInstance;
    registerFormParser(plain);
    accountPages(plain, ctx);
    authorizePages(plain, ctx);
    sitePages(plain, ctx);
  });
}
