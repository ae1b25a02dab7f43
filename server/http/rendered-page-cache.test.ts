import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createSiteCache, type InvalidationChannel, type InvalidationReceiver } from '#server/services/site-cache.ts';
import { createRenderedPageCache, type PageCacheKey } from './rendered-page-cache.ts';

/* Decision 0093: the rendered pages of a process, dropped with its site cache. */

const key = (url: string, more: Partial<PageCacheKey> = {}): PageCacheKey => ({
  companyId: 1,
  origin: 'https://a.example',
  url,
  crawler: false,
  siteVersion: 'v1',
  ...more,
});
const page = (html: string) => ({ html, status: 200 as const, styleAttributeHashes: [] });

function setUp(options: { maxPages?: number } = {}) {
  let clock = 0;
  let receiver: InvalidationReceiver | undefined;
  const channel: InvalidationChannel = {
    publish: () => {},
    start: (target) => {
      receiver = target;
    },
    stop: async () => {},
  };
  const siteCache = createSiteCache({ channel });
  receiver!.up();
  return {
    siteCache,
    receiver: receiver!,
    pages: createRenderedPageCache(siteCache, { ...options, maxAgeMs: 60_000, now: () => clock }),
    wait: (ms: number) => (clock += ms),
  };
}

describe('rendered page cache', () => {
  it('keeps a page by every part of its key, gzipped once', async () => {
    const { pages } = setUp();
    await pages.reserve(key('/about'))!.store(page('<h1>About</h1>'));
    const kept = pages.get(key('/about'))!;
    expect(kept.html).toBe('<h1>About</h1>');
    expect(gunzipSync(kept.gzipped).toString()).toBe('<h1>About</h1>');
    for (const other of [
      key('/about?x=1'),
      key('/about', { companyId: 2 }),
      key('/about', { origin: 'https://b.example' }),
      key('/about', { crawler: true }),
      key('/about', { siteVersion: 'v2' }),
    ])
      expect(pages.get(other), JSON.stringify(other)).toBeUndefined();
  });

  it("drops a company's pages when its site cache is invalidated, here or by another process", async () => {
    const { siteCache, receiver, pages } = setUp();
    await pages.reserve(key('/about'))!.store(page('a'));
    await pages.reserve(key('/about', { companyId: 2 }))!.store(page('b'));
    siteCache.invalidateSiteCache(1);
    expect(pages.get(key('/about'))).toBeUndefined();
    expect(pages.get(key('/about', { companyId: 2 }))?.html).toBe('b');
    receiver.forget(2);
    expect(pages.get(key('/about', { companyId: 2 }))).toBeUndefined();
  });

  it('does not keep a page rendered across an invalidation (it may hold what the write changed)', async () => {
    const { siteCache, pages } = setUp();
    const slot = pages.reserve(key('/obituaries/5/ada'))!;
    siteCache.invalidateSiteCache(1);
    await slot.store(page('read before the write'));
    expect(pages.get(key('/obituaries/5/ada'))).toBeUndefined();
  });

  it('does not keep a page whose company was invalidated while it was being gzipped', async () => {
    const { siteCache, pages } = setUp();
    const storing = pages.reserve(key('/obituaries/5/ada'))!.store(page('gzipped as the write landed'));
    siteCache.invalidateSiteCache(1);
    expect((await storing).html).toBe('gzipped as the write landed');
    expect(pages.get(key('/obituaries/5/ada'))).toBeUndefined();
  });

  it('keeps and serves nothing while invalidations may be missed, and drops everything when listening again', async () => {
    const { receiver, pages } = setUp();
    await pages.reserve(key('/about'))!.store(page('a'));
    receiver.down();
    expect(pages.get(key('/about'))).toBeUndefined();
    expect(pages.reserve(key('/blog'))).toBeNull();
    receiver.up();
    expect(pages.get(key('/about'))).toBeUndefined();
  });

  it('holds at most its bound, letting the least recently used go', async () => {
    const { pages } = setUp({ maxPages: 2 });
    await pages.reserve(key('/a'))!.store(page('a'));
    await pages.reserve(key('/b'))!.store(page('b'));
    expect(pages.get(key('/a'))?.html).toBe('a');
    await pages.reserve(key('/c'))!.store(page('c'));
    expect(pages.get(key('/b'))).toBeUndefined();
    expect(pages.get(key('/a'))?.html).toBe('a');
    expect(pages.get(key('/c'))?.html).toBe('c');
  });

  it('renders a page again after a minute, whatever was written (time alone changes some pages)', async () => {
    const { pages, wait } = setUp();
    await pages.reserve(key('/obituaries/5/ada'))!.store(page('a'));
    wait(60_000);
    expect(pages.get(key('/obituaries/5/ada'))?.html).toBe('a');
    wait(1);
    expect(pages.get(key('/obituaries/5/ada'))).toBeUndefined();
  });
});
