/**
 * The optional embeddings provider (issue 10): any OpenAI-compatible `POST /embeddings` endpoint, e.g. a local
 * server or a hosted API, at EMBEDDINGS_URL (the full URL of the endpoint). Request `{model, input: [texts]}`,
 * answer `{data: [{index, embedding: number[]}]}`. Off when EMBEDDINGS_URL is unset.
 */
export interface EmbeddingsProvider {
  readonly model: string;
  embed(texts: string[]): Promise<Float32Array[]>;
}

export class HttpEmbeddings implements EmbeddingsProvider {
  constructor(private readonly options: { url: string; model: string; apiKey: string | undefined; timeoutMs: number }) {}

  get model(): string {
    return this.options.model;
  }

  async embed(texts: string[]): Promise<Float32Array[]> {
    if (texts.length === 0) return [];
    const response = await fetch(this.options.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(this.options.apiKey ? { authorization: `Bearer ${this.options.apiKey}` } : {}),
      },
      body: JSON.stringify({ model: this.options.model, input: texts }),
      signal: AbortSignal.timeout(this.options.timeoutMs),
    });
    if (!response.ok) throw new Error(`embeddings provider answered HTTP ${response.status}`);
    const body = (await response.json()) as { data?: { index?: number; embedding?: unknown }[] };
    if (!Array.isArray(body.data) || body.data.length !== texts.length) throw new Error('embeddings provider answered an unexpected shape');
    const out = new Array<Float32Array>(texts.length);
    body.data.forEach((item, position) => {
      const index = typeof item.index === 'number' ? item.index : position;
      if (!Array.isArray(item.embedding) || !item.embedding.every((x) => typeof x === 'number')) {
        throw new Error('embeddings provider answered a vector that is not a list of numbers');
      }
      out[index] = normalise(Float32Array.from(item.embedding as number[]));
    });
    if (out.some((v) => v === undefined)) throw new Error('embeddings provider skipped an input');
    return out;
  }
}

/** Unit length, so cosine similarity is a dot product. */
export function normalise(vector: Float32Array): Float32Array {
  let sum = 0;
  for (const x of vector) sum += x * x;
  const norm = Math.sqrt(sum) || 1;
  return vector.map((x) => x / norm);
}

export function cosine(a: Float32Array, b: Float32Array): number {
  if (a.length !== b.length) return 0;
  let dot = 0;
  for (let i = 0; i < a.length; i++) dot += a[i]! * b[i]!;
  return dot;
}
