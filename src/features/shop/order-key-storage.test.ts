import { describe, expect, it, vi } from 'vitest';
import { rememberOrderKey, takeOrderKey } from './order-key-storage.ts';

const memoryStore = () => {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
};

const key = 'k'.repeat(43);

describe('the order access key in the browser', () => {
  it("takes the mail link's key from the fragment, keeps it, and takes it out of the address bar", () => {
    const store = memoryStore();
    const history = { state: { at: 1 }, replaceState: vi.fn() };
    const location = { pathname: '/obituaries/1/a/shop/order/ORDER/thanks', search: '', hash: `#key=${key}` };
    expect(takeOrderKey('ORDER', location, history, store)).toBe(key);
    expect(history.replaceState).toHaveBeenCalledWith({ at: 1 }, '', '/obituaries/1/a/shop/order/ORDER/thanks');
    expect(store.getItem('lantern.order-key.ORDER')).toBe(key);
  });

  it('uses the key this browser kept when the address has none, and touches nothing', () => {
    const store = memoryStore();
    rememberOrderKey('ORDER', key, store);
    const history = { state: null, replaceState: vi.fn() };
    expect(takeOrderKey('ORDER', { pathname: '/x', search: '', hash: '' }, history, store)).toBe(key);
    expect(takeOrderKey('OTHER', { pathname: '/x', search: '', hash: '' }, history, store)).toBeNull();
    expect(history.replaceState).not.toHaveBeenCalled();
  });
});
