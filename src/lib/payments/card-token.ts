import type { CardBrand } from '#contract/family-payments.ts';
import type { CardFormSetup } from '#contract/shop.ts';
import { cardSummary } from './card-summary.ts';
import { sandboxToken } from './sandbox-card.ts';

/** What a card form gives our server for one attempt: the provider's token, and the card's brand and last four for receipts. */
export interface CardToken {
  paymentToken: string;
  card?: { brand: CardBrand; last4: string } | undefined;
}

/** A card turned into a token, or the provider's words on why not (an incomplete number, no connection). */
export type CardTokenOutcome = ({ kind: 'token' } & CardToken) | { kind: 'refused'; message: string };

/** What the Stripe card form lends the page that holds it (decision 0081): it turns the card typed into a PaymentMethod. */
export interface CardTokenizer {
  tokenize: () => Promise<CardTokenOutcome>;
}

export const cardFormNotReady = 'The card form is still loading. Please wait a moment and try again.';

/**
 * The token of one attempt (decisions 0033, 0081): the sandbox's made from its test card's number in
 * the page, Stripe's made by Stripe.js from what was typed in Stripe's own fields (the number never
 * reaches the page).
 */
export async function cardTokenOf(
  setup: CardFormSetup,
  cardNumber: string,
  stripeCard: CardTokenizer | null,
): Promise<CardTokenOutcome> {
  if (setup.provider === 'sandbox')
    return { kind: 'token', paymentToken: sandboxToken(cardNumber), card: cardSummary(cardNumber) };
  return stripeCard ? stripeCard.tokenize() : { kind: 'refused', message: cardFormNotReady };
}

const knownBrands: Record<string, CardBrand> = {
  visa: 'visa',
  mastercard: 'mastercard',
  amex: 'amex',
  discover: 'discover',
};

/** A Stripe PaymentMethod's card as our receipts name it: Stripe's brand (`amex`, `diners`, `unknown`…) in our five words. */
export function cardOfPaymentMethod(card: { brand: string; last4: string } | undefined): CardToken['card'] {
  if (!card || !/^[0-9]{4}$/.test(card.last4)) return undefined;
  return { brand: knownBrands[card.brand] ?? 'other', last4: card.last4 };
}
