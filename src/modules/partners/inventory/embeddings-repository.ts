import type { Queryable } from '../../../platform/db/db.js';

/**
 * The owner of `listing_embeddings` (migrations/007): vectors of the optional embeddings provider, one per listing
 * and model, with the hash of the text they were computed from (a changed name is embedded again).
 */
export interface StoredEmbedding {
  listing_id: string;
  text_sha256: string;
  vector: number[];
}

export async function storedEmbeddings(db: Queryable, model: string): Promise<StoredEmbedding[]> {
  return db.query<StoredEmbedding>(
    `SELECT e.listing_id, e.text_sha256, e.vector FROM listing_embeddings e WHERE e.model = $1`,
    [model],
  );
}

export async function saveEmbedding(
  db: Queryable, embedding: { listingId: string; model: string; textSha256: string; vector: Float32Array }, now: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO listing_embeddings (listing_id, model, text_sha256, vector, created_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (listing_id, model) DO UPDATE SET text_sha256 = EXCLUDED.text_sha256, vector = EXCLUDED.vector, created_at = EXCLUDED.created_at`,
    [embedding.listingId, embedding.model, embedding.textSha256, Array.from(embedding.vector), now],
  );
}
