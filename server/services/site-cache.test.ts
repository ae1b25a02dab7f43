import { describe, expect, it } from 'vitest';
import { createSiteCache } from './site-cache.ts';

describe('site cache', () => {
  it('builds once per company and key, serialised with a stable ETag', async () => {
    const cache = createSiteCache();
    let builds = 0;
    const build = async () => ({ n: ++builds });
    const [a, b] = await Promise.all([cache.json(1, 'doc', build), cache.json(1, 'doc', build)]);
    expect(builds).toBe(1);
    expect(a).toBe(b);
    expect(a.body).toBe('{"n":1}');
    expect(a.etag).toMatch(/^"[\w-]+"$/);
    await cache.json(2, 'doc', build);
    expect(builds).toBe(2);
  });

  it('rebuilds only the invalidated company', async () => {
    const cache = createSiteCache();
    let version = 1;
    const first = await cache.json(1, 'doc', async () => ({ version }));
    await cache.json(2, 'doc', async () => ({ version }));
    version = 2;
    cache.invalidateSiteCache(1);
    const second = await cache.json(1, 'doc', async () => ({ version }));
    expect(second.value).toEqual({ version: 2 });
    expect(second.etag).not.toBe(first.etag);
    expect((await cache.json(2, 'doc', async () => ({ version }))).value).toEqual({ version: 1 });
  });

  it('does not remember a failed build', async () => {
    const cache = createSiteCache();
    await expect(cache.json(1, 'doc', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect((await cache.json(1, 'doc', async () => 'ok')).value).toBe('ok');
  });

  it('remembers known hosts until their company is invalidated, never unknown ones', async () => {
    const cache = createSiteCache();
    let lookups = 0;
    const lookup = (id: number | null) => async () => {
      lookups++;
      return id;
    };
    expect(await cache.companyIdForHost('a.test', lookup(1))).toBe(1);
    expect(await cache.companyIdForHost('a.test', lookup(1))).toBe(1);
    expect(lookups).toBe(1);
    expect(await cache.companyIdForHost('nobody.test', lookup(null))).toBeNull();
    expect(await cache.companyIdForHost('nobody.test', lookup(null))).toBeNull();
    expect(lookups).toBe(3);
    cache.invalidateSiteCache(1);
    await cache.companyIdForHost('a.test', lookup(1));
    expect(lookups).toBe(4);
  });
});
