import { chargesInFlightList, settledCharges } from '#contract/charges-in-flight.ts';
import { defineRoute } from '#server/http/define-route.ts';
import { jsonResponse } from '#server/http/openapi-responses.ts';
import type { RegisterRoute } from '#server/http/register-route.ts';
import { scopeOf } from '#server/http/tenancy.ts';
import { listChargesInFlight } from '#server/services/staff/charges-in-flight-list.ts';
import { settleChargesInFlight, type SettleDeps } from '#server/services/settle-charges-in-flight.ts';

/*
 * Card charges waiting for the card processor (decision 0104): the console lists the company's, and
 * staff who work orders ask the processor about them now rather than wait for the sweep.
 */

const tags = ['Staff: payments'];

export const chargesInFlightRoute = defineRoute({
  audience: 'staff',
  permission: 'orders.work',
  method: 'get',
  path: '/api/staff/payments/in-flight',
  tags,
  summary: 'Card charges waiting for the card processor',
  description:
    "Shop orders and families' card payments whose request ended before the processor's answer was recorded, " +
    'oldest first, each with the moment from which it may be asked again.',
  responses: { 200: jsonResponse(chargesInFlightList.meta({ id: 'ChargesInFlight' }), 'The charges') },
});

export const settleChargesRoute = defineRoute({
  audience: 'staff',
  permission: 'orders.work',
  method: 'post',
  path: '/api/staff/payments/in-flight/settle',
  tags,
  summary: 'Ask the card processor about them now',
  description:
    'Each charge past its grace is asked of the processor again with its own key (the first charge’s answer, ' +
    'or the charge made once) and recorded: paid with its mails, declined, or released when nothing was taken.',
  responses: { 200: jsonResponse(settledCharges.meta({ id: 'SettledCharges' }), 'How many were settled') },
});

export function registerStaffChargesInFlightRoutes(register: RegisterRoute, deps: SettleDeps): void {
  register(chargesInFlightRoute, async (c) =>
    c.json({ items: await listChargesInFlight(scopeOf(c), deps.clock.now(), deps.chargeGraceMs) }, 200),
  );
  register(settleChargesRoute, async (c) =>
    c.json(await settleChargesInFlight(scopeOf(c), deps, deps.clock.now()), 200),
  );
}
