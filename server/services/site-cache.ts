import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';

/**
 * Every visitor asks for the same few documents (render context, redirects), so they are built
 * once per company, kept as a pre-serialised JSON string with its ETag, and dropped by one call:
 * `invalidateSiteCache(companyId)`, which every content write must make after committing.
 *
 * The cache lives in the process (DESIGN §6). With several processes on one PostgreSQL, an
 * invalidation channel (PostgreSQL LISTEN/NOTIFY, decision 0015) carries every
 * invalidation to the other processes. While this process's listening connection is down it may
 * miss some, so entries then live at most `maxAgeWhileDownMs`; when it is back, everything is
 * dropped (what was missed is unknown). Without a channel (PGlite: one process) the cache is
 * always coherent.
 */
export interface CachedJson<T> {
  value: T;
  /** `JSON.stringify(value)`, sent as is. */
  body: string;
  /** Strong validator of `body`, quoted. */
  etag: string;
  /** `body` gzipped once here rather than on every response (the render context is ~20 KB). */
  gzipped: Uint8Array<ArrayBuffer>;
}

/** What a channel tells the cache of its process. */
export interface InvalidationReceiver {
  /** Another process (or this one) changed a company's site. */
  forget(companyId: number): void;
  /** The listening connection is down: invalidations may be missed from now on. */
  down(): void;
  /** Listening again (or for the first time): invalidations may have been missed until now. */
  up(): void;
}

/** Carries invalidations between the processes sharing one database. */
export interface InvalidationChannel {
  /** Tells every process sharing the database (this one may hear it too). */
  publish(companyId: number): void;
  /** Starts listening; the receiver hears `up` once connected. */
  start(receiver: InvalidationReceiver): void;
  stop(): Promise<void>;
}

export interface SiteCacheOptions {
  channel?: InvalidationChannel;
  /** Milliseconds now (injectable for tests). */
  now?: () => number;
  /** While the listener is down, an entry older than this is rebuilt. Default 3000 ms. */
  maxAgeWhileDownMs?: number;
}

export interface SiteCache {
  /** The cached document `key` of a company, built by `build` on a miss (one build at a time). */
  json<T>(companyId: number, key: string, build: () => Promise<T>): Promise<CachedJson<T>>;
  /** Which company a host belongs to, remembered until that company's cache is invalidated. */
  companyIdForHost(host: string, lookup: () => Promise<number | null>): Promise<number | null>;
  /** Forget everything cached for a company, in every process: call after any write to its content. */
  invalidateSiteCache(companyId: number): void;
  /**
   * Tells `listener` each time this process forgets a company (null: every company, the listener
   * being back), so what else keeps per-company data (the rendered pages, decision 0093) drops it
   * on the same invalidation, from this process or another one's NOTIFY.
   */
  onForget(listener: (companyId: number | null) => void): void;
  /** True while every invalidation reaches this process (always without a channel). */
  readonly coherent: boolean;
  /** The listening connection (readiness): 'not-used' without a channel (PGlite: one process). */
  readonly listener: 'up' | 'down' | 'not-used';
  /** Stops listening (shutdown). */
  close(): Promise<void>;
}

export const DEFAULT_MAX_AGE_WHILE_DOWN_MS = 3000;

interface Entry<V> {
  value: V;
  /** When the build started: the data can be no older than this. */
  at: number;
}

export function createSiteCache(options: SiteCacheOptions = {}): SiteCache {
  const now = options.now ?? Date.now;
  const maxAgeWhileDownMs = options.maxAgeWhileDownMs ?? DEFAULT_MAX_AGE_WHILE_DOWN_MS;
  const channel = options.channel;
  // With a channel, nothing is trusted for long until the listener first reports itself up.
  let coherent = channel === undefined;

  // Promises, not values: concurrent misses share one build, and invalidating mid-build simply
  // lets the next request start a fresh one.
  const documents = new Map<number, Map<string, Entry<Promise<CachedJson<unknown>>>>>();
  const hosts = new Map<string, Entry<number>>();
  const forgetListeners: Array<(companyId: number | null) => void> = [];

  const fresh = (entry: Entry<unknown>) => coherent || now() - entry.at <= maxAgeWhileDownMs;

  function forget(companyId: number) {
    documents.delete(companyId);
    for (const [host, owner] of hosts) if (owner.value === companyId) hosts.delete(host);
    for (const listener of forgetListeners) listener(companyId);
  }

  channel?.start({
    forget,
    down() {
      coherent = false;
    },
    up() {
      documents.clear();
      hosts.clear();
      for (const listener of forgetListeners) listener(null);
      coherent = true;
    },
  });

  return {
    json<T>(companyId: number, key: string, build: () => Promise<T>): Promise<CachedJson<T>> {
      let perCompany = documents.get(companyId);
      if (!perCompany) {
        perCompany = new Map();
        documents.set(companyId, perCompany);
      }
      const cached = perCompany.get(key);
      if (cached && fresh(cached)) return cached.value as Promise<CachedJson<T>>;

      const entry = { value: build().then(serialise), at: now() };
      perCompany.set(key, entry);
      // A failed build is not remembered: the next request tries again.
      entry.value.catch(() => {
        if (documents.get(companyId)?.get(key) === entry) documents.get(companyId)?.delete(key);
      });
      return entry.value as Promise<CachedJson<T>>;
    },

    async companyIdForHost(host, lookup) {
      const known = hosts.get(host);
      if (known !== undefined && fresh(known)) return known.value;
      const at = now();
      // Unknown hosts are not remembered, so random Host headers cannot grow the map.
      const companyId = await lookup();
      if (companyId !== null) hosts.set(host, { value: companyId, at });
      return companyId;
    },

    invalidateSiteCache(companyId) {
      forget(companyId);
      channel?.publish(companyId);
    },

    onForget(listener) {
      forgetListeners.push(listener);
    },

    get coherent() {
      return coherent;
    },

    get listener() {
      if (channel === undefined) return 'not-used';
      return coherent ? 'up' : 'down';
    },

    close: () => channel?.stop() ?? Promise.resolve(),
  };
}

function serialise<T>(value: T): CachedJson<T> {
  const body = JSON.stringify(value);
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  const compressed = gzipSync(body);
  const gzipped = new Uint8Array(new ArrayBuffer(compressed.byteLength));
  gzipped.set(compressed);
  return { value, body, etag, gzipped };
}
