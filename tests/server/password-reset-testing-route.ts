import { and, eq, inArray } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { Database } from '#server/db/open-database.ts';
import { passwordResetTokens, users } from '#server/db/schema.ts';
import type { AppEnv } from '#server/http/app-env.ts';

/**
 * `POST /api/testing/password-reset/expire` {companyId, email}: ages the account's reset links past
 * their hour, so a browser test sees an expired link without waiting one. Mounted only with
 * the other test routes (registerTestRoutes); plain Hono, never in the OpenAPI document.
 */
export function registerPasswordResetTestRoute(app: Hono<AppEnv>, { db }: { db: Database }): void {
  app.post('/api/testing/password-reset/expire', async (c) => {
    const { companyId, email } = await c.req.json<{ companyId: number; email: string }>();
    const account = db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.companyId, companyId), eq(users.email, email.toLowerCase())));
    const aged = await db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(passwordResetTokens.companyId, companyId), inArray(passwordResetTokens.userId, account)))
      .returning({ id: passwordResetTokens.id });
    return c.json({ aged: aged.length }, 200);
  });
}
