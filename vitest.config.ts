import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { catalogParts } from './scripts/lib/catalog-plugin';

export default defineConfig({
  // The catalogs' two parts (src/i18n/catalog-parts.ts), as in the build.
  plugins: [catalogParts()],
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
    setupFiles: ['tests/unit/setup.ts'],
    restoreMocks: true,
    // Vitest's default (one worker fewer than the cores) leaves a two-core CI machine one worker: 200 s
    // instead of 100 s for the same tests.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
