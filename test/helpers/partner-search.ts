import assert from 'node:assert/strict';
import { seedSandboxListings } from '../../src/modules/listings/sandbox-inventory.js';
import { createTestCredential, signedInject, usePartnerApp } from './partner-signer.js';

/** One result of GET /api/partner/v1/domains/search, as the search tests read it. */
export interface SearchResult {
  domain: string;
  match: string;
  score: number;
}

/**
 * A partner app (env: settings such as SEARCH_LEXICON=false) whose `searcher()` seeds the 5,200 sandbox listings,
 * makes a search credential and returns a signed search that asserts 200 and answers the results.
 */
export function useSandboxSearch(env: Record<string, string> = {}) {
  const h = usePartnerApp({ env });
  return {
    h,
    async searcher() {
      await seedSandboxListings(h.ctx);
      h.ctx.partner.search.invalidate();
      const { signer } = await createTestCredential(h.ctx, h.clock, { scopes: ['search'] });
      return async (q: string): Promise<SearchResult[]> => {
        const r = await signedInject(h.app, signer, { url: `/api/partner/v1/domains/search?q=${encodeURIComponent(q)}` });
        assert.equal(r.status, 200, r.text);
        return r.body.results;
      };
    },
  };
}
