import { useRef } from 'react';
import type { PaymentSetup } from '#contract/shop.ts';
import { cardTokenOf, type CardToken, type CardTokenizer } from './card-token.ts';
import { useServerErrors } from './use-server-errors.ts';

/**
 * A card form's payment (the family's statement payment, the shop's checkout; decisions 0033, 0081):
 * its attempts and the server's words (useServerErrors), Stripe's card form while it is drawn, and
 * `pay`, which turns the card into the provider's token and hands it to `send`; a card the provider
 * refuses (an incomplete number, no connection) is said at the card and above the form, and nothing is sent.
 */
export function useCardPayment<Field extends string>(setup: PaymentSetup) {
  const errors = useServerErrors<Field | 'cardNumber'>();
  // Stripe's card form, while drawn (decision 0081): it turns the card typed into a PaymentMethod.
  const stripeCard = useRef<CardTokenizer | null>(null);
  const { attempt, show } = errors;

  const pay = (cardNumber: string, send: (token: CardToken) => Promise<void>) =>
    attempt(async () => {
      if (setup.provider === 'none') return;
      const token = await cardTokenOf(setup, cardNumber, stripeCard.current);
      if (token.kind === 'refused') {
        const atTheCard: Partial<Record<Field | 'cardNumber', string>> = {};
        atTheCard.cardNumber = token.message;
        show({ fieldErrors: atTheCard, formError: token.message });
        return;
      }
      await send(token);
    });

  return { ...errors, stripeCard, pay };
}
