import { goLiveChecklist } from '#contract/go-live.ts';
import { defineRoute } from '#server/http/define-route.ts';
import { jsonResponse } from '#server/http/openapi-responses.ts';
import type { RegisterRoute } from '#server/http/register-route.ts';
import { scopeOf } from '#server/http/tenancy.ts';
import type { PaymentProvider } from '#server/payments/payment-provider.ts';
import { goLiveChecklist as readGoLiveChecklist } from '#server/services/go-live.ts';

/*
 * The owner's going-live checklist (decision 0106; permission company.settings): what a new
 * funeral home still has to do before families find it, shown on the console's home until all is done.
 */

export const goLiveRoute = defineRoute({
  audience: 'staff',
  permission: 'company.settings',
  method: 'get',
  path: '/api/staff/company/go-live',
  tags: ['Staff: company settings'],
  summary: 'What is left to do before going live',
  description:
    'Five items in order, each done or not, read from the company as it is now: every active location has an email ' +
    'or the company a notification email; the price list is published; card payments are on (a provider on the ' +
    'server and the company connected) or the words for paying without a card are written; the home page visitors ' +
    'see is not the starter’s; a product is on sale or the shop is turned off. `done` when all are.',
  responses: { 200: jsonResponse(goLiveChecklist.meta({ id: 'GoLiveChecklist' }), 'The checklist') },
});

export function registerStaffGoLiveRoutes(
  register: RegisterRoute,
  { payments }: { payments: PaymentProvider | null },
): void {
  register(goLiveRoute, async (c) => c.json(await readGoLiveChecklist(scopeOf(c), payments), 200));
}
