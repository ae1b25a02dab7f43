import { formatMoney } from '#contract/shop-text.ts';
import { validationText } from '#contract/validation-messages.ts';

/* An amount of money as a person types it, and back: the family's payment form and the console's ledger. */

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

/**
 * What is wrong with a typed amount: required, a money format, at least one cent, at most `maxCents`
 * (`over` words that limit, the server's own message); undefined when it is fine.
 */
export function amountMessage(value: string, maxCents: number, over: (maxText: string) => string): string | undefined {
  if (value.trim() === '') return validationText.required;
  const cents = dollarsToCents(value);
  if (cents === null) return validationText.pattern;
  if (cents < 1) return validationText.minNumber('0.01');
  if (cents > maxCents) return over(formatMoney(maxCents));
  return undefined;
}
