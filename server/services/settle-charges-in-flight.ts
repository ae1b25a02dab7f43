import type { Clock } from '#server/clock.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';
import type { MailDelivery } from '#server/mail/outbox.ts';
import type { PaymentProvider } from '#server/payments/payment-provider.ts';
import { chargesInFlight, type FoundInFlight } from './charges-in-flight.ts';
import { CASE_PAYMENT_SCOPE } from './family/card-payment-paid.ts';
import { chargeCasePayment, type CasePaymentInFlight } from './family/case-payment-charge.ts';
import { chargeOrder, SHOP_ORDER_SCOPE, type OrderInFlight } from './shop/order-charge.ts';

/*
 * One company's card charges left in flight, settled (decision 0104): each past its grace is asked of
 * the processor again with its own key and recorded (paid with its mails, declined, or released when
 * nothing was taken); one the processor cannot answer now stays for the next look. The sweep
 * (jobs/reconcile-charges.ts) runs it for every company; staff run it for theirs from the console.
 */

export interface SettleDeps {
  payments: PaymentProvider | null;
  mail: MailDelivery;
  clock: Clock;
  /** How long a charge may take before it is asked again (config CHARGE_GRACE_SECONDS). */
  chargeGraceMs: number;
}

/** The key scopes whose answers can hold a charge in flight. */
export const CHARGE_SCOPES = [SHOP_ORDER_SCOPE, CASE_PAYMENT_SCOPE] as const;

export type AnyInFlight = FoundInFlight<Partial<OrderInFlight> & Partial<CasePaymentInFlight>>;

export async function settleChargesInFlight(
  tenant: TenantScope,
  deps: SettleDeps,
  now: Date,
): Promise<{ settled: number; waiting: number }> {
  const payments = deps.payments;
  const found = await chargesInFlight<Partial<OrderInFlight> & Partial<CasePaymentInFlight>>(
    tenant,
    CHARGE_SCOPES,
    now,
    deps.chargeGraceMs,
  );
  let settled = 0;
  for (const flight of found) {
    if (!payments || flight.inFlight.provider !== payments.name) continue;
    const outcome =
      flight.claim.scope === SHOP_ORDER_SCOPE
        ? await chargeOrder(deps, tenant, payments, flight as FoundInFlight<OrderInFlight>, true)
        : await chargeCasePayment(deps, tenant, payments, flight as FoundInFlight<CasePaymentInFlight>, true);
    if (outcome.kind !== 'in-progress') settled += 1;
  }
  return { settled, waiting: found.length - settled };
}
