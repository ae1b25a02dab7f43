import { waitText } from './wait-time.ts';

/*
 * What the family's payment says when it cannot go (decision 0101): zod-free, so the payment page
 * carries no schema code (family-payments.ts holds the API's schemas and says these again for the
 * server).
 */

export const paymentMessages = {
  declined: 'Your card was declined. No payment was taken.',
  cardsOff: 'Card payments are not taken online. Please pay the funeral home as described on this page.',
  paymentFailed: 'The payment could not be completed. No payment was taken. Please try again.',
  stillProcessing: 'This payment is still being processed. Please wait a moment and try again.',
  nothingToPay: 'There is no balance to pay.',
  notSigned: 'The statement must be signed before it can be paid.',
  overBalance: (balanceText: string) => `Cannot exceed the balance of ${balanceText}`,
  keyReused: 'This key was already used for a different payment',
  throttled: (retryAfterSeconds: number) =>
    `Too many payments have been tried from this account. Please wait ${waitText(retryAfterSeconds)} and try again.`,
} as const;
