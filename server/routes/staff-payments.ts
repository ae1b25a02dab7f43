import type { Context } from 'hono';
import { caseIdParams } from '#contract/staff-cases.ts';
import {
  casePaymentParams,
  paymentsMessages,
  recordPaymentBody,
  refundBody,
  staffPayment,
} from '#contract/staff-payments.ts';
import { userOf } from '#server/http/authentication.ts';
import type { AppEnv } from '#server/http/app-env.ts';
import { defineRoute } from '#server/http/define-route.ts';
import { jsonError } from '#server/http/errors.ts';
import { errorResponse, jsonResponse } from '#server/http/openapi-responses.ts';
import type { RegisterRoute } from '#server/http/register-route.ts';
import { scopeOf } from '#server/http/tenancy.ts';
import type { LedgerDeps, LedgerOutcome } from '#server/services/staff/payments/ledger-kit.ts';
import { recordPayment } from '#server/services/staff/payments/record-payment.ts';
import { refundPayment } from '#server/services/staff/payments/refund-payment.ts';
import { idempotentHeaders } from './family-route-kit.ts';
import { idempotentJson, paymentRefusal } from './idempotent-answers.ts';

/*
 * A case's payments ledger in the console (decision 0077): staff record a payment by
 * hand (`cases.work`) and refund one (`payments.refund`: the owner's). The ledger itself is read with
 * the case page (GET /api/staff/cases/{id}, its `payments`). Another company's case or payment is 404.
 */

const tags = ['Staff: cases'];
const PaymentSchema = staffPayment.meta({ id: 'StaffPayment' });
const stillWorking = errorResponse('The first request with this Idempotency-Key is still being processed');

export const recordPaymentRoute = defineRoute({
  audience: 'staff',
  permission: 'cases.work',
  method: 'post',
  path: '/api/staff/cases/{id}/payments',
  tags,
  summary: 'Record a payment received by hand',
  description:
    'Cash, a check (its number) or an insurance assignment (the policy or assignment number), for 1 cent up to ' +
    'the balance owed on the signed statement. The purchaser is mailed a receipt. A repeat with the same ' +
    'Idempotency-Key (two people recording the same check) answers the first payment and records nothing.',
  maxBodyBytes: 4 * 1024,
  request: {
    params: caseIdParams,
    headers: idempotentHeaders,
    body: {
      required: true,
      content: { 'application/json': { schema: recordPaymentBody.meta({ id: 'RecordPaymentBody' }) } },
    },
  },
  responses: {
    201: jsonResponse(PaymentSchema, 'The payment, as the ledger shows it'),
    409: stillWorking,
    422: errorResponse(
      'Invalid body, no reference for a check or an assignment, above the balance owed, no signed statement, ' +
        'or the key used for another request',
    ),
  },
});

export const refundRoute = defineRoute({
  audience: 'staff',
  permission: 'payments.refund',
  method: 'post',
  path: '/api/staff/cases/{id}/payments/{paymentId}/refunds',
  tags,
  summary: 'Refund all or part of a payment',
  description:
    'At most what was paid less earlier refunds, with a reason that is kept. A card payment is refunded through ' +
    'the payment provider; a recorded payment’s refund is recorded. The purchaser is mailed. A repeat with the ' +
    'same Idempotency-Key answers the first refund.',
  maxBodyBytes: 4 * 1024,
  request: {
    params: casePaymentParams,
    headers: idempotentHeaders,
    body: { required: true, content: { 'application/json': { schema: refundBody.meta({ id: 'RefundBody' }) } } },
  },
  responses: {
    201: jsonResponse(PaymentSchema, 'The payment with its refunds'),
    409: stillWorking,
    422: errorResponse('Invalid body, more than is left to refund, a payment that was not paid, or a reused key'),
    503: errorResponse('The payment provider could not refund; nothing was refunded and the request can be retried'),
  },
});

function ledgerAnswer(c: Context<AppEnv>, outcome: LedgerOutcome) {
  switch (outcome.kind) {
    case 'done':
      return idempotentJson(c, outcome, outcome.payment, 201);
    default:
      return paymentRefusal(c, outcome, paymentsMessages);
  }
}

export function registerStaffPaymentRoutes(register: RegisterRoute, deps: LedgerDeps): void {
  register(recordPaymentRoute, async (c) => {
    const on = { scope: scopeOf(c), staffUserId: userOf(c).id, caseId: c.req.valid('param').id };
    const key = c.req.valid('header')['idempotency-key'];
    return ledgerAnswer(c, await recordPayment(deps, on, c.req.valid('json'), key));
  });

  register(refundRoute, async (c) => {
    const { id, paymentId } = c.req.valid('param');
    const on = { scope: scopeOf(c), staffUserId: userOf(c).id, caseId: id };
    const key = c.req.valid('header')['idempotency-key'];
    const outcome = await refundPayment(deps, on, paymentId, c.req.valid('json'), key);
    if (outcome.kind === 'refund-failed')
      return jsonError(c, 503, [{ path: '', message: paymentsMessages.refundFailed }]);
    return ledgerAnswer(c, outcome);
  });
}
