import { paymentMessages } from '#contract/family-payments.ts';
import { formatMoney } from '#contract/shop-text.ts';
import { validationText } from '#contract/validation-messages.ts';
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

/** "1,234.5" or "$1234.50" is 123450 cents; anything else (more than two decimals, letters) is null. */
export function dollarsToCents(text: string): number | null {
  const match = /^\$?\s*([0-9]{1,3}(?:,[0-9]{3})+|[0-9]+)(?:\.([0-9]{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const whole = Number(match[1]!.replace(/,/g, ''));
  const cents = Number((match[2] ?? '').padEnd(2, '0'));
  const total = whole * 100 + cents;
  return Number.isSafeInteger(total) ? total : null;
}

/** The amount the form starts with: the whole balance, as a person would type it ("1234.50"). */
export const centsToAmountText = (cents: number): string => (cents / 100).toFixed(2);

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
