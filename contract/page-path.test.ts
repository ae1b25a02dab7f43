import { describe, expect, it } from 'vitest';
import { normalizePagePath } from './page-path.ts';

describe('normalizePagePath', () => {
  it('keeps the root as "/"', () => {
    expect(normalizePagePath('/')).toBe('/');
    expect(normalizePagePath('//')).toBe('/');
  });

  it('drops trailing slashes', () => {
    expect(normalizePagePath('/about/')).toBe('/about');
    expect(normalizePagePath('/services/burial//')).toBe('/services/burial');
    expect(normalizePagePath('/about')).toBe('/about');
  });

  it('decodes percent-escapes, and keeps a malformed one as given', () => {
    expect(normalizePagePath('/a%20b')).toBe('/a b');
    expect(normalizePagePath('/%E0%A4%A')).toBe('/%E0%A4%A');
  });

  it('keeps the case: "/About" is another path', () => {
    expect(normalizePagePath('/About/')).toBe('/About');
  });
});
