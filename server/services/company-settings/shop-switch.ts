import { and, eq, sql, type SQL } from 'drizzle-orm';
import { companies } from '#server/db/schema.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';

/*
 * The obituaries' sympathy shop, company-wide (decision 0106): Settings'
 * "Open the obituaries' shop" (companies.shop_enabled). Off, no obituary shows its Shop tab and the
 * shop's calls (products, a product, checkout) answer 404, whatever the obituary's own switch says.
 * It is read with the obituary (published-obituary.ts), so every shop call asks it the same way.
 */

/** Whether the company's shop is open, as a column of a larger query. */
export function companyShopOnSql(scope: TenantScope): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${companies} where ${and(eq(companies.id, scope.companyId), eq(companies.shopEnabled, true))})`;
}
