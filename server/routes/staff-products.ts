import type { Context } from 'hono';
import { pictureMessages } from '#contract/staff-pictures.ts';
import {
  productBody,
  productIdParams,
  productMessages,
  staffProduct,
  staffProducts,
} from '#contract/staff-products.ts';
import type { AppEnv } from '#server/http/app-env.ts';
import { defineRoute } from '#server/http/define-route.ts';
import { jsonError } from '#server/http/errors.ts';
import { errorResponse, jsonResponse } from '#server/http/openapi-responses.ts';
import type { RegisterRoute } from '#server/http/register-route.ts';
import { scopeOf } from '#server/http/tenancy.ts';
import {
  createProduct,
  deleteProduct,
  listStaffProducts,
  updateProduct,
} from '#server/services/staff/products/products.ts';

/*
 * The console's shop products (decision 0082): every call needs `shop.manage`
 * (owner, director). Another company's product is 404 like one that never existed. Which obituaries
 * sell them is the obituary's: its shop switch, and the family's "no flowers" (shop-categories.ts).
 */

const tags = ['Staff: shop products'];
const path = '/api/staff/products';
const ProductSchema = staffProduct.meta({ id: 'StaffProduct' });
const bodyOf = {
  required: true,
  content: { 'application/json': { schema: productBody.meta({ id: 'ProductBody' }) } },
};

export const listProductsRoute = defineRoute({
  audience: 'staff',
  permission: 'shop.manage',
  method: 'get',
  path,
  tags,
  summary: "The shop's products",
  description:
    'Every product of the company, on sale or not, in the shop’s order, with its price in integer cents and how ' +
    'many orders it has.',
  responses: { 200: jsonResponse(staffProducts.meta({ id: 'StaffProducts' }), 'The products') },
});

export const createProductRoute = defineRoute({
  audience: 'staff',
  permission: 'shop.manage',
  method: 'post',
  path,
  tags,
  summary: 'Add a product',
  description:
    'Last in the shop’s order. Its price is $1 to $10,000 in whole cents; its photo is a stock photo by name or ' +
    `a picture of the company’s library (\`{ pictureId }\`, 422 "${pictureMessages.notInLibrary}" for one it ` +
    'does not hold). On sale (`active`), it shows at once in every obituary’s open shop.',
  maxBodyBytes: 8 * 1024,
  request: { body: bodyOf },
  responses: {
    201: jsonResponse(ProductSchema, 'The product'),
    422: errorResponse('Invalid body, or a picture not in the library'),
  },
});

export const updateProductRoute = defineRoute({
  audience: 'staff',
  permission: 'shop.manage',
  method: 'put',
  path: `${path}/{id}`,
  tags,
  summary: 'Change a product, or take it off sale',
  description:
    'The whole product. Orders already placed keep the name and price they were placed at; `active: false` ' +
    'takes it off every shop.',
  maxBodyBytes: 8 * 1024,
  request: { params: productIdParams, body: bodyOf },
  responses: {
    200: jsonResponse(ProductSchema, 'The product as it is now'),
    422: errorResponse('Invalid body, or a picture not in the library'),
  },
});

export const deleteProductRoute = defineRoute({
  audience: 'staff',
  permission: 'shop.manage',
  method: 'delete',
  path: `${path}/{id}`,
  tags,
  summary: 'Delete a product nobody has ordered',
  description: `409 "${productMessages.hasOrders}" for a product with any order.`,
  request: { params: productIdParams },
  responses: { 204: { description: 'Deleted' }, 409: errorResponse('The product has orders') },
});

/** A library picture the company does not have (another company's, or deleted): said beside the photo. */
const noPicture = (c: Context<AppEnv>) =>
  jsonError(c, 422, [{ path: 'photo.pictureId', message: pictureMessages.notInLibrary }]);

export function registerStaffProductRoutes(register: RegisterRoute): void {
  register(listProductsRoute, async (c) => c.json({ items: await listStaffProducts(scopeOf(c)) }, 200));

  register(createProductRoute, async (c) => {
    const outcome = await createProduct(scopeOf(c), c.req.valid('json'));
    return outcome.kind === 'done' ? c.json(outcome.product, 201) : noPicture(c);
  });

  register(updateProductRoute, async (c) => {
    const outcome = await updateProduct(scopeOf(c), c.req.valid('param').id, c.req.valid('json'));
    if (outcome.kind === 'done') return c.json(outcome.product, 200);
    return outcome.kind === 'not-found' ? jsonError(c, 404) : noPicture(c);
  });

  register(deleteProductRoute, async (c) => {
    const outcome = await deleteProduct(scopeOf(c), c.req.valid('param').id);
    if (outcome === 'not-found') return jsonError(c, 404);
    if (outcome === 'has-orders') return jsonError(c, 409, [{ path: '', message: productMessages.hasOrders }]);
    return c.body(null, 204);
  });
}
