/**
 * Every test file's media store is the disk store in `mediaDir`, one folder for the whole run:
 * keys name their content, so files the seed or one file's uploads write never clash.
 *
 * What the server suite's global setup (tests/setup/database.ts) hands to every test file through
 * vitest's provide/inject: where to get a fresh database from.
 */
export type TestDatabaseTarget =
  /**
   * A migrated and seeded PGlite data folder as a tarball, which each file loads into an in-memory
   * PGlite (0.4 s; copying the folder and opening it from disk took 1.8 s, creating one 7 s).
   */
  | {
      kind: 'pglite';
      templateTarball: string;
      /** Migrated with no company in it: a new install (decision 0084). */
      emptyTarball: string;
      mediaDir: string;
    }
  /** A throwaway cluster; each test file creates its own database in it, a copy of `templateName`. */
  | { kind: 'postgres'; adminUrl: string; templateName: string; mediaDir: string };

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: TestDatabaseTarget;
  }
}
