import { and, eq } from 'drizzle-orm';
import { paymentConnections } from '#server/db/schema.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';
import type { PaymentProvider } from '#server/payments/payment-provider.ts';

/*
 * The company's connected account at the card processor (decision 0081): the owner connects it in
 * the console (services/staff/payment-connection.ts); every card charge, the family's and the shop's,
 * goes to it. Only a ready account of the provider in use counts: one still onboarding at Stripe, or
 * the sandbox's after a switch to Stripe, takes no money.
 */

export type PaymentConnectionRow = typeof paymentConnections.$inferSelect;

export async function paymentConnectionOf(scope: TenantScope): Promise<PaymentConnectionRow | null> {
  const [row] = await scope.selectAll(paymentConnections).limit(1);
  return row ?? null;
}

/** The account a charge of `provider` goes to; undefined when the company has none ready. */
export async function chargeDestination(scope: TenantScope, provider: PaymentProvider): Promise<string | undefined> {
  const [row] = await scope
    .select({ accountId: paymentConnections.accountId })
    .from(
      paymentConnections,
      and(eq(paymentConnections.provider, provider.name), eq(paymentConnections.status, 'ready')),
    )
    .limit(1);
  return row?.accountId;
}
