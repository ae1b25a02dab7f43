import type { Hono } from 'hono';
import type { Database } from '#server/db/open-database.ts';
import type { AppEnv } from '#server/http/app-env.ts';
import { insertTestCompany } from './test-companies.ts';

/** The switch the Playwright web server sets (playwright.config.ts); nothing else ever should. */
export const TEST_ROUTES_ENV = 'LANTERN_TEST_ROUTES';

export interface TestRoutesDeps {
  db: Database;
  /** Read once, when the app is made; `process.env` in production. */
  env: Record<string, string | undefined>;
}

/**
 * `POST /api/testing/companies`: a fresh company per browser test (decision 0013). Plain Hono, so
 * it is never in the OpenAPI document, and mounted only when LANTERN_TEST_ROUTES=1: a server
 * started any other way has no such path (server/testing/test-companies-route.test.ts).
 */
export function registerTestRoutes(app: Hono<AppEnv>, { db, env }: TestRoutesDeps): void {
  if (env[TEST_ROUTES_ENV] !== '1') return;
  app.post('/api/testing/companies', async (c) => c.json(await insertTestCompany(db), 201));
}
