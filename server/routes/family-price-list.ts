import {
  gplItem,
  gplItemsQuery,
  itemParams,
  itemVariants,
  selector,
  selectorParams,
  templateParams,
} from '#contract/family-arrangements.ts';
import { statementTemplate } from '#contract/family-statement.ts';
import { pageOf } from '#contract/paging.ts';
import { defineRoute } from '#server/http/define-route.ts';
import { jsonError } from '#server/http/errors.ts';
import { jsonResponse } from '#server/http/openapi-responses.ts';
import type { RegisterRoute } from '#server/http/register-route.ts';
import { scopeOf } from '#server/http/tenancy.ts';
import {
  findGplItem,
  findSelector,
  findStatementTemplate,
  listGplItems,
  listItemVariants,
} from '#server/services/family/price-list.ts';
import { familyTags } from './family-route-kit.ts';

/* The company's price list as a signed-in family reads it (spec §7 "Family arrangements"). */

const tags = familyTags.arrangements;
const GplItemSchema = gplItem.meta({ id: 'GplItem' });

export const selectorRoute = defineRoute({
  audience: 'family',
  method: 'get',
  path: '/api/family/arrangements/items/selectors/{selectorId}',
  tags,
  summary: "A selector's choices",
  description: 'The items a line of this selector can take ("Choose an urn"), with prices and photos.',
  request: { params: selectorParams },
  responses: { 200: jsonResponse(selector.meta({ id: 'Selector' }), 'The selector') },
});

export const itemRoute = defineRoute({
  audience: 'family',
  method: 'get',
  path: '/api/family/arrangements/items/{itemId}',
  tags,
  summary: 'One item of the price list',
  request: { params: itemParams },
  responses: { 200: jsonResponse(GplItemSchema, 'The item') },
});

export const itemVariantsRoute = defineRoute({
  audience: 'family',
  method: 'get',
  path: '/api/family/arrangements/items/{itemId}/variants',
  tags,
  summary: "An item's variants",
  description: 'Wood or metal for a casket, finishes for an urn: each with its price (integer cents) and photo.',
  request: { params: itemParams },
  responses: { 200: jsonResponse(itemVariants.meta({ id: 'ItemVariants' }), 'The variants') },
});

export const statementTemplateRoute = defineRoute({
  audience: 'family',
  method: 'get',
  path: '/api/family/arrangements/statement/template/{revisionId}',
  tags,
  summary: "The statement's template",
  description: 'Its title, the disclosure sentence printed under it and the tax rate (basis points).',
  request: { params: templateParams },
  responses: { 200: jsonResponse(statementTemplate.meta({ id: 'StatementTemplate' }), 'The template') },
});

export const gplItemsRoute = defineRoute({
  audience: 'family',
  method: 'get',
  path: '/api/family/company/gpl/items',
  tags,
  summary: 'The general price list',
  description:
    'Every item in price-list order (category position descending, then name), paged; `ids=1,2,3` gives those ' +
    'items only (one call for every line of an arrangement).',
  request: { query: gplItemsQuery },
  responses: { 200: jsonResponse(pageOf(GplItemSchema).meta({ id: 'GplItemsPage' }), 'One page of items') },
});

export function registerFamilyPriceListRoutes(register: RegisterRoute): void {
  // Registered before the {caseId} routes of family-arrangements.ts: '/items/...' is not a case.
  register(selectorRoute, async (c) => {
    const found = await findSelector(scopeOf(c), c.req.valid('param').selectorId);
    return found ? c.json(found, 200) : jsonError(c, 404);
  });
  register(itemRoute, async (c) => {
    const found = await findGplItem(scopeOf(c), c.req.valid('param').itemId);
    return found ? c.json(found, 200) : jsonError(c, 404);
  });
  register(itemVariantsRoute, async (c) => {
    const items = await listItemVariants(scopeOf(c), c.req.valid('param').itemId);
    return items ? c.json({ items }, 200) : jsonError(c, 404);
  });
  register(statementTemplateRoute, async (c) => {
    const found = await findStatementTemplate(scopeOf(c), c.req.valid('param').revisionId);
    return found ? c.json(found, 200) : jsonError(c, 404);
  });
  register(gplItemsRoute, async (c) => c.json(await listGplItems(scopeOf(c), c.req.valid('query')), 200));
}
