// What the field test's sentence-embedding model (USE-lite on TensorFlow.js WebAssembly) adds to a process's
// memory: the ai API loads it on the first assistant prior-art answer with a reference over the floor, the
// ai-worker on the first analysis that shows one. The WebAssembly memory it grows is never given back, so the
// figure after embedding is what a replica keeps (docs/operations.md):
//   TSX_TSCONFIG_PATH=services/ai/tsconfig.tsx.json npx tsx test/ops/measure-model.ts
import { Embedder, loadUseLite } from '../../services/ai/src/engine/embeddings.js';

const mib = () => process.memoryUsage().rss / 2 ** 20;
const before = mib();
let loaded = before;
// The product's embedder (its word cut, batch size and cache) over the real model.
const embedder = new Embedder({
  load: async () => {
    const batch = await loadUseLite();
    loaded = mib();
    return batch;
  },
});
// An analysis embeds the patent and its references over the floor, a title and an abstract each (~120 words).
const text = (i: number) =>
  `Reference ${i}: a session initiation protocol telephone that places a call on hold when a meeting begins, ` +
  'with a processor that reads the calendar of the user and a memory that stores the rules. '.repeat(4);
for (let round = 0; round < 10; round++)
  await embedder.embed(
    Array.from({ length: 16 }, (_, i) => ({ key: `r${round}-${i}`, text: text(round * 16 + i) })),
  );
const after = mib();
console.log('model                      RSS before  after load  after 160 texts  kept by the model');
console.log(
  `USE-lite (WebAssembly)     ${before.toFixed(0).padStart(6)} MiB  ${loaded.toFixed(0).padStart(6)} MiB` +
    `  ${after.toFixed(0).padStart(11)} MiB  ${(after - before).toFixed(0).padStart(13)} MiB`,
);
