import { describe, expect, it } from 'vitest';
import { createSiteCache, type InvalidationChannel, type InvalidationReceiver } from './site-cache.ts';

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

  describe('with an invalidation channel (several processes)', () => {
    function setUp() {
      let receiver: InvalidationReceiver | undefined;
      const published: number[] = [];
      const channel: InvalidationChannel = {
        publish: (companyId) => published.push(companyId),
        start: (target) => {
          receiver = target;
        },
        stop: async () => {},
      };
      let clock = 0;
      const cache = createSiteCache({ channel, now: () => clock });
      let version = 1;
      const read = async () => (await cache.json(1, 'doc', async () => ({ version }))).value.version;
      return {
        cache,
        published,
        receiver: () => receiver!,
        read,
        change: () => (version += 1),
        wait: (ms: number) => (clock += ms),
      };
    }

    it('tells the other processes of every invalidation, and forgets what they report', async () => {
      const { cache, published, receiver, read, change } = setUp();
      receiver().up();
      expect(await read()).toBe(1);
      change();
      expect(await read()).toBe(1);
      receiver().forget(1);
      expect(await read()).toBe(2);
      cache.invalidateSiteCache(1);
      expect(published).toEqual([1]);
    });

    it('keeps entries while listening, however old', async () => {
      const { receiver, read, change, wait } = setUp();
      receiver().up();
      await read();
      change();
      wait(60_000);
      expect(await read()).toBe(1);
    });

    it('while the listener is down, serves nothing older than 3000 ms', async () => {
      const { cache, receiver, read, change, wait } = setUp();
      receiver().up();
      await read();
      receiver().down();
      expect(cache.coherent).toBe(false);
      change();
      wait(3000);
      expect(await read()).toBe(1);
      wait(1);
      expect(await read()).toBe(2);
    });

    it('drops everything when the listener is back (what it missed is unknown)', async () => {
      const { cache, receiver, read, change } = setUp();
      receiver().up();
      await read();
      receiver().down();
      change();
      receiver().up();
      expect(cache.coherent).toBe(true);
      expect(await read()).toBe(2);
    });

    it('trusts nothing for long before the listener first connects', async () => {
      const { cache, read, change, wait } = setUp();
      expect(cache.coherent).toBe(false);
      await read();
      change();
      wait(3001);
      expect(await read()).toBe(2);
    });
  });
});
