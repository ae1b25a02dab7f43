import type { z } from 'zod';
import { API_VERSION, API_VERSION_HEADER } from '#contract/api-version.ts';
import type { ApiIssue } from '#contract/errors.ts';
import { statusMessage } from '#contract/status-messages.ts';
import { publicConfig } from '#src/lib/config.ts';
import { browserTimeZone } from '#src/lib/time-zone.ts';
import type { ApiPaths } from './api-paths.gen.ts';
import { ApiFatalError } from './fatal-error.ts';
import { flattenQuery, type QueryParams } from './flatten-query.ts';
import { backoffDelay, defaultRetries, isNetworkError, isRetriableStatus, wait } from './retry.ts';
import { authorizationHeader, type BasicCredentials } from './token.ts';

export type HttpMethod = 'GET' | 'HEAD' | 'OPTIONS' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

type MaybePromise<T> = T | Promise<T>;

export interface ApiClientOptions {
  /** Defaults to the public configuration (VITE_API_BASE_URL, else the same origin). */
  baseUrl?: string;
  /** The site being visited; the server finds the company from it. Defaults to location.host. */
  getHost?: () => string;
  /** Defaults to the browser's time zone. */
  getTimeZone?: () => string;
  /** Read on every call, so a login or logout takes effect at once. */
  getToken?: () => MaybePromise<string | null | undefined>;
  /** Spec §6: supported but unset; only used when there is no token. */
  basicAuth?: BasicCredentials;
  fetch?: (input: string, init: RequestInit) => Promise<Response>;
  /** How to wait between attempts; tests pass one that does not wait. */
  sleep?: (ms: number) => Promise<void>;
  /** Milliseconds to wait before retry number `attempt` (1-based). */
  retryDelay?: (attempt: number) => number;
  /** Parse responses with the schema given per call; defaults to the public configuration. */
  validateResponses?: boolean;
}

export interface CallOptions<S extends z.ZodType> {
  query?: QueryParams;
  /**
   * A contract schema for the response body. It must not transform: production skips parsing. Public
   * and portal calls pass it as `responseSchemas?.<name>` (lib/queries/site|family/response-schemas.ts),
   * which a production build folds away, so their chunks carry no schema code.
   */
  schema?: S;
  /** Per-call status messages, winning over spec §8's (e.g. `{ 404: 'Case not found' }`). */
  messages?: Partial<Record<number, string>>;
  /** Extra headers for this call only (e.g. Idempotency-Key). */
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** How many times to ask again after a retriable failure; defaults by method (spec §7). */
  retries?: number;
  /** Answer the body as it came, as text, unparsed: a file the server sends (a report's CSV, decision 0126). */
  text?: boolean;
}

export interface BodyCallOptions<S extends z.ZodType> extends CallOptions<S> {
  /** Sent as JSON. FormData passes through untouched so uploads keep their multipart boundary. */
  body?: unknown;
}

// Without a schema a call answers `unknown`: callers must parse before they trust it.
type Unparsed = z.ZodType<unknown>;

/** A method the API has paths for. */
export type ApiMethod = keyof ApiPaths;
/** A path the server's OpenAPI document has for `method` (api-paths.gen.ts, written by `npm run typecheck`). */
export type ApiPath<M extends ApiMethod> = ApiPaths[M];

/**
 * The calls of the browser, one per method; paths are typed from the server's routes, so a call to a
 * path the server does not have for that method does not compile.
 */
export interface ApiClient {
  get<S extends z.ZodType = Unparsed>(path: ApiPath<'GET'>, options?: CallOptions<S>): Promise<z.output<S>>;
  post<S extends z.ZodType = Unparsed>(path: ApiPath<'POST'>, options?: BodyCallOptions<S>): Promise<z.output<S>>;
  put<S extends z.ZodType = Unparsed>(path: ApiPath<'PUT'>, options?: BodyCallOptions<S>): Promise<z.output<S>>;
  patch<S extends z.ZodType = Unparsed>(path: ApiPath<'PATCH'>, options?: BodyCallOptions<S>): Promise<z.output<S>>;
  delete<S extends z.ZodType = Unparsed>(path: ApiPath<'DELETE'>, options?: BodyCallOptions<S>): Promise<z.output<S>>;
}

const browserHost = (): string => globalThis.location?.host ?? '';

function buildUrl(baseUrl: string, path: string, query: QueryParams | undefined): string {
  const base = baseUrl.replace(/\/+$/, '');
  const url = `${base}${path.startsWith('/') ? path : `/${path}`}`;
  const search = flattenQuery(query).toString();
  if (!search) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${search}`;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * The issues of the API's JSON error, checked by hand rather than with the contract's zod
 * schema: this runs on public pages, whose bundle carries no schema code.
 */
function issuesOf(body: unknown): ApiIssue[] | undefined {
  const issues = typeof body === 'object' && body !== null ? (body as { issues?: unknown }).issues : undefined;
  if (!Array.isArray(issues)) return undefined;
  const valid = issues.every(
    (issue: unknown) =>
      typeof issue === 'object' &&
      issue !== null &&
      typeof (issue as ApiIssue).path === 'string' &&
      typeof (issue as ApiIssue).message === 'string',
  );
  return valid ? (issues as ApiIssue[]) : undefined;
}

async function toFatalError(response: Response, messages: Partial<Record<number, string>> | undefined) {
  const body = await readBody(response).catch(() => undefined);
  return new ApiFatalError({
    status: response.status,
    statusText: messages?.[response.status] ?? statusMessage(response.status),
    issues: issuesOf(body),
    body,
  });
}

/** Sends one call: any method, any path (the typed client below is what the app uses). */
export type Transport = <S extends z.ZodType = Unparsed>(
  method: HttpMethod,
  path: string,
  options?: BodyCallOptions<S>,
) => Promise<z.output<S>>;

/** The one API client of the browser (spec §7, §8): the transport's calls with typed paths. */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const request = createTransport(options);
  return {
    get: (path, call) => request('GET', path, call),
    post: (path, call) => request('POST', path, call),
    put: (path, call) => request('PUT', path, call),
    patch: (path, call) => request('PATCH', path, call),
    delete: (path, call) => request('DELETE', path, call),
  };
}

/**
 * Headers, retries, errors and parsing for every call (spec §7, §8). Framework-free, so it is tested in
 * node with any path.
 */
export function createTransport(options: ApiClientOptions = {}): Transport {
  const baseUrl = options.baseUrl ?? publicConfig.apiBaseUrl;
  const getHost = options.getHost ?? browserHost;
  const getTimeZone = options.getTimeZone ?? (() => browserTimeZone());
  const getToken = options.getToken ?? (() => undefined);
  // Calling the global fetch detached from globalThis throws "Illegal invocation" in browsers.
  const fetchImpl = options.fetch ?? ((input: string, init: RequestInit) => globalThis.fetch(input, init));
  const sleep = options.sleep ?? wait;
  const retryDelay = options.retryDelay ?? backoffDelay;
  const validateResponses = options.validateResponses ?? publicConfig.validateResponses;

  async function buildHeaders(call: BodyCallOptions<z.ZodType>, hasJsonBody: boolean): Promise<Headers> {
    const headers = new Headers({ Accept: 'application/json', [API_VERSION_HEADER]: API_VERSION });
    const host = getHost();
    if (host) headers.set('X-Host', host);
    headers.set('X-TimeZone', getTimeZone());
    const authorization = authorizationHeader(await getToken(), options.basicAuth);
    if (authorization) headers.set('Authorization', authorization);
    if (hasJsonBody) headers.set('Content-Type', 'application/json');
    for (const [name, value] of Object.entries(call.headers ?? {})) headers.set(name, value);
    return headers;
  }

  async function request<S extends z.ZodType = Unparsed>(
    method: HttpMethod,
    path: string,
    call: BodyCallOptions<S> = {},
  ): Promise<z.output<S>> {
    const url = buildUrl(baseUrl, path, call.query);
    const isForm = typeof FormData !== 'undefined' && call.body instanceof FormData;
    const hasJsonBody = call.body !== undefined && !isForm;
    const init: RequestInit = {
      method,
      headers: await buildHeaders(call, hasJsonBody),
      body: isForm ? (call.body as FormData) : hasJsonBody ? JSON.stringify(call.body) : undefined,
      signal: call.signal ?? null,
    };
    const retries = Math.max(0, Math.floor(call.retries ?? defaultRetries(method)));

    for (let attempt = 0; ; attempt += 1) {
      const canRetry = attempt < retries && !call.signal?.aborted;
      let response: Response;
      try {
        response = await fetchImpl(url, init);
      } catch (error) {
        // Exhausted network failures are rethrown as they are: there was no status to report.
        if (canRetry && isNetworkError(error)) {
          await sleep(retryDelay(attempt + 1));
          continue;
        }
        throw error;
      }

      if (!response.ok) {
        if (canRetry && isRetriableStatus(response.status)) {
          await response.body?.cancel();
          await sleep(retryDelay(attempt + 1));
          continue;
        }
        throw await toFatalError(response, call.messages);
      }

      if (response.status === 204) return undefined as z.output<S>;
      const text = await response.text();
      if (call.text) return text as z.output<S>;
      // HEAD answers and empty 200s carry nothing to parse.
      if (text === '') return undefined as z.output<S>;
      const data: unknown = JSON.parse(text);
      return (call.schema && validateResponses ? call.schema.parse(data) : data) as z.output<S>;
    }
  }

  return request;
}
