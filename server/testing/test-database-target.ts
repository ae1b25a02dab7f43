/**
 * Every test file's media store is the disk store in `mediaDir`, one folder for the whole run:
 * keys name their content, so files the seed or one file's uploads write never clash.
 *
 * What the server suite's global setup (tests/setup/database.ts) hands to every test file through
 * vitest's provide/inject: where to get a fresh database from.
 */
export type TestDatabaseTarget =
  /** A migrated and seeded PGlite data folder to copy (copying beats creating: ~1 s vs ~4 s). */
  | { kind: 'pglite'; templateDir: string; mediaDir: string }
  /** A throwaway cluster; each test file creates its own database in it, a copy of `templateName`. */
  | { kind: 'postgres'; adminUrl: string; templateName: string; mediaDir: string };

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: TestDatabaseTarget;
  }
}
