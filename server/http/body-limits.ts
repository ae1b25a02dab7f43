import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from './app-env.ts';
import { jsonError } from './errors.ts';

/*
 * A route's body limit (decision 0055), in two steps so a route's own pre-body checks (its rate
 * limits) can sit between them: the declared length first, refused before a byte is read; then the
 * count while reading. Every refusal is the API's JSON 413.
 */

/** JSON sent to a streaming route is read whole like any other body, so it is held to this. */
const STREAMED_ROUTE_JSON_MAX = 1024 * 1024;

/**
 * Refuses a declared Content-Length over the limit, reading nothing. A chunked body declares no
 * length: the reading step counts it.
 */
export function declaredLengthLimit(maxSize: number): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const declared = Number(c.req.header('content-length') ?? '0');
    if (declared > maxSize) return jsonError(c, 413);
    await next();
  };
}

/**
 * The count while reading. hono's bodyLimit reads a chunked body chunk by chunk and stops at the
 * first byte over the limit, keeping at most `maxSize` bytes; the route's validation then parses
 * what it kept. A streaming route (an upload, decision 0048) counts its own bytes as it stages
 * them, so only JSON sent to it is read here.
 */
export function readingLimit(maxSize: number, streamsBody: boolean): MiddlewareHandler<AppEnv> {
  if (!streamsBody) return bodyLimit({ maxSize, onError: (c) => jsonError(c, 413) });
  const jsonLimit = bodyLimit({ maxSize: STREAMED_ROUTE_JSON_MAX, onError: (c) => jsonError(c, 413) });
  return async (c, next) => {
    if (/^application\/(?:[\w.+-]+\+)?json\b/i.test(c.req.header('content-type') ?? '')) return jsonLimit(c, next);
    await next();
  };
}
