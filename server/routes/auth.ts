import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import { loginBody, loginFailedMessage, loginResult, loginThrottledMessage, session } from '#contract/auth.ts';
import type { Clock } from '#server/clock.ts';
import type { Database } from '#server/db/open-database.ts';
import type { AppEnv } from '#server/http/app-env.ts';
import { requireUser, userOf } from '#server/http/authentication.ts';
import { jsonError } from '#server/http/errors.ts';
import { tenantOf } from '#server/http/tenancy.ts';
import { LOGIN_WINDOW_MINUTES, login, logout, toSession } from '#server/services/auth.ts';
import {
  errorResponse,
  invalidInputResponse,
  jsonResponse,
  notFoundResponse,
  serverErrorResponse,
} from './openapi-helpers.ts';
import { tenantHeaders } from './tenant-headers.ts';

export const bearerSecurity = [{ bearerAuth: [] }];

const unauthorizedResponse = errorResponse('No live session of this company: sign in again');
const tooLargeResponse = errorResponse('The body is larger than this call accepts');

export const loginRoute = createRoute({
  method: 'post',
  path: '/api/auth/login',
  tags: ['Authentication'],
  summary: 'Sign in',
  description:
    "Checks an email and password of an account of the request host's company and answers a bearer token " +
    `(send it as \`Authorization: Bearer <token>\`) with the user and when the session ends. Any mistake answers 401 "${loginFailedMessage}"; ` +
    `too many failures for one address answer 429 for ${LOGIN_WINDOW_MINUTES} minutes.`,
  request: {
    headers: tenantHeaders,
    body: { required: true, content: { 'application/json': { schema: loginBody.meta({ id: 'LoginBody' }) } } },
  },
  responses: {
    200: jsonResponse(loginResult.meta({ id: 'LoginResult' }), 'Signed in'),
    401: errorResponse(`Email or password is wrong: issues hold "${loginFailedMessage}"`),
    404: notFoundResponse,
    413: tooLargeResponse,
    422: invalidInputResponse,
    429: errorResponse('Too many failed sign-ins for this address; try again later'),
    500: serverErrorResponse,
  },
});

export const sessionRoute = createRoute({
  method: 'get',
  path: '/api/auth/session',
  tags: ['Authentication'],
  summary: 'The current session',
  description: 'Who the bearer token belongs to (the role says staff or family) and when it ends.',
  security: bearerSecurity,
  request: { headers: tenantHeaders },
  responses: {
    200: jsonResponse(session.meta({ id: 'Session' }), 'The signed-in user'),
    401: unauthorizedResponse,
    404: notFoundResponse,
    500: serverErrorResponse,
  },
});

export const logoutRoute = createRoute({
  method: 'post',
  path: '/api/auth/logout',
  tags: ['Authentication'],
  summary: 'Sign out',
  description: 'Ends the session of the bearer token at once.',
  security: bearerSecurity,
  request: { headers: tenantHeaders },
  responses: {
    204: { description: 'Signed out' },
    401: unauthorizedResponse,
    404: notFoundResponse,
    500: serverErrorResponse,
  },
});

export interface AuthRoutesDeps {
  db: Database;
  clock: Clock;
}

export function registerAuthRoutes(app: OpenAPIHono<AppEnv>, deps: AuthRoutesDeps): void {
  app.openAPIRegistry.registerComponent('securitySchemes', 'bearerAuth', {
    type: 'http',
    scheme: 'bearer',
    description: 'The token of POST /api/auth/login',
  });
  const signedIn = requireUser(deps, ['staff', 'family']);
  app.use(loginRoute.path, bodyLimit({ maxSize: 8 * 1024, onError: (c) => jsonError(c, 413) }));
  app.use(sessionRoute.path, signedIn);
  app.use(logoutRoute.path, signedIn);

  app.openapi(loginRoute, async (c) => {
    c.header('Cache-Control', 'no-store');
    const outcome = await login(deps.db, tenantOf(c), c.req.valid('json'), deps.clock.now());
    if (outcome.ok) return c.json(outcome.result, 200);
    if (outcome.reason === 'throttled') {
      c.header('Retry-After', String(LOGIN_WINDOW_MINUTES * 60));
      return jsonError(c, 429, [{ path: '', message: loginThrottledMessage }]);
    }
    return jsonError(c, 401, [{ path: '', message: loginFailedMessage }]);
  });

  app.openapi(sessionRoute, (c) => c.json(toSession(userOf(c)), 200));

  app.openapi(logoutRoute, async (c) => {
    await logout(deps.db, userOf(c));
    return c.body(null, 204);
  });
}
