import { defineConfig } from 'vitest/config';
import { alias, plugins } from './vitest.config.js';

// The benches that start services (Nest classes need decorator metadata) run under the same SWC transform and lib
// aliases as the tests, one file at a time and on their own: they are not part of `npm test`.
export default defineConfig({
  plugins,
  resolve: { alias },
  test: {
    include: [
      'services/patents/bench/search.bench.ts',
      'services/patents/bench/index-load.bench.ts',
      'services/ai/bench/assistant.bench.ts',
    ],
    testTimeout: 3_600_000,
    hookTimeout: 600_000,
    fileParallelism: false,
  },
});
