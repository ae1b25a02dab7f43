import type { PaymentConnection, PaymentConnectAnswer } from '#contract/payment-connection.ts';
import type { Clock } from '#server/clock.ts';
import { paymentConnections } from '#server/db/schema.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';
import type { PaymentProvider } from '#server/payments/payment-provider.ts';
import { paymentConnectionOf, type PaymentConnectionRow } from '#server/services/payment-connection.ts';
import { companySiteUrl } from '#server/services/site-url.ts';

/*
 * The owner connects the company's card payments account (issue 25 item 6, decision 0081;
 * permission payments.connect). POST starts (or goes on with) the processor's onboarding and keeps the
 * account at once as `onboarding` (so a second click reuses it, never makes another); Stripe says when
 * it is ready (the webhook's account.updated), and so does a look at Stripe when the owner comes back
 * and the console reads GET. The sandbox's account is ready at once, so the demo takes card payments.
 */

export interface ConnectionDeps {
  clock: Clock;
  payments: PaymentProvider;
}

const connectionOf = (provider: PaymentProvider, row: PaymentConnectionRow | null): PaymentConnection =>
  row && row.provider === provider.name
    ? {
        provider: provider.name,
        status: row.status,
        accountId: row.accountId,
        connectedAt: row.connectedAt.toISOString(),
      }
    : { provider: provider.name, status: 'none', accountId: null, connectedAt: null };

async function keep(scope: TenantScope, values: Omit<typeof paymentConnections.$inferInsert, 'companyId'>) {
  const [row] = await scope
    .insert(paymentConnections, values)
    .onConflictDoUpdate({ target: paymentConnections.companyId, set: values })
    .returning();
  return row!;
}

/** GET /api/staff/payments/connection: an account still onboarding is looked at again at Stripe. */
export async function paymentConnectionNow(deps: ConnectionDeps, scope: TenantScope): Promise<PaymentConnection> {
  const row = await paymentConnectionOf(scope);
  if (row?.provider === deps.payments.name && row.status === 'onboarding') {
    if ((await deps.payments.accountReady(row.accountId)) === true)
      return connectionOf(deps.payments, await keep(scope, { ...row, status: 'ready' }));
  }
  return connectionOf(deps.payments, row);
}

export type ConnectOutcome =
  { kind: 'done'; answer: PaymentConnectAnswer } | { kind: 'no-site-url' } | { kind: 'failed' };

/** POST /api/staff/payments/connect. */
export async function connectPayments(deps: ConnectionDeps, scope: TenantScope): Promise<ConnectOutcome> {
  const row = await paymentConnectionOf(scope);
  const sameProvider = row?.provider === deps.payments.name ? row : null;
  if (sameProvider?.status === 'ready')
    return { kind: 'done', answer: { connection: connectionOf(deps.payments, sameProvider), onboardingUrl: null } };
  const siteUrl = await companySiteUrl(scope);
  // Stripe sends the owner back to the company's own console; the sandbox sends nobody anywhere.
  if (!siteUrl && deps.payments.name !== 'sandbox') return { kind: 'no-site-url' };
  const back = `${siteUrl ?? ''}/staff`;
  const result = await deps.payments.connect({
    accountId: sameProvider?.accountId ?? null,
    companyId: scope.companyId,
    returnUrl: `${back}?payments=returned`,
    refreshUrl: `${back}?payments=expired`,
  });
  if (result.kind === 'failed') return { kind: 'failed' };
  const kept = await keep(scope, {
    provider: deps.payments.name,
    accountId: result.accountId,
    status: result.kind === 'ready' ? 'ready' : 'onboarding',
    connectedAt: sameProvider?.connectedAt ?? deps.clock.now(),
  });
  return {
    kind: 'done',
    answer: {
      connection: connectionOf(deps.payments, kept),
      onboardingUrl: result.kind === 'onboarding' ? result.onboardingUrl : null,
    },
  };
}
