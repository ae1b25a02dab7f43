import type { FamilyPayment } from '#contract/family-payments.ts';
import { paymentMethodText } from '#contract/ledger-lines.ts';

/** "Visa ending in 4242", or "Card" when the provider told us nothing: the ledger's words for a card. */
export const cardText = (payment: Pick<FamilyPayment, 'cardBrand' | 'last4'>): string =>
  paymentMethodText({ method: 'card', reference: null, ...payment });
