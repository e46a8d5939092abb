import { fileURLToPath } from 'node:url';
import swc from 'unplugin-swc';
import { defineConfig } from 'vitest/config';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

// Tests run against the TypeScript sources of the libs (no build needed); SWC keeps the
// decorator metadata that Nest's dependency injection reads.
export const alias = {
  '@patent-hub/contracts': here('./libs/contracts/src/index.ts'),
  '@patent-hub/service-kit': here('./libs/service-kit/src/index.ts'),
  '@patent-hub/testing': here('./libs/testing/src/index.ts'),
  '@patent-hub/text': here('./libs/text/src/index.ts'),
};
export const plugins = [
  swc.vite({
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
      target: 'es2022',
    },
  }),
];
const excluded = ['**/node_modules/**', '**/dist/**'];
const sharedModuleSpecs = ['services/ai/src/**/*.spec.ts'];
// Specs that replace a module with vi.mock need a module graph of their own.
const isolatedAiSpecs = ['services/ai/src/analysis/parse-once.spec.ts'];
// Tiers run one after another (unit, web, int, e2e), each with its own parallelism.
const nodeProject = (name: string, include: string[], extra: Record<string, unknown> = {}) => ({
  plugins,
  resolve: { alias },
  test: {
    name,
    include,
    exclude: excluded,
    environment: 'node',
    ...extra,
  },
});

export default defineConfig({
  test: {
    projects: [
      nodeProject(
        'unit',
        [
          'libs/*/src/**/*.spec.ts',
          'services/!(ai)/src/**/*.spec.ts',
          ...isolatedAiSpecs,
          'scripts/**/*.spec.ts',
          'test/**/*.spec.ts',
        ],
        { sequence: { groupOrder: 0 } },
      ),
      // The AI service's engine specs are pure functions over the legal texts, the language model of
      // wink-nlp and the grants: files share one module graph per worker, so those are loaded once per
      // worker instead of once per file (the legal specs: 144 s -> 51 s). A spec that mocks a module
      // stays in 'unit' (isolated).
      nodeProject('unit-ai', sharedModuleSpecs, {
        exclude: [...excluded, ...isolatedAiSpecs],
        isolate: false,
        // Specs over real grants parse them on first use: 5 s was once exceeded on a loaded 2-core machine.
        testTimeout: 20_000,
        sequence: { groupOrder: 0 },
      }),
      nodeProject(
        'int',
        ['libs/*/src/**/*.int-spec.ts', 'services/*/src/**/*.int-spec.ts', 'test/**/*.int-spec.ts'],
        {
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: true,
          maxWorkers: 2,
          sequence: { groupOrder: 2 },
        },
      ),
      nodeProject('e2e', ['services/*/test/**/*.e2e-spec.ts', 'test/**/*.e2e-spec.ts'], {
        testTimeout: 120_000,
        hookTimeout: 180_000,
        fileParallelism: false,
        sequence: { groupOrder: 3 },
      }),
      'web/vitest.config.ts',
    ],
  },
});
