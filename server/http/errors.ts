import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ApiError, ApiIssue } from '#contract/errors.ts';
import { statusMessage } from '#contract/status-messages.ts';
import type { Logger } from '#server/logger.ts';
import type { AppEnv } from './app-env.ts';

/*
 * Every error leaves as JSON `{ status, message, issues? }` (DESIGN §4), with the spec §8 status
 * message; nothing internal (stack, SQL, cause) ever reaches the body.
 */

// Statuses the API can answer that spec §8 does not name.
const otherMessages: Readonly<Record<number, string>> = {
  402: 'Payment Required',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
};

export const messageFor = (status: number): string =>
  statusMessage(status) ?? otherMessages[status] ?? (status >= 500 ? 'Error' : 'Request Error');

export function errorBody(status: number, issues?: ApiIssue[]): ApiError {
  return issues && issues.length > 0
    ? { status, message: messageFor(status), issues }
    : { status, message: messageFor(status) };
}

/** Typed by status, so declared routes can return it for their documented error answers. */
export function jsonError<S extends ContentfulStatusCode>(c: Context, status: S, issues?: ApiIssue[]) {
  return c.json(errorBody(status, issues), status);
}

/**
 * The client went away before its body arrived (an upload cancelled, a phone losing its signal): the
 * socket's "aborted" reset, a stream closed early, or the request's own signal.
 */
function isClientAbort(error: Error, request: Request): boolean {
  if (request.signal.aborted) return true;
  const code = (error as { code?: unknown }).code;
  return (code === 'ECONNRESET' && error.message === 'aborted') || code === 'ERR_STREAM_PREMATURE_CLOSE';
}

export function createErrorHandler(logger: Logger): ErrorHandler<AppEnv> {
  return (error, c) => {
    const log = c.get('log') ?? logger;
    if (isClientAbort(error, c.req.raw)) {
      // The client's doing, not a fault of ours: no error, no 5xx (nobody is there to read the answer).
      log.info('request aborted by the client');
      return jsonError(c, 400);
    }
    if (error instanceof HTTPException) {
      const status = error.status as ContentfulStatusCode;
      if (status >= 500) log.error({ err: error }, 'request failed');
      // A 400 from parsing (malformed JSON, broken form data) says what was wrong with the body.
      const detail = status === 400 && error.message ? [{ path: '', message: error.message }] : undefined;
      return jsonError(c, status, detail);
    }
    log.error({ err: error }, 'unhandled error');
    return jsonError(c, 500);
  };
}

/** Unknown /api paths (and non-GET requests outside the API). Pages have their own 404. */
export const notFoundHandler: NotFoundHandler<AppEnv> = (c) => jsonError(c, 404);
