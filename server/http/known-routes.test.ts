import { describe, expect, it } from 'vitest';
import { isKnownRoute } from './known-routes.ts';

describe('known app routes', () => {
  it.each([
    '/',
    '/blog',
    '/blog/article/12',
    '/terms-of-use',
    '/plan-now/review',
    '/obituaries/1/a/shop/product/2/checkout',
    '/Family-Portal/x',
    '/staff',
    '/staff/team',
    '/Staff/sign-in',
  ])('%s is known', (path) => expect(isKnownRoute(path)).toBe(true));
  it.each([
    '/blogs',
    '/blog/article/x',
    '/Blog',
    '/plan-nowhere',
    '/obituariesx',
    '/about',
    '/obituaries/abc/x',
    '/obituaries/1',
    '/obituaries/x',
    '/blog/article/012',
    '/blog/article/0',
    '/obituaries/012/a',
    '/staffing',
  ])('%s is not', (path) => expect(isKnownRoute(path)).toBe(false));
});
