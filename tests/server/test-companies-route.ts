import type { Hono } from 'hono';
import { z } from 'zod';
import type { Database } from '#server/db/open-database.ts';
import type { AppEnv } from '#server/http/app-env.ts';
import type { MediaStore } from '#server/media/media-store.ts';
import { registerPasswordResetTestRoute } from './password-reset-testing-route.ts';
import { insertTestCompany, testCatalogues, type TestCatalogue } from './test-companies.ts';

/**
 * `POST /api/testing/companies`: a fresh company per browser test (decision 0016). Plain Hono, so
 * it is never in the OpenAPI document; only the browser tests' entry (e2e-server.ts) and test apps
 * asked for it (`createTestApp(db, { testRoutes: true })`) mount it: the production tree has no
 * import of it (eslint.config.js), so a real server has no such path.
 */
export function registerTestRoutes(app: Hono<AppEnv>, { db, media }: { db: Database; media: MediaStore }): void {
  // The company as set up, with no people yet: each test makes those it checks. A body of
  // `{ "catalogue": "demo" }` asks for the demo's complete catalogue; none, for the test catalogue.
  app.post('/api/testing/companies', async (c) => {
    const catalogue = catalogueAskedFor(await c.req.text());
    if (!catalogue) return c.json({ message: `catalogue: one of ${testCatalogues.join(', ')}` }, 400);
    return c.json(await insertTestCompany(db, media, catalogue), 201);
  });
  registerPasswordResetTestRoute(app, { db });
}

/** The request's body: none, or `{ catalogue }`. */
const companyRequest = z.object({ catalogue: z.enum(testCatalogues).default('test') });

/** The catalogue a request's body names: the test catalogue when it names none, null when it is not one. */
function catalogueAskedFor(body: string): TestCatalogue | null {
  if (body.trim() === '') return 'test';
  try {
    const asked = companyRequest.safeParse(JSON.parse(body));
    return asked.success ? asked.data.catalogue : null;
  } catch {
    return null;
  }
}
