import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useEffect, useState, type RefObject } from 'react';
import { Field, fieldErrorId } from '#src/ui/field/Field.tsx';
import { cardOfPaymentMethod, type CardTokenizer } from '../card-token.ts';
import * as styles from './stripe-card.css.ts';

/*
 * The card form when the provider is Stripe (decision 0081): Stripe Elements' card field, in its own
 * chunk (StripeCard.tsx loads it), so the sandbox and every public page never load Stripe.js.
 */

export interface StripeCardFormProps {
  publishableKey: string;
  /** The DOM id of the field's box: our label points at it (Stripe focuses its field when the label is clicked). */
  id: string;
  label: string;
  /** The server's or the last attempt's words about the card (a decline), shown under it until the card changes. */
  error: string | undefined;
  /** Told when the card changes, so the page clears the last attempt's words about it. */
  onEdit: () => void;
  /** Filled while the form is ready: the page turns the card into a PaymentMethod through it when paying. */
  tokenizer: RefObject<CardTokenizer | null>;
}

const notLoaded = 'The card form could not be loaded. Please check your connection and reload the page.';
const notTokenized = 'Your card could not be checked. No payment was taken. Please try again.';

// One Stripe.js per key for the tab: loadStripe inserts Stripe's script once and must not run per render.
const stripes = new Map<string, Promise<Stripe | null>>();
const stripeFor = (publishableKey: string) => {
  let stripe = stripes.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey).catch(() => null);
    stripes.set(publishableKey, stripe);
  }
  return stripe;
};

export default function StripeCardForm(props: StripeCardFormProps) {
  const stripe = stripeFor(props.publishableKey);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let current = true;
    void stripe.then((loaded) => current && setFailed(loaded === null));
    return () => {
      current = false;
    };
  }, [stripe]);
  if (failed) return <p role="alert">{notLoaded}</p>;
  return (
    <Elements stripe={stripe}>
      <StripeCardField {...props} />
    </Elements>
  );
}

function StripeCardField({ id, label, error, onEdit, tokenizer }: StripeCardFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  // Stripe's own words while typing (an incomplete or impossible number), until the page has its own.
  const [typing, setTyping] = useState<string | undefined>();
  const shown = error ?? typing;

  useEffect(() => {
    if (!stripe || !elements) return;
    tokenizer.current = {
      tokenize: async () => {
        const card = elements.getElement(CardElement);
        if (!card) return { kind: 'refused', message: notLoaded };
        const { paymentMethod, error: refused } = await stripe.createPaymentMethod({ type: 'card', card });
        if (refused || !paymentMethod) return { kind: 'refused', message: refused?.message ?? notTokenized };
        return { kind: 'token', paymentToken: paymentMethod.id, card: cardOfPaymentMethod(paymentMethod.card) };
      },
    };
    return () => {
      tokenizer.current = null;
    };
  }, [stripe, elements, tokenizer]);

  const labelId = `${id}-label`;
  return (
    <Field id={id} label={<span id={labelId}>{label}</span>} required error={shown}>
      {() => (
        // Stripe's iframe cannot carry our attributes: the group around it is named by our label and
        // described by our error text, and marked invalid while there is one.
        <div role="group" aria-labelledby={labelId} aria-describedby={shown ? fieldErrorId(id) : undefined}>
          <CardElement
            id={id}
            className={styles.cardBox}
            options={{ classes: { focus: styles.cardFocused } }}
            onChange={(event) => {
              onEdit();
              setTyping(event.error?.message);
            }}
          />
        </div>
      )}
    </Field>
  );
}
