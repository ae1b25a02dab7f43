import { describe, expect, it } from 'vitest';
import { findRedirect, isExternal } from './redirects.ts';

const redirects = [
  { from: '/old-about', to: '/about', permanent: true },
  { from: '/memorial-fund', to: 'https://example.org/memorial-fund', permanent: false },
];

describe('redirects', () => {
  it('matches a path regardless of case and trailing slash', () => {
    expect(findRedirect(redirects, '/Old-About/')?.to).toBe('/about');
    expect(findRedirect(redirects, '/about')).toBeUndefined();
  });

  it('tells external targets from internal ones', () => {
    expect(isExternal('https://example.org/memorial-fund')).toBe(true);
    expect(isExternal('/about')).toBe(false);
  });
});
