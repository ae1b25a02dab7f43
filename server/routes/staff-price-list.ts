import type { Context } from 'hono';
import type { z } from 'zod';
import {
  categoryBody,
  categoryParams,
  itemBody,
  notOfferedBody,
  packageBody,
  packageParams,
  priceListPublication,
  priceListPublicationBody,
  priceListWrite,
  selectorBody,
  staffItemParams,
  staffPriceList,
  staffSelectorParams,
  taxRateBody,
  variantBody,
  variantParams,
} from '#contract/staff-price-list.ts';
import { priceListDocument } from '#contract/public-price-list.ts';
import { pictureMessages, pricePhotoBody } from '#contract/staff-pictures.ts';
import type { Clock } from '#server/clock.ts';
import type { AppEnv } from '#server/http/app-env.ts';
import { userOf } from '#server/http/authentication.ts';
import { defineRoute } from '#server/http/define-route.ts';
import { jsonError } from '#server/http/errors.ts';
import { errorResponse, jsonResponse } from '#server/http/openapi-responses.ts';
import type { RegisterRoute } from '#server/http/register-route.ts';
import { scopeOf } from '#server/http/tenancy.ts';
import { loadPriceListDocument } from '#server/services/public-price-list.ts';
import type { SiteCache } from '#server/services/site-cache.ts';
import type { ChangeAuthor } from '#server/services/staff/price-list/change-log.ts';
import {
  createCategory,
  createItem,
  createVariant,
  updateCategory,
  updateItem,
  updateVariant,
} from '#server/services/staff/price-list/item-writes.ts';
import {
  createPackage,
  createSelector,
  setTaxRate,
  updatePackage,
  updateSelector,
} from '#server/services/staff/price-list/offer-writes.ts';
import { setPricePhoto } from '#server/services/staff/price-list/photo-writes.ts';
import type { PriceListOutcome } from '#server/services/staff/price-list/price-list-outcome.ts';
import { staffPriceList as readStaffPriceList } from '#server/services/staff/price-list/price-list-read.ts';
import { setNotOffered, setPriceListPublished } from '#server/services/staff/price-list/publication.ts';

/*
 * The price list in the console (decision 0079): owners and directors
 * (`pricelist.edit`) read everything the list holds and change categories, items, variants, selectors,
 * packages and the tax rate. Each change is dated and drops the cached public price list. Another
 * company's row is 404. The owner (`pricelist.publish`) puts the list on the public site, or takes it
 * back to "call us for prices" (decision 0106).
 */

const tags = ['Staff: price list'];
const permission = 'pricelist.edit';
const maxBodyBytes = 16 * 1024;
const WriteSchema = priceListWrite.meta({ id: 'PriceListWrite' });
const refused = errorResponse('Invalid body, or a category, item or choice that is not on the price list');
const ruleRefused = errorResponse(
  'The list is published and this change would leave out what the Funeral Rule asks it to price (each issue names the item and its paragraph)',
);
const WriteAnswer = (status: string) => jsonResponse(WriteSchema, `${status}: the row and the list's effective date`);

export const staffPriceListRoute = defineRoute({
  audience: 'staff',
  permission,
  method: 'get',
  path: '/api/staff/price-list',
  tags,
  summary: 'The whole price list, to edit',
  description:
    'Categories (position descending, then name), items with their variants, selectors with their items, packages ' +
    "with their lines, the current tax rate (basis points) and the effective date (the latest change's day).",
  responses: { 200: jsonResponse(staffPriceList.meta({ id: 'StaffPriceList' }), 'The price list') },
});

export const priceListQuoteRoute = defineRoute({
  audience: 'staff',
  // Whoever answers the phone quotes from the lists (16 CFR 453.2(b)(1)): the requests' people, office staff too.
  permission: 'requests.work',
  method: 'get',
  path: '/api/staff/price-list/quote',
  tags,
  summary: 'The general price list to quote from by phone',
  description:
    'Every price of the general price list with who it is from and its effective date, as the public list lays it out ' +
    '(decision 0108), whether the owner has published it or not: the Funeral Rule asks staff to answer price ' +
    'questions by phone from the lists. Read by every staff role that answers requests.',
  responses: { 200: jsonResponse(priceListDocument.meta({ id: 'PriceListDocument' }), 'The price list') },
});

export const createCategoryRoute = defineRoute({
  audience: 'staff',
  permission,
  method: 'post',
  path: '/api/staff/price-list/categories',
  tags,
  summary: 'Add a category',
  description:
    "Its name, position (higher first) and whether the family's pages show it (the public list shows every category).",
  maxBodyBytes,
  request: {
    body: { required: true, content: { 'application/json': { schema: categoryBody.meta({ id: 'CategoryBody' }) } } },
  },
  responses: { 201: WriteAnswer('Added'), 422: refused, 409: ruleRefused },
});

export const updateCategoryRoute = defineRoute({
  audience: 'staff',
  permission,
  method: 'put',
  path: '/api/staff/price-list/categories/{categoryId}',
  tags,
  summary: 'Change a category',
  description: 'Name, position and whether the family sees it.',
  maxBodyBytes,
  request: {
    params: categoryParams,
    body: { required: true, content: { 'application/json': { schema: categoryBody.meta({ id: 'CategoryBody' }) } } },
  },
  responses: { 200: WriteAnswer('Saved'), 422: refused, 409: ruleRefused },
});

export const createItemRoute = defineRoute({
  audience: 'staff',
  permission,
  method: 'post',
  path: '/api/staff/price-list/items',
  tags,
  summary: 'Add an item',
  description:
    'Price in cents (0 to $100,000.00), or null for a cash advance whose price is not known yet (an estimate); a cash advance is never taxed.',
  maxBodyBytes,
  request: { body: { required: true, content: { 'application/json': { schema: itemBody.meta({ id: 'ItemBody' }) } } } },
  responses: { 201: WriteAnswer('Added'), 422: refused, 409: ruleRefused },
});

export const updateItemRoute = defineRoute({
  audience: 'staff',
  permission,
  method: 'put',
  path: '/api/staff/price-list/items/{itemId}',
  tags,
  summary: 'Change an item',
  description: 'A new price shows at once on every unsigned arrangement and never on a signed statement.',
  maxBodyBytes,
  request: {
    params: staffItemParams,
    body: { required: true, content: { 'application/json': { schema: itemBody.meta({ id: 'ItemBody' }) } } },
  },
  responses: { 200: WriteAnswer('Saved'), 422: refused, 409: ruleRefused },
});

export const createVariantRoute = defineRoute({
  audience: 'staff',
  permission,
  method: 'post',
  path: '/api/staff/price-list/items/{itemId}/variants',
  tags,
  summary: 'Add an option of an item',
  description: 'Oak or steel for a casket: its own price in cents.',
  maxBodyBytes,
  request: {
    params: staffItemParams,
    body: { required: true, content: { 'application/json': { schema: variantBody.meta({ id: 'VariantBody' }) } } },
  },
  responses: { 201: WriteAnswer('Added'), 422: refused, 409: ruleRefused },
});

export const updateVariantRoute = defineRoute({
  audience: 'staff',
  permission,
  method: 'put',
  path: '/api/staff/price-list/variants/{variantId}',
  tags,
  summary: 'Change an option of an item',
  description: 'Name, description, price and position.',
  maxBodyBytes,
  request: {
    params: variantParams,
    body: { required: true, content: { 'application/json': { schema: variantBody.meta({ id: 'VariantBody' }) } } },
  },
  responses: { 200: WriteAnswer('Saved'), 422: refused, 409: ruleRefused },
});

export const createSelectorRoute = defineRoute({
  audience: 'staff',
  permission,
  method: 'post',
  path: '/api/staff/price-list/selectors',
  tags,
  summary: 'Add a choice among items',
  description: '"Choose an urn": its name and items, in order.',
  maxBodyBytes,
  request: {
    body: { required: true, content: { 'application/json': { schema: selectorBody.meta({ id: 'SelectorBody' }) } } },
  },
  responses: { 201: WriteAnswer('Added'), 422: refused, 409: ruleRefused },
});

export const updateSelectorRoute = defineRoute({
  audience: 'staff',
  permission,
  method: 'put',
  path: '/api/staff/price-list/selectors/{selectorId}',
  tags,
  summary: 'Change a choice among items',
  description: 'Its name and items (they replace its items).',
  maxBodyBytes,
  request: {
    params: staffSelectorParams,
    body: { required: true, content: { 'application/json': { schema: selectorBody.meta({ id: 'SelectorBody' }) } } },
  },
  responses: { 200: WriteAnswer('Saved'), 422: refused, 409: ruleRefused },
});

export const createPackageRoute = defineRoute({
  audience: 'staff',
  permission,
  method: 'post',
  path: '/api/staff/price-list/packages',
  tags,
  summary: 'Add a package',
  description: 'Kind, name, description, position and lines (an item or a selector each).',
  maxBodyBytes,
  request: {
    body: { required: true, content: { 'application/json': { schema: packageBody.meta({ id: 'PackageBody' }) } } },
  },
  responses: { 201: WriteAnswer('Added'), 422: refused, 409: ruleRefused },
});

export const updatePackageRoute = defineRoute({
  audience: 'staff',
  permission,
  method: 'put',
  path: '/api/staff/price-list/packages/{packageId}',
  tags,
  summary: 'Change a package',
  description: "Its lines replace the package's item and selector lines; arrangements made already keep theirs.",
  maxBodyBytes,
  request: {
    params: packageParams,
    body: { required: true, content: { 'application/json': { schema: packageBody.meta({ id: 'PackageBody' }) } } },
  },
  responses: { 200: WriteAnswer('Saved'), 422: refused, 409: ruleRefused },
});

/** PUT …/photo of an item, option or package: one route each, one body (decision 0107). */
const photoRoute = <P extends z.ZodObject>(path: string, params: P, what: string) =>
  defineRoute({
    audience: 'staff',
    permission,
    method: 'put',
    path,
    tags,
    summary: `Show a picture of the library with ${what}, or none`,
    description:
      '`pictureId` names a picture of the company’s library (its renditions are stored with the row and shown on the ' +
      `family's arrangement pages); null removes the photo. 422 "${pictureMessages.notInLibrary}" for a picture the ` +
      'library does not hold.',
    maxBodyBytes,
    request: {
      params,
      body: {
        required: true,
        content: { 'application/json': { schema: pricePhotoBody.meta({ id: 'PricePhotoBody' }) } },
      },
    },
    responses: { 200: WriteAnswer('Saved'), 422: refused, 409: ruleRefused },
  });

export const itemPhotoRoute = photoRoute('/api/staff/price-list/items/{itemId}/photo', staffItemParams, 'an item');
export const variantPhotoRoute = photoRoute(
  '/api/staff/price-list/variants/{variantId}/photo',
  variantParams,
  'an option',
);
export const packagePhotoRoute = photoRoute(
  '/api/staff/price-list/packages/{packageId}/photo',
  packageParams,
  'a package',
);

export const taxRateRoute = defineRoute({
  audience: 'staff',
  permission,
  method: 'put',
  path: '/api/staff/price-list/tax-rate',
  tags,
  summary: 'Change the tax rate',
  description:
    'A new statement template (basis points: 825 is 8.25 %) that every unsigned arrangement takes at once; a signed statement keeps its own.',
  maxBodyBytes,
  request: {
    body: { required: true, content: { 'application/json': { schema: taxRateBody.meta({ id: 'TaxRateBody' }) } } },
  },
  responses: { 200: WriteAnswer('Saved'), 422: refused, 409: ruleRefused },
});

export const priceListPublicationRoute = defineRoute({
  audience: 'staff',
  permission: 'pricelist.publish',
  method: 'put',
  path: '/api/staff/price-list/publication',
  tags,
  summary: 'Publish the price list on the website, or take it back',
  description:
    "The owner's (decision 0106). `published: true` makes the general price list public at /price-list (its first " +
    'publication date is kept when it is public already), 409 while it lacks an item the Funeral Rule asks it to ' +
    'price (decision 0108); `false` takes it back: the public page then says to call ' +
    "for prices, with the company's phone. The family portal's prices do not depend on it.",
  maxBodyBytes,
  request: {
    body: {
      required: true,
      content: { 'application/json': { schema: priceListPublicationBody.meta({ id: 'PriceListPublicationBody' }) } },
    },
  },
  responses: {
    200: jsonResponse(priceListPublication.meta({ id: 'PriceListPublication' }), 'When the list was published'),
    409: errorResponse(
      'The list lacks what the Funeral Rule asks it to price: each issue names the item and its paragraph',
    ),
    422: errorResponse('Invalid body'),
  },
});

export const notOfferedRoute = defineRoute({
  audience: 'staff',
  permission,
  method: 'put',
  path: '/api/staff/price-list/not-offered',
  tags,
  summary: "The Funeral Rule's items the funeral home does not offer",
  description:
    'Each item the rule asks the general price list to price "if offered for sale" (16 CFR 453.2(b)(4), decision ' +
    '0108) but basic services; the public list says "We do not offer this." where it would be priced. The answer ' +
    "is the company's id and the list's effective date. On a published list, 409 when an item said offered again " +
    'is not priced.',
  maxBodyBytes,
  request: {
    body: {
      required: true,
      content: { 'application/json': { schema: notOfferedBody.meta({ id: 'NotOfferedBody' }) } },
    },
  },
  responses: { 200: WriteAnswer('Saved'), 422: refused, 409: ruleRefused },
});

export interface StaffPriceListDeps {
  clock: Clock;
  siteCache: SiteCache;
}

/**
 * The writer of a change: the signed-in staff member, now, counted in the funeral home's day (its
 * time zone, decision 0089), the same for every staff member wherever their browser is.
 */
const authorOf = async (c: Context<AppEnv>, clock: Clock): Promise<ChangeAuthor> => ({
  userId: userOf(c).id,
  now: clock.now(),
  timeZone: (await scopeOf(c).company())?.timeZone,
});

export function registerStaffPriceListRoutes(register: RegisterRoute, { clock, siteCache }: StaffPriceListDeps): void {
  const answer = <S extends 200 | 201>(c: Context<AppEnv>, outcome: PriceListOutcome, status: S) => {
    switch (outcome.kind) {
      case 'not-found':
        return jsonError(c, 404);
      case 'invalid':
        return jsonError(c, 422, [{ path: outcome.path, message: outcome.message }]);
      case 'refused':
        return jsonError(
          c,
          409,
          outcome.words.map((message) => ({ path: '', message })),
        );
      case 'done':
        // The public price list is cached for every visitor: this change shows there at once.
        siteCache.invalidateSiteCache(scopeOf(c).companyId);
        return c.json({ id: outcome.id, effectiveOn: outcome.effectiveOn }, status);
    }
  };

  register(staffPriceListRoute, async (c) => c.json(await readStaffPriceList(scopeOf(c), clock.now()), 200));
  register(priceListQuoteRoute, async (c) => {
    const document = await loadPriceListDocument(scopeOf(c), clock.now());
    return document ? c.json(document, 200) : jsonError(c, 404);
  });
  register(itemPhotoRoute, async (c) => {
    const { pictureId } = c.req.valid('json');
    const author = await authorOf(c, clock);
    return answer(c, await setPricePhoto(scopeOf(c), author, 'item', c.req.valid('param').itemId, pictureId), 200);
  });
  register(variantPhotoRoute, async (c) => {
    const { pictureId } = c.req.valid('json');
    const author = await authorOf(c, clock);
    return answer(
      c,
      await setPricePhoto(scopeOf(c), author, 'variant', c.req.valid('param').variantId, pictureId),
      200,
    );
  });
  register(packagePhotoRoute, async (c) => {
    const { pictureId } = c.req.valid('json');
    const author = await authorOf(c, clock);
    return answer(
      c,
      await setPricePhoto(scopeOf(c), author, 'package', c.req.valid('param').packageId, pictureId),
      200,
    );
  });
  register(createCategoryRoute, async (c) =>
    answer(c, await createCategory(scopeOf(c), await authorOf(c, clock), c.req.valid('json')), 201),
  );
  register(updateCategoryRoute, async (c) =>
    answer(
      c,
      await updateCategory(scopeOf(c), await authorOf(c, clock), c.req.valid('param').categoryId, c.req.valid('json')),
      200,
    ),
  );
  register(createItemRoute, async (c) =>
    answer(c, await createItem(scopeOf(c), await authorOf(c, clock), c.req.valid('json')), 201),
  );
  register(updateItemRoute, async (c) =>
    answer(
      c,
      await updateItem(scopeOf(c), await authorOf(c, clock), c.req.valid('param').itemId, c.req.valid('json')),
      200,
    ),
  );
  register(createVariantRoute, async (c) =>
    answer(
      c,
      await createVariant(scopeOf(c), await authorOf(c, clock), c.req.valid('param').itemId, c.req.valid('json')),
      201,
    ),
  );
  register(updateVariantRoute, async (c) =>
    answer(
      c,
      await updateVariant(scopeOf(c), await authorOf(c, clock), c.req.valid('param').variantId, c.req.valid('json')),
      200,
    ),
  );
  register(createSelectorRoute, async (c) =>
    answer(c, await createSelector(scopeOf(c), await authorOf(c, clock), c.req.valid('json')), 201),
  );
  register(updateSelectorRoute, async (c) =>
    answer(
      c,
      await updateSelector(scopeOf(c), await authorOf(c, clock), c.req.valid('param').selectorId, c.req.valid('json')),
      200,
    ),
  );
  register(createPackageRoute, async (c) =>
    answer(c, await createPackage(scopeOf(c), await authorOf(c, clock), c.req.valid('json')), 201),
  );
  register(updatePackageRoute, async (c) =>
    answer(
      c,
      await updatePackage(scopeOf(c), await authorOf(c, clock), c.req.valid('param').packageId, c.req.valid('json')),
      200,
    ),
  );
  register(priceListPublicationRoute, async (c) => {
    const scope = scopeOf(c);
    const outcome = await setPriceListPublished(scope, c.req.valid('json').published, clock.now());
    if (outcome.kind === 'refused')
      return jsonError(
        c,
        409,
        outcome.words.map((message) => ({ path: '', message })),
      );
    // The public price list is cached for every visitor: it changes to or from "call us" at once.
    siteCache.invalidateSiteCache(scope.companyId);
    return c.json({ publishedAt: outcome.publishedAt }, 200);
  });
  register(notOfferedRoute, async (c) =>
    answer(c, await setNotOffered(scopeOf(c), await authorOf(c, clock), c.req.valid('json').notOffered), 200),
  );
  register(taxRateRoute, async (c) =>
    answer(c, await setTaxRate(scopeOf(c), await authorOf(c, clock), c.req.valid('json').taxRateBasisPoints), 200),
  );
}
