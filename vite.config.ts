import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import { configDefaults, type TestProjectInlineConfiguration } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { precompress } from './scripts/precompress.ts';
import { renderedPageApp } from './scripts/rendered-page-app.ts';

/**
 * A module of the staff console (decision 0062): its features, its lib and queries, the contract files only it
 * uses, the split parts (components, loaders) of its routes and its pages (`_console/-pages/`,
 * decision 0068). A route file's own definition stays in the entry with every other route's.
 */
const isConsoleModule = (id: string) =>
  /[\\/]src[\\/](features[\\/]console-[\w-]+|lib[\\/]console|lib[\\/]queries[\\/]console)[\\/]/.test(id) ||
  /[\\/]contract[\\/]staff-(team|permission-words)\.ts$/.test(id) ||
  /[\\/]src[\\/]routes[\\/]staff[\\/](.*[?&]tsr-split|.*[\\/]-pages[\\/])/.test(id);

/** rendered.html and its one script: a server-rendered page's first paint (decision 0097). */
const isRenderedPageBoot = (id: string) => /[\\/]rendered\.html$|[\\/]src[\\/]boot[\\/]/.test(id);

/** A built chunk of the staff console (named so by `chunkFileNames` below). */
const isConsoleChunk = (fileName: string) => /(^|\/)console-[^/]*\.js$/.test(fileName);

/**
 * The server suite as a project: `server` runs on LANTERN_TEST_DB's first engine (PGlite unless it
 * names postgres), `server-pg` on PostgreSQL; tests/setup/database.ts reads the project's name.
 */
const serverEngines = (process.env.LANTERN_TEST_DB ?? 'pglite').split(',');
const serverProject = (name: 'server' | 'server-pg'): TestProjectInlineConfiguration => ({
  extends: true,
  test: {
    name,
    environment: 'node',
    include: ['server/**/*.test.ts', 'tests/server/**/*.test.ts'],
    // The bad-input property tests judge the API's parsing and error answers, which no engine
    // changes: when both engines run (`npm test`), they run once, on the faster PostgreSQL
    // (decision 0070). `npm run test:server` alone still runs them on PGlite.
    exclude: [
      ...configDefaults.exclude,
      ...(name === 'server' && serverEngines.length > 1 ? ['tests/server/bad-input/**'] : []),
    ],
    // Test files share their worker's module graph instead of importing the whole app again
    // (about 1 s a file): each file opens its own database and app, and nothing a file relies
    // on is module state (306 s → 232 s on PGlite when it was made).
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
});

/**
 * zod in the browser's build is zod configured (src/lib/zod-browser.ts). Not in the server render's
 * build (the server configures its own) nor in Vitest's (tests/setup/zod-defaults.ts does).
 */
const configuredZod = {
  find: /^zod$/,
  replacement: fileURLToPath(new URL('./src/lib/zod-browser.ts', import.meta.url)),
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      codeSplittingOptions: {
        // A console route's split parts load as one chunk (decision 0062): its loader, page and error
        // page, each a line of the public entry otherwise.
        splitBehavior: ({ routeId }) =>
          routeId.startsWith('/staff') ? [['loader', 'component', 'errorComponent', 'notFoundComponent']] : undefined,
      },
      routesDirectory: './src/routes',
      generatedRouteTree: './src/routeTree.gen.ts',
    }),
    react(),
    vanillaExtractPlugin(),
    renderedPageApp(),
    // .br and .gz beside every text file, served as they are (decision 0025).
    precompress(),
  ],
  resolve: {
    alias: [
      // @tanstack/react-store asks for the shim of useSyncExternalStore, for React before 18; React 19
      // has it, and the shim's fallback was a dead weight on every page (decision 0090).
      {
        find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
        replacement: 'use-sync-external-store/with-selector',
      },
      ...(isSsrBuild || process.env.VITEST ? [] : [configuredZod]),
    ],
  },
  build: {
    outDir: 'dist/client',
    // Maps for reading stack traces on the server; no sourceMappingURL, and never served (decision 0025).
    sourcemap: 'hidden',
    // One stylesheet for the whole app, linked by the shell: 8 KB gzip in all (2026-11-27), so a page the
    // server rendered paints with every style it uses, with or without JavaScript, and nothing moves
    // when a route's chunk loads (decision 0097).
    cssCodeSplit: false,
    modulePreload: {
      // No polyfill for <link rel="modulepreload">: every browser we serve has it (Chrome 66, Safari 17,
      // Firefox 115), and one without it still loads each module by its import, only not ahead.
      // About 0.3 KB gzip of the home page's budget (decision 0090).
      polyfill: false,
      // A lazy chunk's preload list (every chunk it needs, loaded in parallel) is written into the
      // chunk that imports it: for the staff console's routes, the public entry. They keep only their
      // styles there; their scripts follow by their own imports (decision 0062), so the console costs
      // the public page a line per route, not a list of every chunk it uses. A console chunk that
      // imports another (the console route's registry of pages, decision 0068) keeps the whole list.
      resolveDependencies: (filename, deps, { hostId }) =>
        isConsoleChunk(filename) && !isConsoleChunk(hostId) ? deps.filter((dep) => dep.endsWith('.css')) : deps,
    },
    rolldownOptions: {
      // index.html is the shell the browser renders (the portal, the console, a preview); rendered.html
      // holds a page the server rendered, which loads the app only when wanted (decision 0097).
      input: { index: 'index.html', rendered: 'rendered.html' },
      output: {
        // The staff console's chunks are named console-… (decision 0062), so the bundle tests can tell
        // that no public page loads one.
        chunkFileNames: (chunk) =>
          chunk.moduleIds.some(isConsoleModule) ? 'assets/console-[name]-[hash].js' : 'assets/[name]-[hash].js',
        codeSplitting: {
          // Rolldown splits modules the entry already loads into many small shared chunks when lazy
          // chunks (builder, planning, toasts) use them too (rolldown#10731). Every module the entry
          // imports statically ($initial) goes into it instead: one file for the first paint, 1.2 KB
          // less than a separate framework chunk, whose only gain was caching across deploys
          // (decisions 0012, 0090). Modules only lazy chunks use stay out of it.
          groups: [
            {
              name: 'initial',
              tags: ['$initial'],
              // The script of a rendered page's first paint stays alone (decision 0097).
              test: (id) => !isRenderedPageBoot(id),
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
          // As the server suites: test files share their worker's modules (no file relies on module
          // state; fake timers and stubbed globals are put back after each test), which took the unit
          // and component run from 83 to 32 CPU-seconds (decision 0070).
          isolate: false,
          // The property tests (fast-check) take a few seconds on a busy machine.
          testTimeout: 15_000,
          include: ['contract/**/*.test.ts', 'machines/**/*.test.ts', 'src/**/*.test.ts', 'scripts/**/*.test.ts'],
          setupFiles: ['tests/setup/zod-defaults.ts'],
          // A worker per core, as the server suites (decision 0060): in `npm test` the models and the
          // build beside this stage end within seconds, and vitest's default left the second core idle.
          maxWorkers: availableParallelism(),
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          // One jsdom per worker, not per file: tests/setup/dom.ts unmounts what a test rendered.
          isolate: false,
          maxWorkers: availableParallelism(),
          include: ['src/**/*.test.tsx'],
          setupFiles: ['tests/setup/zod-defaults.ts', 'tests/setup/dom.ts'],
        },
      },
      serverProject('server'),
      // The same suite on PostgreSQL beside PGlite in one run, when LANTERN_TEST_DB names both
      // (`npm test`): both projects share the run's workers, so neither waits on the other's last file.
      ...(serverEngines.length > 1 ? [serverProject('server-pg')] : []),
    ],
  },
}));
