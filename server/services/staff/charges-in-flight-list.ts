import type { ChargeInFlight } from '#contract/charges-in-flight.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';
import { chargesInFlight } from '#server/services/charges-in-flight.ts';
import { CASE_PAYMENT_SCOPE } from '#server/services/family/card-payment-paid.ts';
import type { CasePaymentInFlight } from '#server/services/family/case-payment-charge.ts';
import { CHARGE_SCOPES } from '#server/services/settle-charges-in-flight.ts';

/** GET /api/staff/payments/in-flight: the company's charges waiting for the processor, oldest first. */
export async function listChargesInFlight(tenant: TenantScope, now: Date, graceMs: number): Promise<ChargeInFlight[]> {
  const found = await chargesInFlight<Partial<CasePaymentInFlight>>(tenant, CHARGE_SCOPES, now, 0);
  return found
    .map(({ claim, inFlight, createdAt }): ChargeInFlight => ({
      kind: claim.scope === CASE_PAYMENT_SCOPE ? 'case-payment' : 'order',
      description: inFlight.charge.description,
      amountCents: inFlight.charge.amountCents,
      since: createdAt.toISOString(),
      askableFrom: new Date(createdAt.getTime() + graceMs).toISOString(),
      caseId: inFlight.caseId ?? null,
    }))
    .sort((a, b) => a.since.localeCompare(b.since));
}
