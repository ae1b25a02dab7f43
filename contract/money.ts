/*
 * Money, the one module: integer cents in one currency everywhere (prices, statements,
 * payments, the shop), how an amount reads, and how an amount a person types becomes cents. No zod
 * here: the public pages show prices without loading any schema code (decision 0007).
 */

/** The currency of every price, payment and order. */
export const CURRENCY = 'USD';

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: CURRENCY });

/** "$1,234.50": how every price and total reads. */
export const formatMoney = (cents: number): string => money.format(cents / 100);

/** "1,234.5" or "$1234.50" is 123450 cents; anything else (more than two decimals, letters) is null. */
export function dollarsToCents(text: string): number | null {
  const match = /^\$?\s*([0-9]{1,3}(?:,[0-9]{3})+|[0-9]+)(?:\.([0-9]{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const whole = Number(match[1]!.replace(/,/g, ''));
  const cents = Number((match[2] ?? '').padEnd(2, '0'));
  const total = whole * 100 + cents;
  return Number.isSafeInteger(total) ? total : null;
}

/** An amount as a form starts with it, as a person would type it ("1234.50"). */
export const centsToAmountText = (cents: number): string => (cents / 100).toFixed(2);
