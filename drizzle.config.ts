import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the schema (`npm run db:generate`), committed, and applied by
// openDatabase() at startup on PGlite and PostgreSQL alike. No connection is needed to generate.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
  strict: true,
  verbose: true,
});
