// @ts-check
import { readdirSync } from 'node:fs';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

/**
 * Import boundaries (DESIGN.md §2): contract ← machines ← src; contract ← server;
 * server never imports src, nor machines but the workflow charts it runs (decision 0110); src never imports server; features never import
 * one another. Everything crosses folders through package.json `imports` aliases, so the
 * core no-restricted-imports rule can hold the lines without a module resolver.
 */
const deepRelative = {
  group: ['../../../*'],
  message: 'Use a #alias (package.json imports) instead of a deep relative path.',
};
const restrict = (...patterns) => ['error', { patterns: [deepRelative, ...patterns] }];
// A leading '#' starts a comment in the rule's gitignore-style patterns: escaped, '#machines/*' is a pattern.
const forbid = (group, message) => ({
  group: group.map((pattern) =>
    pattern.startsWith('#') ? `\\${pattern}` : pattern.startsWith('!#') ? `!\\${pattern.slice(1)}` : pattern,
  ),
  message,
});

/*
 * The workflow charts the server runs to judge events (decision 0110): the one source of each rule, so
 * server/ imports these machines and no other (the browser's own machines stay the browser's).
 */
const serverCharts = [
  '!#machines/planning-request/planning-request.machine.ts',
  '!#machines/obituary-publication/obituary-publication.machine.ts',
  '!#machines/statement-changes/statement-changes.machine.ts',
];
const serverBoundary = forbid(
  ['#src/*', '#machines/*/*', ...serverCharts, 'react', 'react-*'],
  'server/ never imports the browser app, nor a machine but the workflow charts it runs (decision 0110).',
);

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'data/**',
      'src/routeTree.gen.ts',
      'test-results/**',
      'playwright-report/**',
      '.tmp/**',
    ],
  },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name=/^(it|test|describe)$/][callee.property.name='only']",
          message: 'Focused tests hide the rest of the suite.',
        },
      ],
      'no-restricted-imports': restrict(),
    },
  },
  {
    files: ['contract/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict(
        forbid(
          ['#*', 'react', 'react-*', 'xstate', 'hono', 'hono/*', '@*/*', '!@vitest/*'],
          'contract/ imports zod only.',
        ),
      ),
    },
  },
  {
    files: ['machines/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict(
        forbid(
          ['#src/*', '#server/*', 'react', 'react-*', '@tanstack/*', 'hono', 'hono/*'],
          'machines/ import xstate, zod and contract/ only.',
        ),
      ),
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict(serverBoundary),
    },
  },
  {
    // Decision 0014: routes declare (defineRoute) and delegate; they never query. Tests may.
    files: ['server/routes/**/*.ts'],
    ignores: ['server/routes/**/*.test.ts'],
    rules: {
      'no-restricted-imports': restrict(serverBoundary, {
        ...forbid(
          ['drizzle-orm', 'drizzle-orm/*', '#server/db/*', '../db/*', 'postgres', '@electric-sql/*'],
          'Routes never touch the database: call a service with scopeOf(c).',
        ),
        // A type (the scope a service takes, a column's union) touches nothing.
        allowTypeImports: true,
      }),
    },
  },
  {
    // Decision 0013: services reach tenant tables only through the TenantScope they are
    // given; the raw database (open-database.ts, the drivers) is out of their reach.
    files: ['server/services/**/*.ts'],
    ignores: ['server/services/**/*.test.ts'],
    rules: {
      'no-restricted-imports': restrict(
        serverBoundary,
        forbid(
          [
            '#server/db/open-database.ts',
            '../db/open-database.ts',
            '../../db/open-database.ts',
            'drizzle-orm/pg-core',
            'drizzle-orm/pglite',
            'drizzle-orm/postgres-js',
            'postgres',
            '@electric-sql/*',
          ],
          'Services get a TenantScope (#server/db/tenant-scope.ts), never the raw database.',
        ),
      ),
      // The time is an effect: routes read their Clock and pass `now`, so tests can fix it.
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'Services take `now` from the caller (the route reads its Clock).',
        },
        {
          selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
          message: 'Services take `now` from the caller (the route reads its Clock).',
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrict(
        forbid(['#server/*', 'hono', 'drizzle-orm', 'drizzle-orm/*'], 'src/ never imports the server.'),
      ),
    },
  },
  {
    files: ['src/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrict(
        forbid(['#src/features/*', '#src/routes/*', '#src/lib/*', '#server/*'], 'src/ui holds nothing app-specific.'),
      ),
    },
  },
  ...features.map((feature) => ({
    files: [`src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': restrict(
        forbid(
          ['#src/features/*', `!#src/features/${feature}`, `!#src/features/${feature}/*`, '#src/routes/*', '#server/*'],
          'A feature never imports another feature.',
        ),
      ),
    },
  })),
);
