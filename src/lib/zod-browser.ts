import { configureZod } from './zod-config.ts';

/**
 * zod as the browser's build imports it (vite.config.ts aliases `zod` here): configured before any
 * module that imports it defines or parses a schema, in the chunk that brings zod, not in the public
 * entry. The entry configured it before (decision 0036), which put the spec's validation messages,
 * 1 KB gzip, on every public page though none parses anything there (decision 0122).
 */
configureZod();

export * from 'zod/v4';
