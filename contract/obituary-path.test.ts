import { describe, expect, it } from 'vitest';
import { obituaryPath } from './obituary-path.ts';

describe('obituaryPath', () => {
  it('is /obituaries/{id}/{name}', () => {
    expect(obituaryPath({ id: 12, nameSlug: 'ingrid-marie-bjork' })).toBe('/obituaries/12/ingrid-marie-bjork');
  });
});
