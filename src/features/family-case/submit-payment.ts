import type { FamilyPayment, PaymentBody } from '#contract/family-payments.ts';
import type { ApiClient } from '#src/lib/api/client.ts';
import { isApiFatalError } from '#src/lib/api/fatal-error.ts';
import { responseSchemas } from '#src/lib/queries/family/response-schemas.ts';
import { serverErrorsOf, type ServerErrors } from '#src/lib/payments/server-errors.ts';
import type { PaymentField } from './payment-values.ts';

export type PaymentOutcome =
  | { kind: 'paid'; payment: FamilyPayment }
  /** The amount over the balance or a card refused, beside its field; a decline or a processor failure above the form. */
  | ({ kind: 'refused' } & ServerErrors<PaymentField>);

const unreachable = 'Your payment could not be sent. No payment was taken. Please check your connection and try again.';

const fieldOf = (path: string): PaymentField | undefined =>
  path === 'amountCents' ? 'amount' : path === 'paymentToken' ? 'cardNumber' : undefined;

/**
 * Sends one payment under its Idempotency-Key (decision 0033): a repeat of the same key is the same
 * payment, so a retried or doubled request never charges twice.
 */
export async function submitPayment(
  api: ApiClient,
  caseId: number,
  body: PaymentBody,
  idempotencyKey: string,
): Promise<PaymentOutcome> {
  try {
    const payment = await api.post(`/api/family/cases/${caseId}/payments`, {
      body,
      schema: responseSchemas?.familyPayment,
      headers: { 'Idempotency-Key': idempotencyKey },
    });
    // A declined attempt may also come back as a stored payment with its status.
    if (payment.status === 'declined')
      return { kind: 'refused', fieldErrors: {}, formError: 'Your card was declined. No payment was taken.' };
    return { kind: 'paid', payment };
  } catch (error) {
    if (!isApiFatalError(error)) return { kind: 'refused', fieldErrors: {}, formError: unreachable };
    const otherwise = `${error.statusText ?? 'The payment could not be completed'}. No payment was taken.`;
    return { kind: 'refused', ...serverErrorsOf(error, fieldOf, otherwise) };
  }
}
