/**
 * Public configuration of the browser app: only values that may be shipped to every visitor
 * (Vite inlines `VITE_*` variables into the bundle at build time).
 */
export interface PublicConfig {
  /** Where the API lives; '' means the same origin that served the page. No trailing slash. */
  apiBaseUrl: string;
  /** Parse API responses with their contract schemas: on in development and tests, off in production for speed. */
  validateResponses: boolean;
}

export interface PublicEnv {
  VITE_API_BASE_URL?: unknown;
  DEV?: unknown;
  MODE?: unknown;
}

export function readPublicConfig(env: PublicEnv): PublicConfig {
  const baseUrl = typeof env.VITE_API_BASE_URL === 'string' ? env.VITE_API_BASE_URL.trim() : '';
  return {
    // Paths start with '/', so a trailing slash here would double it.
    apiBaseUrl: baseUrl.replace(/\/+$/, ''),
    validateResponses: env.DEV === true || env.MODE === 'test',
  };
}

export const publicConfig: PublicConfig = readPublicConfig(import.meta.env);
