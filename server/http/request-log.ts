import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { Logger } from '#server/logger.ts';
import type { AppEnv } from './app-env.ts';
import { loggedPath } from './logged-path.ts';

// A caller's (load balancer's) id is kept when it looks like an id, so logs line up end to end.
const acceptableId = /^[\w.:-]{1,128}$/;

/** X-Request-Id on every response and one concise log line per request. */
export function requestLog(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const incoming = c.req.header('x-request-id');
    const requestId = incoming && acceptableId.test(incoming) ? incoming : randomUUID();
    const log = logger.child({ reqId: requestId });
    c.set('requestId', requestId);
    c.set('log', log);
    const started = performance.now();
    await next();
    // On the response itself: c.header() on a finished one rebuilds it around its body as a stream,
    // and the Node adapter then sends every answer chunk by chunk instead of at once (decision 0099).
    c.res.headers.set('X-Request-Id', requestId);
    const status = c.res.status;
    // The path without its query and with any token redacted (logged-path.ts); never a body.
    const line = {
      method: c.req.method,
      path: loggedPath(c.req.path),
      status,
      ms: Math.round(performance.now() - started),
    };
    if (status >= 500) log.error(line, 'request');
    else log.info(line, 'request');
  };
}
