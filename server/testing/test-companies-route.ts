import type { Hono } from 'hono';
import type { Database } from '#server/db/open-database.ts';
import type { AppEnv } from '#server/http/app-env.ts';
import type { MediaStore } from '#server/media/media-store.ts';
import { registerPasswordResetTestRoute } from './password-reset-testing-route.ts';
import { insertTestCompany } from './test-companies.ts';

/**
 * `POST /api/testing/companies`: a fresh company per browser test (decision 0016). Plain Hono, so
 * it is never in the OpenAPI document; createApp mounts it only with `testRoutes`, which the server
 * sets from LANTERN_TEST_ROUTES=1 (server/config.ts), so a server started any other way has no such
 * path (server/testing/test-companies-route.test.ts).
 */
export function registerTestRoutes(app: Hono<AppEnv>, { db, media }: { db: Database; media: MediaStore }): void {
  // The company as set up, with no people yet: each test makes those it checks.
  app.post('/api/testing/companies', async (c) => c.json(await insertTestCompany(db, media), 201));
  registerPasswordResetTestRoute(app, { db });
}
