import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      '@': here('./src'),
      '@patent-hub/contracts/web': here('../libs/contracts/src/web.ts'),
    },
  },
  test: {
    name: 'web',
    root: here('.'),
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    passWithNoTests: true,
    testTimeout: 20_000,
    // One jsdom per worker instead of per file: 3x faster; test/setup.ts resets DOM, toasts,
    // storage, stubs and mocks after every test so files do not leak into each other.
    isolate: false,
    sequence: { groupOrder: 1 },
  },
});
