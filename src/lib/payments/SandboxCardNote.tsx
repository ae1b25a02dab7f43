import { SANDBOX_APPROVE_CARD, SANDBOX_DECLINE_CARD } from '#contract/sandbox-cards.ts';
import type { PaymentSetup } from '#contract/shop.ts';

/**
 * Above every card form (decision 0033): in the sandbox, the test cards to use; with a provider
 * whose browser form is not built yet (Stripe Elements), that card payments are not available.
 */
export function SandboxCardNote({
  setup,
  noteClassName,
  alertClassName,
}: {
  setup: PaymentSetup;
  noteClassName?: string;
  alertClassName?: string;
}) {
  return setup.provider === 'sandbox' ? (
    <p className={noteClassName}>
      Payments here are in sandbox mode: no money moves. Pay with the test card {SANDBOX_APPROVE_CARD}, or{' '}
      {SANDBOX_DECLINE_CARD} to see a declined card; any future expiry date and any three digits.
    </p>
  ) : (
    <p className={alertClassName}>Card payments are not available here yet. Please call the funeral home.</p>
  );
}
