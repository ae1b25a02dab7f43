import { dollarsToCents, formatMoney } from '#contract/money.ts';
import { validationText } from '#contract/validation-messages.ts';

/* What is wrong with an amount as a person types it: the family's payment form and the console's ledger (contract/money.ts reads it). */

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
