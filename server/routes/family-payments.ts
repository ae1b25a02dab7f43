import { caseParams } from '#contract/family-arrangements.ts';
import {
  familyPayment,
  familyPaymentsPage,
  paymentBody,
  paymentMessages,
  paymentParams,
  paymentsQuery,
} from '#contract/family-payments.ts';
import { paymentConnectionMessages } from '#contract/payment-connection.ts';
import { caseScopeOf } from '#server/http/case-scoping.ts';
import { defineRoute } from '#server/http/define-route.ts';
import { jsonError } from '#server/http/errors.ts';
import { errorResponse, jsonResponse } from '#server/http/openapi-responses.ts';
import type { RegisterRoute } from '#server/http/register-route.ts';
import { findPayment, listPayments, payBalance, type PaymentDeps } from '#server/services/family/payments.ts';
import { familyTags, idempotentHeaders } from './family-route-kit.ts';
import { tooManyRequests, tooManyRequestsResponse } from '#server/http/too-many-requests.ts';
import { rateLimits } from '#server/services/rate-limit-rules.ts';
import { idempotentJson, paymentRefusal } from './idempotent-answers.ts';

/* Paying the signed statement by card (spec §7 .../payments; the shop's PaymentProvider). */

const tags = familyTags.cases;
const PaymentSchema = familyPayment.meta({ id: 'FamilyPayment' });

export const paymentsRoute = defineRoute({
  audience: 'family',
  method: 'get',
  path: '/api/family/cases/{caseId}/payments',
  tags,
  summary: "The case's payments",
  description: 'Newest first, paged; declined attempts are listed with their status and never count as paid.',
  request: { params: caseParams, query: paymentsQuery },
  responses: { 200: jsonResponse(familyPaymentsPage.meta({ id: 'FamilyPaymentsPage' }), 'One page of payments') },
});

export const payRoute = defineRoute({
  audience: 'family',
  method: 'post',
  path: '/api/family/cases/{caseId}/payments',
  tags,
  summary: 'Pay all or part of the balance',
  description:
    'Charges the payment token for amountCents (1 cent up to the balance of the signed statement, checked here) ' +
    'through the payment provider, and mails a receipt. A declined card answers 402 and takes nothing. A repeat ' +
    'with the same Idempotency-Key answers the first result and charges nothing; 409 while it is still charging.',
  maxBodyBytes: 4 * 1024,
  request: {
    params: caseParams,
    headers: idempotentHeaders,
    body: { required: true, content: { 'application/json': { schema: paymentBody.meta({ id: 'PaymentBody' }) } } },
  },
  responses: {
    201: jsonResponse(PaymentSchema, 'Paid'),
    402: errorResponse('The card was declined; nothing was taken (`issues` at `paymentToken`)'),
    409: errorResponse(
      'The first request with this Idempotency-Key is still being charged, or the funeral home takes no cards online',
    ),
    422: errorResponse(
      'Invalid body, an amount above the balance, no signed statement, or the key used for another payment',
    ),
    429: tooManyRequestsResponse(
      `More than ${rateLimits.casePaymentPerMember.limit} payments tried by this account in an hour`,
    ),
    503: errorResponse('The payment processor failed; nothing was taken and the same request can be retried'),
  },
});

export const paymentRoute = defineRoute({
  audience: 'family',
  method: 'get',
  path: '/api/family/cases/{caseId}/payments/{paymentId}',
  tags,
  summary: 'One payment',
  request: { params: paymentParams },
  responses: { 200: jsonResponse(PaymentSchema, 'The payment') },
});

/**
 * Spec §7 lists POST .../payments/connect among the family's calls; it overwrote the company's
 * card-processor account for any family account. Connecting is the owner's, in the console
 * (POST /api/staff/payments/connect, decision 0081): this path stays only to say so, with 403.
 */
export const connectRoute = defineRoute({
  audience: 'family',
  method: 'post',
  path: '/api/family/cases/{caseId}/payments/connect',
  tags,
  summary: 'Refused: connecting card payments is the owner’s (POST /api/staff/payments/connect)',
  description: '403 for a member of the case: a family account never changes where the company’s card payments go.',
  request: { params: caseParams },
  responses: { 403: errorResponse('Connecting card payments is the funeral home owner’s step') },
});

export function registerFamilyPaymentRoutes(register: RegisterRoute, deps: PaymentDeps): void {
  register(paymentsRoute, async (c) => {
    const page = await listPayments(caseScopeOf(c), c.req.valid('param').caseId, c.req.valid('query'));
    return page ? c.json(page, 200) : jsonError(c, 404);
  });

  register(payRoute, async (c) => {
    const outcome = await payBalance(
      deps,
      caseScopeOf(c),
      c.req.valid('param').caseId,
      c.req.valid('json'),
      c.req.valid('header')['idempotency-key'],
    );
    switch (outcome.kind) {
      case 'not-found':
      case 'invalid':
      case 'key-reused':
      case 'in-progress':
        return paymentRefusal(c, outcome, paymentMessages);
      case 'cards-off':
        return jsonError(c, 409, [{ path: '', message: paymentMessages.cardsOff }]);
      case 'declined':
        return jsonError(c, 402, [{ path: 'paymentToken', message: paymentMessages.declined }]);
      case 'payment-failed':
        return jsonError(c, 503, [{ path: 'paymentToken', message: paymentMessages.paymentFailed }]);
      case 'throttled':
        return tooManyRequests(c, outcome.retryAfterSeconds, paymentMessages.throttled);
      case 'paid':
        return idempotentJson(c, outcome, outcome.payment, 201);
    }
  });

  register(paymentRoute, async (c) => {
    const { caseId, paymentId } = c.req.valid('param');
    const found = await findPayment(caseScopeOf(c), caseId, paymentId);
    return found ? c.json(found, 200) : jsonError(c, 404);
  });

  // Another family's case stays no case (404), as on every case route; its own member is refused.
  register(connectRoute, (c) =>
    caseScopeOf(c).isMemberOf(c.req.valid('param').caseId)
      ? jsonError(c, 403, [{ path: '', message: paymentConnectionMessages.familyRefused }])
      : jsonError(c, 404),
  );
}
