import type { Clock } from '#server/clock.ts';
import { caseParams } from '#contract/family-arrangements.ts';
import {
  familyObituary,
  obituaryDraftBody,
  obituaryMessages,
  obituaryShopSettings,
} from '#contract/family-obituary.ts';
import { caseScopeOf } from '#server/http/case-scoping.ts';
import { defineRoute } from '#server/http/define-route.ts';
import { jsonError } from '#server/http/errors.ts';
import { errorResponse, jsonResponse } from '#server/http/openapi-responses.ts';
import type { RegisterRoute } from '#server/http/register-route.ts';
import {
  approveObituaryText,
  findObituaryText,
  saveObituaryDraft,
} from '#server/services/family/content/obituary-text.ts';
import { findObituaryShop, saveObituaryShop } from '#server/services/family/content/obituary-shop.ts';
import { familyTags } from './family-route-kit.ts';

/* The family writes and approves the obituary text (spec §7 POST .../obituary, .../obituary/approve). */

const tags = familyTags.cases;
const ObituarySchema = familyObituary.meta({ id: 'FamilyObituary' });
const path = '/api/family/cases/{caseId}/obituary';

export const obituaryTextRoute = defineRoute({
  audience: 'family',
  method: 'get',
  path,
  tags,
  summary: 'The obituary text: approved and draft (added: the spec lists no read)',
  description: '404 for a case that is not the member’s or has no obituary (a pre-plan).',
  request: { params: caseParams },
  responses: { 200: jsonResponse(ObituarySchema, 'The obituary text') },
});

export const obituaryDraftRoute = defineRoute({
  audience: 'family',
  method: 'post',
  path,
  tags,
  summary: 'Save the draft obituary text',
  description:
    'HTML limited to paragraphs, line breaks, bold, italic and links (http(s), mailto, tel); anything else is ' +
    'removed on the server before it is stored. The draft is not public until approved.',
  maxBodyBytes: 64 * 1024,
  request: {
    params: caseParams,
    body: {
      required: true,
      content: { 'application/json': { schema: obituaryDraftBody.meta({ id: 'ObituaryDraft' }) } },
    },
  },
  responses: {
    200: jsonResponse(ObituarySchema, 'The obituary text with the cleaned draft'),
    409: errorResponse('The publication rule refuses the change (contract/obituary-publication.ts): its words'),
  },
});

export const obituaryApproveRoute = defineRoute({
  audience: 'family',
  method: 'post',
  path: `${path}/approve`,
  tags,
  summary: 'Approve the draft: it becomes the public text',
  description:
    `Marks the review-obituary task done; an obituary waiting for the family's approval becomes ready to publish. ` +
    `409 "${obituaryMessages.noDraft}" when there is no draft.`,
  request: { params: caseParams },
  responses: {
    200: jsonResponse(ObituarySchema, 'The approved text'),
    409: errorResponse(`No draft: "${obituaryMessages.noDraft}"`),
  },
});

const ShopSchema = obituaryShopSettings.meta({ id: 'ObituaryShopSettings' });

export const obituaryShopRoute = defineRoute({
  audience: 'family',
  method: 'get',
  path: `${path}/shop`,
  tags,
  summary: "The obituary's sympathy shop: open or not, and whether flowers are asked for (added, decision 0082)",
  description: '404 for a case that is not the member’s or has no obituary (a pre-plan).',
  request: { params: caseParams },
  responses: { 200: jsonResponse(ShopSchema, 'The switches') },
});

export const obituaryShopSaveRoute = defineRoute({
  audience: 'family',
  method: 'post',
  path: `${path}/shop`,
  tags,
  summary: "Turn the obituary's sympathy shop on or off, or keep flowers out of it (added, decision 0082)",
  description:
    '`shop: false` closes the shop (its pages and orders answer 404); `noFlowers: true` offers no flowers or ' +
    'plants (an order for one answers 422) and the public page says the family asks for donations in lieu of ' +
    'flowers. Both apply at once.',
  maxBodyBytes: 1024,
  request: {
    params: caseParams,
    body: { required: true, content: { 'application/json': { schema: ShopSchema } } },
  },
  responses: { 200: jsonResponse(ShopSchema, 'The switches as saved') },
});

export function registerFamilyObituaryRoutes(register: RegisterRoute, { clock }: { clock: Clock }): void {
  register(obituaryTextRoute, async (c) => {
    const found = await findObituaryText(caseScopeOf(c), c.req.valid('param').caseId);
    return found ? c.json(found, 200) : jsonError(c, 404);
  });

  register(obituaryDraftRoute, async (c) => {
    const { caseId } = c.req.valid('param');
    const outcome = await saveObituaryDraft(caseScopeOf(c), caseId, c.req.valid('json').textHtml, clock.now());
    if (outcome.kind === 'not-found') return jsonError(c, 404);
    if (outcome.kind === 'refused') return jsonError(c, 409, [{ path: '', message: outcome.message }]);
    return c.json(outcome.obituary, 200);
  });

  register(obituaryApproveRoute, async (c) => {
    const outcome = await approveObituaryText(caseScopeOf(c), c.req.valid('param').caseId, clock.now());
    if (outcome.kind === 'not-found') return jsonError(c, 404);
    if (outcome.kind === 'refused') return jsonError(c, 409, [{ path: '', message: outcome.message }]);
    return c.json(outcome.obituary, 200);
  });

  register(obituaryShopRoute, async (c) => {
    const found = await findObituaryShop(caseScopeOf(c), c.req.valid('param').caseId);
    return found ? c.json(found, 200) : jsonError(c, 404);
  });

  register(obituaryShopSaveRoute, async (c) => {
    const { caseId } = c.req.valid('param');
    const saved = await saveObituaryShop(caseScopeOf(c), caseId, c.req.valid('json'), clock.now());
    return saved ? c.json(saved, 200) : jsonError(c, 404);
  });
}
