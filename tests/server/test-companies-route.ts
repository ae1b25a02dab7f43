import type { Hono } from 'hono';
import type { Database } from '#server/db/open-database.ts';
import type { AppEnv } from '#server/http/app-env.ts';
import type { MediaStore } from '#server/media/media-store.ts';
import { registerPasswordResetTestRoute } from './password-reset-testing-route.ts';
import { insertTestCompany } from './test-companies.ts';

/**
 * `POST /api/testing/companies`: a fresh company per browser test (decision 0016). Plain Hono, so
 * it is never in the OpenAPI document; only the browser tests' entry (e2e-server.ts) and test apps
 * asked for it (`createTestApp(db, { testRoutes: true })`) mount it: the production tree has no
 * import of it (eslint.config.js), so a real server has no such path.
 */
export function registerTestRoutes(app: Hono<AppEnv>, { db, media }: { db: Database; media: MediaStore }): void {
  // The company as set up, with no people yet: each test makes those it checks.
  app.post('/api/testing/companies', async (c) => c.json(await insertTestCompany(db, media), 201));
  registerPasswordResetTestRoute(app, { db });
}
