import { paymentMessages } from '#contract/family-payments.ts';
import { formatMoney } from '#contract/shop-text.ts';
import { validationText } from '#contract/validation-messages.ts';
import { dollarsToCents } from '#src/lib/money/amount-text.ts';
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

// Shared with the console's refunds (decision 0076): one reading of a typed amount.
export { centsToAmountText, dollarsToCents } from '#src/lib/money/amount-text.ts';

export function paymentMessage(
  field: PaymentField,
  value: string,
  balanceCents: number,
  now: Date,
): string | undefined {
  if (field !== 'amount') return sandboxCardMessage(field, value, now);
  if (value.trim() === '') return validationText.required;
  const cents = dollarsToCents(value);
  if (cents === null) return validationText.pattern;
  if (cents < 1) return validationText.minNumber('0.01');
  if (cents > balanceCents) return paymentMessages.overBalance(formatMoney(balanceCents));
  return undefined;
}
