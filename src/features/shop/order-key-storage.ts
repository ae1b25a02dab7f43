import { ORDER_KEY_FRAGMENT } from '#contract/shop-text.ts';

/*
 * Where the browser keeps an order's access key (decision 0034): localStorage, one entry per order,
 * written by the browser that placed the order or when the mail's link is opened. The link carries
 * the key in the URL fragment (never sent to a server); the thanks page takes it from there, keeps
 * it, and takes it out of the address bar so a copied or shared address does not carry it.
 */

const storageKey = (publicId: string) => `lantern.order-key.${publicId}`;

/** The browser's localStorage; tests pass their own. */
type KeyStore = Pick<Storage, 'getItem' | 'setItem'>;

export function rememberOrderKey(publicId: string, accessKey: string, store: KeyStore = localStorage): void {
  try {
    store.setItem(storageKey(publicId), accessKey);
  } catch {
    // Private windows may refuse storage: the page still works until it is left.
  }
}

export function storedOrderKey(publicId: string, store: KeyStore = localStorage): string | null {
  try {
    return store.getItem(storageKey(publicId));
  } catch {
    return null;
  }
}

/**
 * The key of the mail's link (`#key=…`), kept and removed from the address bar; else the one this
 * browser kept. Null when the browser has none.
 */
export function takeOrderKey(
  publicId: string,
  location: Pick<Location, 'hash' | 'pathname' | 'search'>,
  history: Pick<History, 'state' | 'replaceState'>,
  store: KeyStore = localStorage,
): string | null {
  const fromLink = new URLSearchParams(location.hash.replace(/^#/, '')).get(ORDER_KEY_FRAGMENT);
  if (fromLink) {
    rememberOrderKey(publicId, fromLink, store);
    history.replaceState(history.state, '', `${location.pathname}${location.search}`);
    return fromLink;
  }
  return storedOrderKey(publicId, store);
}
