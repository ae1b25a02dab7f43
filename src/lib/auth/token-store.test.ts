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
});
