import { isNotFound, isRedirect } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { obituaryPath } from '#contract/obituary-path.ts';
import { ApiFatalError } from './api/fatal-error.ts';
import { idAndNameParams, loadUnderCanonicalName } from './id-and-name-layout.ts';

const caught = async (work: () => unknown): Promise<unknown> => {
  try {
    await work();
  } catch (error) {
    return error;
  }
  throw new Error('expected a throw');
};

const ingrid = { id: 12, nameSlug: 'ingrid-bjork', fullName: 'Ingrid Björk' };
const at = (name: string, pathname: string, searchStr = '') => ({
  params: { id: 12, name },
  location: { pathname, searchStr },
});

describe('idAndNameParams', () => {
  it('reads the id in canonical digits and keeps the name as it came', () => {
    expect(idAndNameParams.parse({ id: '12', name: 'anything' })).toEqual({ id: 12, name: 'anything' });
    expect(idAndNameParams.stringify({ id: 12, name: 'x' })).toEqual({ id: '12', name: 'x' });
  });

  it('answers "Page Not Found" for an id that is none, without asking the server', async () => {
    for (const id of ['016', 'twelve', '0', '2147483648']) {
      const error = await caught(() => idAndNameParams.parse({ id, name: 'x' }));
      expect(isNotFound(error), id).toBe(true);
      expect(error).toMatchObject({ data: { message: 'Page Not Found' } });
    }
  });
});

describe('loadUnderCanonicalName', () => {
  it('answers the row under its own name', async () => {
    const found = await loadUnderCanonicalName(
      Promise.resolve(ingrid),
      at('ingrid-bjork', '/obituaries/12/ingrid-bjork'),
      obituaryPath,
    );
    expect(found).toBe(ingrid);
  });

  it('sends a wrong name to the canonical one, keeping the sub-page and the query', async () => {
    const error = await caught(() =>
      loadUnderCanonicalName(
        Promise.resolve(ingrid),
        at('ingrid b', '/obituaries/12/ingrid%20b/photos', '?x=1'),
        obituaryPath,
      ),
    );
    expect(isRedirect(error)).toBe(true);
    expect(error).toMatchObject({ options: { href: '/obituaries/12/ingrid-bjork/photos?x=1', replace: true } });
  });

  it('turns the server’s 404 into "Page Not Found" and lets anything else through', async () => {
    const missing = new ApiFatalError({ status: 404, statusText: 'Not Found' });
    const notFound = await caught(() =>
      loadUnderCanonicalName(Promise.reject(missing), at('x', '/obituaries/12/x'), obituaryPath),
    );
    expect(isNotFound(notFound)).toBe(true);
    const failing = new ApiFatalError({ status: 503, statusText: 'Service Unavailable' });
    expect(
      await caught(() => loadUnderCanonicalName(Promise.reject(failing), at('x', '/obituaries/12/x'), obituaryPath)),
    ).toBe(failing);
  });
});
