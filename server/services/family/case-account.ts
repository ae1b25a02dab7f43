import { eq } from 'drizzle-orm';
import { accountOf, type CaseAccount, type PaidAmount } from '#contract/arrangement-rules.ts';
import { cases } from '#server/db/schema.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';
import { paidAmountsSource } from './load-arrangement.ts';

/**
 * The case's account now (paid less refunds, and the balance of `totalCents`), read in the caller's
 * transaction: what a receipt mailed with a payment or a refund states. The same source and the same
 * contract/arrangement-rules.ts accountOf as the statement's.
 */
export async function caseAccountNow(scope: TenantScope, caseId: number, totalCents: number): Promise<CaseAccount> {
  const [row] = await scope
    .select({ payments: paidAmountsSource(scope, caseId).mapWith((value: PaidAmount[]) => value) })
    .from(cases, eq(cases.id, caseId));
  return accountOf(totalCents, row?.payments ?? []);
}
