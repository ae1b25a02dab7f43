import { SANDBOX_APPROVE_CARD, SANDBOX_DECLINE_CARD } from '#contract/sandbox-cards.ts';

/** Above the sandbox's card form (decision 0033): the test cards to use. Stripe's form has its own (StripeCard). */
export function SandboxCardNote({ className }: { className?: string }) {
  return (
    <p className={className}>
      Payments here are in sandbox mode: no money moves. Pay with the test card {SANDBOX_APPROVE_CARD}, or{' '}
      {SANDBOX_DECLINE_CARD} to see a declined card; any future expiry date and any three digits.
    </p>
  );
}
