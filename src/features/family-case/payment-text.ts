import type { FamilyPayment } from '#contract/family-payments.ts';

const brandNames: Record<NonNullable<FamilyPayment['cardBrand']>, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  other: 'Card',
};

/** "Visa ending in 4242", or "Card" when the provider told us nothing. */
export function cardText(payment: Pick<FamilyPayment, 'cardBrand' | 'last4'>): string {
  const brand = payment.cardBrand ? brandNames[payment.cardBrand] : 'Card';
  return payment.last4 ? `${brand} ending in ${payment.last4}` : brand;
}

export const paymentStatusText: Record<FamilyPayment['status'], string> = {
  paid: 'Paid',
  pending: 'Processing',
  declined: 'Declined (nothing taken)',
};
