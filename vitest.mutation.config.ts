import { defineConfig } from 'vitest/config';

/**
 * The tests Stryker runs against each mutant of machines/ and contract/ (stryker.config.json): the
 * unit tests of those folders only, without the app's Vite plugins, so each run starts quickly.
 */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['contract/**/*.test.ts', 'machines/**/*.test.ts'],
    // A test file that cannot load counts as a failed test, so a mutant that breaks loading is killed.
    reporters: ['default', './scripts/mutation-load-failures.ts'],
  },
});
