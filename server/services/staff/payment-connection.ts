import type { PaymentConnection, PaymentConnectAnswer } from '#contract/payment-connection.ts';
import type { Clock } from '#server/clock.ts';
import { paymentConnections } from '#server/db/schema.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';
import type { PaymentProvider } from '#server/payments/payment-provider.ts';
import { paymentConnectionOf, type PaymentConnectionRow } from '#server/services/payment-connection.ts';
import { companySiteUrl } from '#server/services/site-url.ts';

/*
 * The owner connects the company's card payments account (decision 0081;
 * permission payments.connect). POST starts (or goes on with) the processor's onboarding and keeps the
 * account at once as `onboarding` (so a second click reuses it, never makes another); Stripe says when
 * it is ready (the webhook's account.updated), and so does a look at Stripe when the owner comes back
 * and the console reads GET. The sandbox's account is ready at once, so the demo takes card payments.
 */

export interface ConnectionDeps {
  clock: Clock;
  /** Null: no card processor on this server (decision 0101): nothing to connect. */
  payments: PaymentProvider | null;
}

const noProcessor: PaymentConnection = { provider: 'none', status: 'none', accountId: null, connectedAt: null };

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
export async function paymentConnectionNow(
  deps: ConnectionDeps,
  scope: TenantScope,
): Promise<{ connection: PaymentConnection; becameReady: boolean }> {
  const payments = deps.payments;
  if (!payments) return { connection: noProcessor, becameReady: false };
  const row = await paymentConnectionOf(scope);
  if (row?.provider === payments.name && row.status === 'onboarding') {
    if ((await payments.accountReady(row.accountId)) === true)
      return { connection: connectionOf(payments, await keep(scope, { ...row, status: 'ready' })), becameReady: true };
  }
  return { connection: connectionOf(payments, row), becameReady: false };
}

export type ConnectOutcome =
  | { kind: 'done'; answer: PaymentConnectAnswer }
  | { kind: 'no-provider' }
  | { kind: 'no-site-url' }
  | { kind: 'failed' };

/** POST /api/staff/payments/connect. */
export async function connectPayments(deps: ConnectionDeps, scope: TenantScope): Promise<ConnectOutcome> {
  const payments = deps.payments;
  if (!payments) return { kind: 'no-provider' };
  const row = await paymentConnectionOf(scope);
  const sameProvider = row?.provider === payments.name ? row : null;
  if (sameProvider?.status === 'ready')
    return { kind: 'done', answer: { connection: connectionOf(payments, sameProvider), onboardingUrl: null } };
  const siteUrl = await companySiteUrl(scope);
  // Stripe sends the owner back to the company's own console; the sandbox sends nobody anywhere.
  if (!siteUrl && payments.name !== 'sandbox') return { kind: 'no-site-url' };
  const back = `${siteUrl ?? ''}/staff`;
  const result = await payments.connect({
    accountId: sameProvider?.accountId ?? null,
    companyId: scope.companyId,
    returnUrl: `${back}?payments=returned`,
    refreshUrl: `${back}?payments=expired`,
  });
  if (result.kind === 'failed') return { kind: 'failed' };
  const kept = await keep(scope, {
    provider: payments.name,
    accountId: result.accountId,
    status: result.kind === 'ready' ? 'ready' : 'onboarding',
    connectedAt: sameProvider?.connectedAt ?? deps.clock.now(),
  });
  return {
    kind: 'done',
    answer: {
      connection: connectionOf(payments, kept),
      onboardingUrl: result.kind === 'onboarding' ? result.onboardingUrl : null,
    },
  };
}
