/** Spec §7: the only statuses worth asking again; every other failure is final at once. */
export const RETRY_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);

export const isRetriableStatus = (status: number): boolean => RETRY_STATUSES.has(status);

// GET-like calls change nothing, so repeating one is safe; writes are never repeated unasked.
const readMethods: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Spec §7: once for GET-like methods, zero for PATCH, POST, PUT, DELETE. */
export const defaultRetries = (method: string): number => (readMethods.has(method.toUpperCase()) ? 1 : 0);

/**
 * fetch rejects with a TypeError when the network fails (offline, DNS, CORS, reset); an abort is
 * a DOMException instead and must never be retried.
 */
export const isNetworkError = (error: unknown): boolean => error instanceof TypeError;

/** Short exponential backoff: 250 ms, 500 ms, 1 s, then 1 s. */
export const backoffDelay = (attempt: number): number => Math.min(1000, 250 * 2 ** Math.max(0, attempt - 1));

export const wait = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
