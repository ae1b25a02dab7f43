import { lazy, Suspense } from 'react';
import type { StripeCardFormProps } from './stripe/StripeCardForm.tsx';

// Stripe.js and Stripe's React bindings in a chunk of their own, fetched only when a card form with
// the provider Stripe is drawn (decision 0081): the sandbox and the public pages never load them.
const StripeCardForm = lazy(() => import('./stripe/StripeCardForm.tsx'));

/** The card form of a payment page when the provider is Stripe (the family's statement payment, the shop's checkout). */
export function StripeCard(props: StripeCardFormProps) {
  return (
    <Suspense fallback={<p>Loading the card form…</p>}>
      <StripeCardForm {...props} />
    </Suspense>
  );
}
