import { paymentMessages } from '#contract/payment-messages.ts';
import { amountMessage } from '#src/lib/payments/amount-text.ts';
import { sandboxCardMessage } from '#src/lib/payments/sandbox-card.ts';

/*
 * The statement payment form's values and rules: an amount in dollars from one cent up to the
 * balance (the server checks the same), and the provider's card fields, which never reach our server.
 */

export interface PaymentValues {
  amount: string;
  cardNumber: string;
  cardExpiry: string;
  cardCvc: string;
}

export type PaymentField = keyof PaymentValues;

export function paymentMessage(
  field: PaymentField,
  value: string,
  balanceCents: number,
  now: Date,
): string | undefined {
  if (field !== 'amount') return sandboxCardMessage(field, value, now);
  return amountMessage(value, balanceCents, paymentMessages.overBalance);
}
