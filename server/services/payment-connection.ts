import { and, eq, sql, type SQL } from 'drizzle-orm';
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

/**
 * Whether the company takes cards (decision 0101): the server has a provider (PAYMENT_PROVIDER) and the
 * company's account with it is ready, exactly when the console's Card payments section says
 * "connected". Off, a family is told how to pay the funeral home, the shop takes no orders and no
 * obituary shows its Shop tab; nothing is ever charged or recorded as paid by card.
 */
export type CardPayments = { on: true; provider: PaymentProvider; destination: string } | { on: false };

const readyWith = (provider: PaymentProvider) =>
  and(eq(paymentConnections.provider, provider.name), eq(paymentConnections.status, 'ready'));

export async function cardPaymentsOf(scope: TenantScope, provider: PaymentProvider | null): Promise<CardPayments> {
  if (!provider) return { on: false };
  const [row] = await scope
    .select({ accountId: paymentConnections.accountId })
    .from(paymentConnections, readyWith(provider))
    .limit(1);
  return row ? { on: true, provider, destination: row.accountId } : { on: false };
}

/** The same rule as a column of a larger query (an obituary's Shop tab is shown only while it holds). */
export function cardPaymentsOnSql(scope: TenantScope, provider: PaymentProvider | null): SQL<boolean> {
  if (!provider) return sql<boolean>`false`;
  return sql<boolean>`exists (select 1 from ${paymentConnections} where ${and(readyWith(provider), scope.owns(paymentConnections))})`;
}
