/**
 * Where the signed-in token is kept (decision 0012): sessionStorage, so it lives as long as the tab
 * and is gone when the tab closes. The API client reads it on every call; the auth machine's
 * storeToken / forgetToken actions write it. Tiny and dependency-free: the public bundle carries it.
 */
export interface TokenStore {
  get(): string | null;
  set(token: string): void;
  clear(): void;
}

export function createTokenStore(
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null,
  key: string,
): TokenStore {
  // Storage can be missing or refuse (private modes, disabled cookies): then the token lives in memory.
  let memory: string | null = null;
  const attempt = <T>(action: () => T, fallback: T): T => {
    try {
      return action();
    } catch {
      return fallback;
    }
  };
  return {
    get: () => attempt(() => storage?.getItem(key) ?? null, null) ?? memory,
    set(token) {
      memory = token;
      attempt(() => storage?.setItem(key, token), undefined);
    },
    clear() {
      memory = null;
      attempt(() => storage?.removeItem(key), undefined);
    },
  };
}

/** The key of the staff and family session token in sessionStorage. */
export const SESSION_TOKEN_KEY = 'lantern.session-token';
