import { paymentsMessages, referenceLabels, REFERENCE_MAX, REFUND_REASON_MAX } from '#contract/staff-payments.ts';
import type { RecordedMethod } from '#contract/staff-payments.ts';
import { validationText } from '#contract/validation-messages.ts';
import { amountMessage } from '#src/lib/payments/amount-text.ts';

/*
 * The rules of the case page's payment forms (decision 0077), checked as the staff member types; the
 * server checks the same and its words are shown beside the field they name.
 */

/** `receivedOn`: the date input's 'YYYY-MM-DD', or '' for today. */
export type RecordValues = { method: RecordedMethod; amount: string; reference: string; receivedOn: string };

export type RefundValues = { amount: string; reason: string };

const found = (fields: Record<string, string>) => (Object.keys(fields).length > 0 ? { fields } : undefined);

export function recordErrors(value: RecordValues, balanceCents: number) {
  const fields: Record<string, string> = {};
  const amount = amountMessage(value.amount, balanceCents, paymentsMessages.overBalance);
  if (amount) fields.amount = amount;
  const label = referenceLabels[value.method];
  if (label && value.reference.trim() === '') fields.reference = paymentsMessages.referenceRequired(label);
  else if (value.reference.trim().length > REFERENCE_MAX)
    fields.reference = validationText.maxLength(String(REFERENCE_MAX));
  return found(fields);
}

export function refundErrors(value: RefundValues, refundableCents: number) {
  const fields: Record<string, string> = {};
  const amount = amountMessage(value.amount, refundableCents, paymentsMessages.overRefundable);
  if (amount) fields.amount = amount;
  if (value.reason.trim() === '') fields.reason = validationText.required;
  else if (value.reason.trim().length > REFUND_REASON_MAX)
    fields.reason = validationText.maxLength(String(REFUND_REASON_MAX));
  return found(fields);
}
