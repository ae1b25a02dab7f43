import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { paymentConnectionMessages } from '#contract/payment-connection.ts';
import {
  fakeApi,
  nothingWaiting,
  owner,
  refusal,
  renderScreen,
  signedIn,
  type SentCall,
} from '#src/lib/console/console-screen.test-helper.tsx';
import { CardPayments } from './CardPayments.tsx';

/* The owner's card payments account on the console home (decision 0081). */

const none = { provider: 'stripe', status: 'none', accountId: null, connectedAt: null };
const onboarding = { ...none, status: 'onboarding', accountId: 'acct_1', connectedAt: '2026-11-20T15:00:00.000Z' };

async function renderCardPayments(answer: (call: SentCall) => unknown) {
  const auth = await signedIn(owner);
  const go = vi.fn<(url: string) => void>();
  const api = fakeApi((call) => answer(call) ?? nothingWaiting(call));
  renderScreen('/staff', () => <CardPayments auth={auth.actor} go={go} />, api);
  await screen.findByRole('heading', { name: 'Card payments' });
  return { api, go };
}

describe('CardPayments', () => {
  it('sends the owner to Stripe’s onboarding when connecting', async () => {
    const { api, go } = await renderCardPayments((call) =>
      call.path === '/api/staff/payments/connection'
        ? none
        : call.path === '/api/staff/payments/connect'
          ? { connection: onboarding, onboardingUrl: 'https://connect.stripe.com/setup/e/acct_1/x' }
          : undefined,
    );
    expect(screen.getByText(/Card payments are not connected yet/)).toHaveTextContent('through Stripe');
    await userEvent.click(screen.getByRole('button', { name: 'Connect card payments' }));
    expect(api.calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      '/api/staff/payments/connect',
    ]);
    expect(go).toHaveBeenCalledWith('https://connect.stripe.com/setup/e/acct_1/x');
  });

  it('says when Stripe still waits, and shows the server’s words when Stripe cannot be reached', async () => {
    await renderCardPayments((call) => {
      if (call.path === '/api/staff/payments/connection') return onboarding;
      if (call.path === '/api/staff/payments/connect')
        throw refusal(503, [{ path: '', message: paymentConnectionMessages.processorFailed }]);
      return undefined;
    });
    expect(screen.getByText(/Stripe is waiting for the rest of your details/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Continue at Stripe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(paymentConnectionMessages.processorFailed);
  });

  it('offers nothing to click once the account is ready', async () => {
    await renderCardPayments(() => undefined);
    expect(screen.getByText(/Card payments are connected/)).toHaveTextContent('the sandbox (no money moves)');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
