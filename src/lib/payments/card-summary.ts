import type { CardBrand } from '#contract/family-payments.ts';
import { cardDigits } from '#contract/sandbox-cards.ts';

/**
 * What a card form may tell our server about a card, for receipts only (the brand and the last
 * four digits, as processors report them): never enough to charge it.
 */
export function cardSummary(cardNumber: string): { brand: CardBrand; last4: string } | undefined {
  const digits = cardDigits(cardNumber);
  if (!/^[0-9]{12,19}$/.test(digits)) return undefined;
  const brand: CardBrand = digits.startsWith('4')
    ? 'visa'
    : /^(5[1-5]|2[2-7])/.test(digits)
      ? 'mastercard'
      : /^3[47]/.test(digits)
        ? 'amex'
        : /^6(011|5)/.test(digits)
          ? 'discover'
          : 'other';
  return { brand, last4: digits.slice(-4) };
}
