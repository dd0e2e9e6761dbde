import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, describe, test } from 'node:test';
import { createTestCredential, insertListings, signedInject, usePartnerApp } from './helpers/partner-signer.js';

/**
 * A tiny OpenAI-compatible embeddings server on 127.0.0.1 (real HTTP, real client): each text becomes a vector
 * over three "topics", so texts about coffee are close whatever their words.
 */
class FakeEmbeddings {
  server: Server | undefined;
  calls: string[][] = [];
  down = false;
  url = '';
  private static readonly TOPICS: [RegExp, number][] = [[/espresso|brew|latte|barista/, 0], [/vault|cloud/, 1], [/lamp|glow/, 2]];

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        if (this.down || req.url !== '/v1/embeddings' || req.headers.authorization !== 'Bearer test-embeddings-key') {
          res.writeHead(this.down ? 503 : 401).end('{}');
          return;
        }
        const { input, model } = JSON.parse(body) as { input: string[]; model: string };
        assert.equal(model, 'tiny-test-model');
        this.calls.push(input);
        const data = input.map((text, index) => {
          const v = [0.05, 0.05, 0.05];
          for (const [pattern, dim] of FakeEmbeddings.TOPICS) if (pattern.test(text)) v[dim] = 1;
          return { object: 'embedding', index, embedding: v };
        });
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ object: 'list', data, model }));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}/v1/embeddings`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }
}

const fake = new FakeEmbeddings();
await fake.start();

describe('partner search with an embeddings provider (EMBEDDINGS_URL, issue 10)', () => {
  const h = usePartnerApp({ env: { EMBEDDINGS_URL: fake.url, EMBEDDINGS_MODEL: 'tiny-test-model', EMBEDDINGS_API_KEY: 'test-embeddings-key' } });
  after(() => fake.stop());

  test('issue 10: listing vectors are computed once and stored; a query close in vector space is found ("latte" → brewhouse)', async () => {
    fake.calls = [];
    await insertListings(h.db, 'sandbox', [{ domain: 'brewhouse.com', price: 1_000 }, { domain: 'cloudvault.io', price: 1_000 }, { domain: 'ledgerlamp.com', price: 1_000 }]);
    const { signer } = await createTestCredential(h.ctx, h.clock, { scopes: ['search'] });
    const r = await signedInject(h.app, signer, { url: '/api/partner/v1/domains/search?q=latte' });
    assert.equal(r.status, 200, r.text);
    assert.equal(r.body.results[0]?.domain, 'brewhouse.com', JSON.stringify(r.body.results));
    const stored = await h.db.query<{ listing_id: string; model: string; vector: number[] }>('SELECT listing_id, model, vector FROM listing_embeddings ORDER BY listing_id');
    assert.equal(stored.length, 3);
    assert.equal(stored[0]!.model, 'tiny-test-model');
    assert.equal(stored[0]!.vector.length, 3);
    // One batch for the listings, one call for the query.
    assert.deepEqual(fake.calls.map((c) => c.length), [3, 1]);
    assert.match(fake.calls[0]!.join('|'), /brew house brewhouse\.com/);

    // A rebuilt index reuses the stored vectors: only the new query is embedded.
    h.ctx.partner.search.invalidate();
    fake.calls = [];
    await signedInject(h.app, signer, { url: '/api/partner/v1/domains/search?q=barista' });
    assert.deepEqual(fake.calls.map((c) => c.length), [1]);
  });

  test('a failing provider is not fatal: search answers from WordNet, keyword and trigram scores', async () => {
    await insertListings(h.db, 'sandbox', [{ domain: 'brewhouse.com', price: 1_000 }, { domain: 'cloudvault.io', price: 1_000 }]);
    const { signer } = await createTestCredential(h.ctx, h.clock, { scopes: ['search'] });
    fake.down = true;
    try {
      const r = await signedInject(h.app, signer, { url: '/api/partner/v1/domains/search?q=coffee%20shop' });
      assert.equal(r.status, 200);
      assert.equal(r.body.results[0]?.domain, 'brewhouse.com');
    } finally {
      fake.down = false;
    }
  });
});
