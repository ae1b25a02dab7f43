import { and, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { Database } from '#server/db/open-database.ts';
import { obituaries } from '#server/db/schema.ts';
import type { AppEnv } from '#server/http/app-env.ts';

/**
 * `POST /api/testing/obituaries/publish` {companyId, caseId}: publishes a family case's obituary, as
 * the funeral home does (no staff call for it yet), so a browser test can see the public page wear
 * what the family chose (issue 13). Mounted only with the other test routes (LANTERN_TEST_ROUTES=1);
 * plain Hono, never in the OpenAPI document. Answers the obituary's id.
 */
export function registerPublishObituaryTestRoute(app: Hono<AppEnv>, { db }: { db: Database }): void {
  app.post('/api/testing/obituaries/publish', async (c) => {
    const { companyId, caseId } = await c.req.json<{ companyId: number; caseId: number }>();
    const [published] = await db
      .update(obituaries)
      .set({ publishedAt: new Date() })
      .where(and(eq(obituaries.companyId, companyId), eq(obituaries.caseId, caseId)))
      .returning({ id: obituaries.id });
    return published ? c.json(published, 200) : c.json({ status: 404, message: 'Not Found' }, 404);
  });
}
