import { eq } from 'drizzle-orm';
import type { Database } from './open-database.ts';
import { companyHosts } from './tables/site.ts';

/**
 * The one read made before a tenant is known: which company owns a host (decision 0002). It runs
 * on the raw database because its answer is what the tenant scope is then made from.
 */
export async function findCompanyIdByHost(db: Database, host: string): Promise<number | null> {
  const [row] = await db
    .select({ companyId: companyHosts.companyId })
    .from(companyHosts)
    .where(eq(companyHosts.host, host))
    .limit(1);
  return row?.companyId ?? null;
}
