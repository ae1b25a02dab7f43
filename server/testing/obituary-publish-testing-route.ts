import { and, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { Database } from '#server/db/open-database.ts';
import { obituaries } from '#server/db/schema.ts';
import type { AppEnv } from '#server/http/app-env.ts';

/**
 * `POST /api/testing/obituaries/publish` {companyId, caseId}: the funeral home publishes a family
 * case's obituary (staff have no such call yet), so a browser test sees on the public page what the
 * family approved (issue 13). Mounted only with the other test routes (LANTERN_TEST_ROUTES=1); plain
 * Hono, never in the OpenAPI document.
 */
export function registerObituaryPublishTestRoute(app: Hono<AppEnv>, { db }: { db: Database }): void {
  app.post('/api/testing/obituaries/publish', async (c) => {
    const { companyId, caseId } = await c.req.json<{ companyId: number; caseId: number }>();
    const published = await db
      .update(obituaries)
      .set({ publishedAt: new Date() })
      .where(and(eq(obituaries.companyId, companyId), eq(obituaries.caseId, caseId)))
      .returning({ id: obituaries.id });
    return published[0] ? c.json({ obituaryId: published[0].id }, 200) : c.json({ obituaryId: null }, 404);
  });
}
