import { describe, expect, it } from 'vitest';
import { canonicalHref } from './canonical-href.ts';

describe('canonicalHref', () => {
  it('keeps the sub-page and the query after the canonical prefix', () => {
    expect(
      canonicalHref(
        { pathname: '/family-portal/7/wrong/statement/payment', searchStr: '?x=1' },
        '/family-portal/7/wrong',
        '/family-portal/7/daniel-okafor',
      ),
    ).toBe('/family-portal/7/daniel-okafor/statement/payment?x=1');
  });

  it('matches the prefix in any letter case, as the router does', () => {
    expect(
      canonicalHref(
        { pathname: '/Family-Portal/7/Wrong/statement', searchStr: '?x=1' },
        '/family-portal/7/Wrong',
        '/family-portal/7/daniel-okafor',
      ),
    ).toBe('/family-portal/7/daniel-okafor/statement?x=1');
  });

  it('is the canonical page itself when the path is exactly the given prefix', () => {
    expect(canonicalHref({ pathname: '/obituaries/3/x', searchStr: '' }, '/obituaries/3/x', '/obituaries/3/y')).toBe(
      '/obituaries/3/y',
    );
  });

  it('drops a path that does not start with the given prefix (an encoded name), keeping the query', () => {
    expect(
      canonicalHref(
        { pathname: '/obituaries/3/a%20b/photos', searchStr: '?q' },
        '/obituaries/3/a b',
        '/obituaries/3/y',
      ),
    ).toBe('/obituaries/3/y?q');
  });
});
