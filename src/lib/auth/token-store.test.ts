import { describe, expect, it } from 'vitest';
import { createTokenStore } from './token-store.ts';

const memoryStorage = () => {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    items,
  };
};

describe('token store', () => {
  it('keeps the token in the given storage under its key', () => {
    const storage = memoryStorage();
    const store = createTokenStore(storage, 'k');
    expect(store.get()).toBeNull();
    store.set('abc');
    expect(storage.items.get('k')).toBe('abc');
    expect(createTokenStore(storage, 'k').get()).toBe('abc');
    store.clear();
    expect(store.get()).toBeNull();
  });

  it('falls back to memory when storage refuses', () => {
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    const store = createTokenStore(refusing, 'k');
    store.set('abc');
    expect(store.get()).toBe('abc');
    store.clear();
    expect(store.get()).toBeNull();
    expect(createTokenStore(null, 'k').get()).toBeNull();
  });

  it('keeps a token on the device until its session ends, then forgets it (decision 0073)', () => {
    const tab = memoryStorage();
    const device = memoryStorage();
    let now = Date.parse('2026-03-02T09:00:00.000Z');
    const store = createTokenStore(tab, 'k', { storage: device, key: 'd', now: () => now });
    store.set('kept', '2026-04-01T09:00:00.000Z');
    expect(tab.items.has('k')).toBe(false);
    expect(JSON.parse(device.items.get('d')!)).toEqual({ token: 'kept', until: '2026-04-01T09:00:00.000Z' });
    // Another tab (a link opened from a mail) finds it.
    const otherTab = createTokenStore(memoryStorage(), 'k', { storage: device, key: 'd', now: () => now });
    expect(otherTab.get()).toBe('kept');
    now = Date.parse('2026-04-01T09:00:00.000Z');
    expect(otherTab.get()).toBeNull();
    expect(device.items.has('d')).toBe(false);
  });

  it('forgets a kept token on sign-out and when someone signs in for the tab only', () => {
    const device = memoryStorage();
    const store = createTokenStore(memoryStorage(), 'k', { storage: device, key: 'd' });
    store.set('kept', '2999-01-01T00:00:00.000Z');
    store.clear();
    expect(device.items.has('d')).toBe(false);
    expect(store.get()).toBeNull();
    store.set('kept', '2999-01-01T00:00:00.000Z');
    store.set('tab-only');
    expect(device.items.has('d')).toBe(false);
    expect(store.get()).toBe('tab-only');
    device.items.set('d', 'not json');
    expect(createTokenStore(memoryStorage(), 'k', { storage: device, key: 'd' }).get()).toBeNull();
  });
});
