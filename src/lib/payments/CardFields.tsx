import type { ReactNode, RefObject } from 'react';
import type { CardFormSetup } from '#contract/shop.ts';
import type { CardTokenizer } from './card-token.ts';
import { SandboxCardNote } from './SandboxCardNote.tsx';
import { StripeCard } from './StripeCard.tsx';

export type SandboxCardField = 'cardNumber' | 'cardExpiry' | 'cardCvc';

/** What a sandbox card field is: each page draws it with its own control. */
export interface SandboxCardControl {
  name: SandboxCardField;
  label: string;
  hint?: string;
  inputMode?: 'numeric';
  autoComplete: string;
}

const number: SandboxCardControl = {
  name: 'cardNumber',
  label: 'Card number',
  inputMode: 'numeric',
  autoComplete: 'cc-number',
};
const expiry: SandboxCardControl = { name: 'cardExpiry', label: 'Expiry date', hint: 'MM/YY', autoComplete: 'cc-exp' };
const cvc: SandboxCardControl = {
  name: 'cardCvc',
  label: 'Security code',
  hint: '3 or 4 digits',
  inputMode: 'numeric',
  autoComplete: 'cc-csc',
};

export interface CardFieldsProps {
  setup: CardFormSetup;
  legend: string;
  classes: { group: string; groupTitle: string; note: string; pair: string };
  /** One sandbox field in the page's own control. */
  control: (field: SandboxCardControl) => ReactNode;
  /** Stripe's card field: its DOM id, the words about the card, told when it changes. */
  stripeId: string;
  error: string | undefined;
  onEdit: () => void;
  tokenizer: RefObject<CardTokenizer | null>;
}

/**
 * The card of a payment form (decisions 0033, 0081): the sandbox's test-card fields with the cards to
 * use, or Stripe's own card field, the family's statement payment and the shop's checkout alike.
 */
export function CardFields({ setup, legend, classes, control, ...stripe }: CardFieldsProps) {
  return (
    <fieldset className={classes.group}>
      <legend className={classes.groupTitle}>{legend}</legend>
      {setup.provider === 'sandbox' ? (
        <>
          <SandboxCardNote className={classes.note} />
          {control(number)}
          <div className={classes.pair}>
            {control(expiry)}
            {control(cvc)}
          </div>
        </>
      ) : (
        <StripeCard
          publishableKey={setup.publishableKey}
          id={stripe.stripeId}
          label="Card details"
          error={stripe.error}
          onEdit={stripe.onEdit}
          tokenizer={stripe.tokenizer}
        />
      )}
    </fieldset>
  );
}
