import { availableParallelism } from 'node:os';
/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { precompress } from './scripts/precompress.ts';

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: './src/routes',
      generatedRouteTree: './src/routeTree.gen.ts',
    }),
    react(),
    vanillaExtractPlugin(),
    // .br and .gz beside every text file, served as they are (decision 0025).
    precompress(),
  ],
  build: {
    outDir: 'dist/client',
    // Maps for reading stack traces on the server; no sourceMappingURL, and never served (decision 0025).
    sourcemap: 'hidden',
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Rolldown splits modules the entry already loads into many small shared chunks when lazy
          // chunks (builder, planning, toasts) use them too (rolldown#10731). One framework chunk keeps
          // the public home page to a few files and within its budget (decision 0012).
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|@tanstack[\\/](react-router|router-core|history|react-query|query-core|store|react-store))[\\/]/,
            },
          ],
        },
      },
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['contract/**/*.test.ts', 'machines/**/*.test.ts', 'src/**/*.test.ts', 'scripts/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx'],
          setupFiles: ['tests/setup/dom.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts'],
          // Test files share their worker's module graph instead of importing the whole app again
          // (about 1 s a file): each file opens its own database and app, and nothing a file relies
          // on is module state (issue 22: 306 s → 232 s on PGlite).
          isolate: false,
          // One worker per core (vitest's default leaves one core free): a server test spends much of
          // its time waiting on the database and on timers, so one worker used 1.1 of 2 cores.
          maxWorkers: availableParallelism(),
          // Vitest runs projects with their own worker counts in groups, one after the other.
          sequence: { groupOrder: 1 },
          globalSetup: ['tests/setup/database.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
