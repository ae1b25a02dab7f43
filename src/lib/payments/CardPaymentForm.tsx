import type { AnyFormApi } from '@tanstack/react-form';
import type { ReactNode, RefObject } from 'react';
import type { CardFormSetup } from '#contract/shop.ts';
import { ActionForm } from '#src/ui/action-form/ActionForm.tsx';
import { CardFields, type SandboxCardControl } from './CardFields.tsx';
import type { CardTokenizer } from './card-token.ts';

/** What the form needs of useCardPayment: the last attempt's words, and Stripe's card form. */
export interface CardPaymentState {
  formError: string | null;
  alertRef: RefObject<HTMLParagraphElement | null>;
  fieldErrors: { cardNumber?: string | undefined };
  onSubmit: () => void;
  onEdit: (name: 'cardNumber') => void;
  stripeCard: RefObject<CardTokenizer | null>;
}

export interface CardPaymentFormProps {
  form: AnyFormApi;
  payment: CardPaymentState;
  setup: CardFormSetup;
  /** The id of the heading that names the form. */
  labelledBy: string;
  /** The page's look: the form, its alert, a group of fields and its title, a note, two fields side by side. */
  classes: { form: string; alert: string; group: string; groupTitle: string; note: string; pair: string };
  /** The card's group: its legend, Stripe's field's DOM id, a sandbox field in the page's own control. */
  card: { legend: string; stripeId: string; control: (field: SandboxCardControl) => ReactNode };
  submitLabel: string;
  busyLabel: string;
  /** The page's own fields, above the card. */
  children: ReactNode;
}

/**
 * A form that pays by card (the family's statement payment, the shop's checkout; decisions 0033,
 * 0081): the last attempt's alert above everything, the page's fields, the card, one submit.
 */
export function CardPaymentForm({ form, payment, setup, classes, card, children, ...labels }: CardPaymentFormProps) {
  return (
    <ActionForm form={form} className={classes.form} onSubmitStart={payment.onSubmit} {...labels}>
      <p ref={payment.alertRef} tabIndex={-1} role="alert" className={payment.formError ? classes.alert : undefined}>
        {payment.formError ?? ''}
      </p>
      {children}
      <CardFields
        setup={setup}
        legend={card.legend}
        classes={classes}
        control={card.control}
        stripeId={card.stripeId}
        error={payment.fieldErrors.cardNumber}
        onEdit={() => payment.onEdit('cardNumber')}
        tokenizer={payment.stripeCard}
      />
    </ActionForm>
  );
}
