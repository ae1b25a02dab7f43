import { eq } from 'drizzle-orm';
import type { Database } from './open-database.ts';
import { companies } from './tables/companies.ts';
import { paymentConnections } from './tables/arrangements.ts';
import { tenantScope, type TenantScope } from './tenant-scope.ts';

export interface PaymentEventScopes {
  /** The scope of the company our charge's metadata names; null for no such company. */
  company(companyId: number): Promise<TenantScope | null>;
  /** The scope of the company whose connected account this is; null for none. */
  connectedAccount(accountId: string): Promise<TenantScope | null>;
}

/**
 * The reads made before a webhook's company is known (decision 0081; like company-hosts.ts for a
 * request's host): which company our charge's metadata names, or which owns a connected account. They
 * run on the raw database because their answer is what the tenant scope is then made from.
 */
export function paymentEventScopes(db: Database): PaymentEventScopes {
  return {
    async company(companyId) {
      const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).limit(1);
      return row ? tenantScope(db, row.id) : null;
    },
    async connectedAccount(accountId) {
      const [row] = await db
        .select({ companyId: paymentConnections.companyId })
        .from(paymentConnections)
        .where(eq(paymentConnections.accountId, accountId))
        .limit(1);
      return row ? tenantScope(db, row.companyId) : null;
    },
  };
}
