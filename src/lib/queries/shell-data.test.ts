import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { shellDataIds } from '#contract/shell-data.ts';
import { createApiClient } from '#src/lib/api/client.ts';
import { dropShellHead, seedFromShell, type ShellDocument } from './shell-data.ts';
import { obituaryQuery } from './site/obituaries.ts';
import { redirectsQuery, renderContextQuery } from './site/website.ts';

/* Decision 0029: the shell's data blocks seed the query cache, and the loaders then ask no API. */

const redirects = [{ from: '/old-about', to: '/about', permanent: true }];

function fakeDocument(blocks: Record<string, string>, headTags: string[] = []) {
  const removed: string[] = [];
  const document: ShellDocument = {
    getElementById: (id) =>
      id in blocks ? { textContent: blocks[id] ?? null, remove: () => void removed.push(id) } : null,
    querySelectorAll: (selector) =>
      selector === '[data-shell-head]' ? headTags.map((tag) => ({ remove: () => void removed.push(tag) })) : [],
  };
  return { document, removed };
}

function setup() {
  const calls: string[] = [];
  const api = createApiClient({
    baseUrl: 'http://site.test',
    getHost: () => 'site.test',
    fetch: (url) => {
      calls.push(url);
      return Promise.resolve(Response.json({ status: 404, message: 'Not Found' }, { status: 404 }));
    },
    sleep: () => Promise.resolve(),
  });
  return { api, calls, queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }) };
}

const obituary = {
  id: 12,
  fullName: 'Ingrid Marie Björk',
  nameSlug: 'ingrid-marie-bjork',
  bornOn: null,
  diedOn: '2026-11-20',
  photo: null,
  locationId: 1,
  locationName: 'Maple Grove Chapel',
  textHtml: '<p>Text</p>',
  summary: 'Text',
  livestreamUrl: null,
  shop: true,
  noFlowers: false,
  theme: null,
  events: [],
};

describe('seedFromShell', () => {
  it("seeds an obituary page's obituary under its own key, and its page asks nothing", async () => {
    const { api, calls, queryClient } = setup();
    const { document, removed } = fakeDocument({ [shellDataIds.obituary]: JSON.stringify(obituary) });
    seedFromShell(queryClient, api, document);
    expect(await queryClient.ensureQueryData(obituaryQuery(api, 12))).toEqual(obituary);
    expect(removed).toEqual([shellDataIds.obituary]);
    expect(calls).toEqual([]);
  });

  it("seeds the redirects under the loader's key, removes the block, and the loader asks nothing", async () => {
    const { api, calls, queryClient } = setup();
    const { document, removed } = fakeDocument({ [shellDataIds.redirects]: JSON.stringify(redirects) });
    seedFromShell(queryClient, api, document);
    expect(await queryClient.ensureQueryData(redirectsQuery(api))).toEqual(redirects);
    expect(removed).toEqual([shellDataIds.redirects]);
    expect(calls).toEqual([]);
  });

  it('leaves an absent, unreadable or off-contract block to the API', async () => {
    const { api, calls, queryClient } = setup();
    const { document, removed } = fakeDocument({
      [shellDataIds.redirects]: '[{"from": "/a", ',
      [shellDataIds.renderContext]: JSON.stringify({ pages: 'not a render context' }),
    });
    seedFromShell(queryClient, api, document);
    expect(removed).toEqual([shellDataIds.renderContext, shellDataIds.redirects]);
    expect(queryClient.getQueryData(redirectsQuery(api).queryKey)).toBeUndefined();
    expect(queryClient.getQueryData(renderContextQuery(api, 'approved').queryKey)).toBeUndefined();
    await expect(queryClient.ensureQueryData(redirectsQuery(api))).rejects.toThrow();
    expect(calls).toEqual(['http://site.test/api/web/redirects']);
  });

  it('seeds nothing when the shell has no blocks', () => {
    const { api, queryClient } = setup();
    seedFromShell(queryClient, api, fakeDocument({}).document);
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
  });
});

describe('dropShellHead', () => {
  it('removes every head tag the server marked for readers without JavaScript (the title is not marked)', () => {
    const { document, removed } = fakeDocument({}, ['description', 'og:title', 'json-ld']);
    dropShellHead(document);
    expect(removed).toEqual(['description', 'og:title', 'json-ld']);
  });
});
