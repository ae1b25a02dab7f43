import { caseParams } from '#contract/family-arrangements.ts';
import { familyShopOrders as familyShopOrdersSchema } from '#contract/staff-orders.ts';
import { caseScopeOf } from '#server/http/case-scoping.ts';
import { defineRoute } from '#server/http/define-route.ts';
import { jsonError } from '#server/http/errors.ts';
import { jsonResponse } from '#server/http/openapi-responses.ts';
import type { RegisterRoute } from '#server/http/register-route.ts';
import { familyShopOrders } from '#server/services/family/shop-orders.ts';
import { familyTags } from './family-route-kit.ts';

/* Who sent what for the case's obituary (decision 0076). */

export const familyShopOrdersRoute = defineRoute({
  audience: 'family',
  method: 'get',
  path: '/api/family/cases/{caseId}/shop-orders',
  tags: familyTags.cases,
  summary: 'Flowers and gifts sent in memory',
  description:
    "The paid orders of the case's obituary, newest first (the latest 200): who sent what, the card message, " +
    'where it goes and how far the funeral home is with it. No purchaser address, phone or money.',
  request: { params: caseParams },
  responses: { 200: jsonResponse(familyShopOrdersSchema.meta({ id: 'FamilyShopOrders' }), 'The orders') },
});

export function registerFamilyShopOrderRoutes(register: RegisterRoute): void {
  register(familyShopOrdersRoute, async (c) => {
    const found = await familyShopOrders(caseScopeOf(c), c.req.valid('param').caseId);
    return found ? c.json(found, 200) : jsonError(c, 404);
  });
}
