import { asc, eq } from 'drizzle-orm';
import type { Redirect } from '#contract/website.ts';
import type { Database } from '#server/db/open-database.ts';
import { redirects } from '#server/db/schema.ts';

/** A company's redirects (spec §2: a server-provided lookup per path; external ones leave the site). */
export async function loadRedirects(db: Database, companyId: number): Promise<Redirect[]> {
  const rows = await db
    .select({ from: redirects.fromPath, to: redirects.to, permanent: redirects.permanent })
    .from(redirects)
    .where(eq(redirects.companyId, companyId))
    .orderBy(asc(redirects.fromPath));
  return rows;
}
