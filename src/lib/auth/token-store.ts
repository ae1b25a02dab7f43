/**
 * Where the signed-in token is kept (decisions 0012, 0073): sessionStorage, so it lives as long as
 * the tab and is gone when the tab closes; or, for a family that ticked "Keep me signed in on this
 * device", localStorage with the session's end beside it, so every tab and every link opened from a
 * mail finds it until then. The API client reads it on every call; the auth machine's storeToken /
 * forgetToken actions write it. Tiny and dependency-free: the public bundle carries it.
 */
export interface TokenStore {
  get(): string | null;
  /** Keeps the token for the tab, or with `keptUntil` (an ISO instant) on the device until then. */
  set(token: string, keptUntil?: string | null): void;
  /** Forgets the token, the tab's and the device's (signing out on a shared device leaves nothing). */
  clear(): void;
}

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;

export interface DeviceStorage {
  /** The device's storage (localStorage), or null where there is none. */
  storage: StorageLike;
  key: string;
  /** The clock a kept token's end is judged by (ms since the epoch). */
  now?: () => number;
}

/** A kept token as stored: the token and when its session ends. */
const readKept = (raw: string | null, now: number): string | null => {
  if (!raw) return null;
  try {
    const kept = JSON.parse(raw) as { token?: unknown; until?: unknown };
    const until = typeof kept.until === 'string' ? Date.parse(kept.until) : NaN;
    return typeof kept.token === 'string' && until > now ? kept.token : null;
  } catch {
    return null;
  }
};

export function createTokenStore(tab: StorageLike, key: string, device?: DeviceStorage): TokenStore {
  // Storage can be missing or refuse (private modes, disabled cookies): then the token lives in memory.
  let memory: string | null = null;
  const attempt = <T>(action: () => T, fallback: T): T => {
    try {
      return action();
    } catch {
      return fallback;
    }
  };
  const now = device?.now ?? (() => Date.now());
  const forgetKept = () => attempt(() => device?.storage?.removeItem(device.key), undefined);
  const kept = () => {
    const token = readKept(
      attempt(() => device?.storage?.getItem(device.key) ?? null, null),
      now(),
    );
    // Past its end the server has forgotten the session: the device forgets the token too.
    if (token === null) forgetKept();
    return token;
  };
  return {
    get: () => attempt(() => tab?.getItem(key) ?? null, null) ?? kept() ?? memory,
    set(token, keptUntil) {
      memory = token;
      if (keptUntil && device) {
        attempt(() => device.storage?.setItem(device.key, JSON.stringify({ token, until: keptUntil })), undefined);
        attempt(() => tab?.removeItem(key), undefined);
        return;
      }
      attempt(() => tab?.setItem(key, token), undefined);
      // A sign-in for the tab only replaces a token kept before (someone else's, on a shared device).
      forgetKept();
    },
    clear() {
      memory = null;
      attempt(() => tab?.removeItem(key), undefined);
      forgetKept();
    },
  };
}

/** The key of the staff and family session token in sessionStorage. */
export const SESSION_TOKEN_KEY = 'lantern.session-token';
/** The key of a family session kept on the device, in localStorage (decision 0073). */
export const DEVICE_TOKEN_KEY = 'lantern.device-session';
