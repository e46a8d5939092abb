import { fileURLToPath } from 'node:url';
import swc from 'unplugin-swc';
import { defineConfig } from 'vitest/config';

// bench:assistant starts the patents service (Nest classes need decorator metadata), so it runs under Vitest's SWC
// transform like the e2e tests, on its own: it is not part of `npm test`.
const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));
export default defineConfig({
  plugins: [
    swc.vite({
      jsc: {
        parser: { syntax: 'typescript', decorators: true },
        transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
        target: 'es2022',
      },
    }),
  ],
  resolve: {
    alias: {
      '@patent-hub/contracts': here('../../../libs/contracts/src/index.ts'),
      '@patent-hub/service-kit': here('../../../libs/service-kit/src/index.ts'),
      '@patent-hub/testing': here('../../../libs/testing/src/index.ts'),
      '@patent-hub/text': here('../../../libs/text/src/index.ts'),
    },
  },
  test: {
    include: [here('./assistant.bench.ts')],
    testTimeout: 3_600_000,
    hookTimeout: 600_000,
    fileParallelism: false,
  },
});
