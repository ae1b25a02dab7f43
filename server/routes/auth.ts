import {
  loginAccountLockedMessage,
  loginBody,
  loginFailedMessage,
  loginResult,
  loginThrottledMessage,
  session,
} from '#contract/auth.ts';
import type { Clock } from '#server/clock.ts';
import { addressGroup, type ClientAddress } from '#server/http/client-address.ts';
import { userOf } from '#server/http/authentication.ts';
import { defineRoute } from '#server/http/define-route.ts';
import { jsonError } from '#server/http/errors.ts';
import { tooManyRequests, tooManyRequestsResponse } from '#server/http/too-many-requests.ts';
import { errorResponse, jsonResponse } from '#server/http/openapi-responses.ts';
import type { RegisterRoute } from '#server/http/register-route.ts';
import { scopeOf } from '#server/http/tenancy.ts';
import { KEPT_SESSION_DAYS, login, logout, SESSION_HOURS, toSession } from '#server/services/auth.ts';
import { rateLimits } from '#server/services/rate-limit-rules.ts';

const { signInPerAccountAndAddress, signInPerAddress, signInPerAccount } = rateLimits;

export const loginRoute = defineRoute({
  audience: 'public',
  method: 'post',
  path: '/api/auth/login',
  tags: ['Authentication'],
  summary: 'Sign in',
  description:
    "Checks an email and password of an account of the request host's company and answers a bearer token " +
    `(send it as \`Authorization: Bearer <token>\`) with the user and when the session ends: ${SESSION_HOURS} hours from ` +
    `sign-in, or ${KEPT_SESSION_DAYS} days for a family account with \`keepSignedIn\`. Any mistake answers 401 "${loginFailedMessage}"; ` +
    `after ${signInPerAccountAndAddress.limit} failures for one account from one client address in ` +
    `${signInPerAccountAndAddress.windowSeconds / 60} minutes, ${signInPerAddress.limit} from one address, or ` +
    `${signInPerAccount.limit} for one account in ${signInPerAccount.windowSeconds / 60} minutes (addresses the account ` +
    'has not signed in from lately), sign-in answers 429 until the window ends, even with the right password. ' +
    'Each attempt is counted before its password is checked, so a burst of concurrent attempts gets no more checks ' +
    'than the limits. Past the account-wide limit alone, the 429 says so: a password reset link used from an address ' +
    'lets the account in from there at once.',
  maxBodyBytes: 8 * 1024,
  request: {
    body: { required: true, content: { 'application/json': { schema: loginBody.meta({ id: 'LoginBody' }) } } },
  },
  responses: {
    200: jsonResponse(loginResult.meta({ id: 'LoginResult' }), 'Signed in'),
    401: errorResponse(`Email or password is wrong: issues hold "${loginFailedMessage}"`),
    429: tooManyRequestsResponse('Too many failed sign-ins for this account or from this client address'),
  },
});

export const sessionRoute = defineRoute({
  audience: 'signed-in',
  method: 'get',
  path: '/api/auth/session',
  tags: ['Authentication'],
  summary: 'The current session',
  description: 'Who the bearer token belongs to (the role says staff or family) and when it ends.',
  responses: { 200: jsonResponse(session.meta({ id: 'Session' }), 'The signed-in user') },
});

export const logoutRoute = defineRoute({
  audience: 'signed-in',
  method: 'post',
  path: '/api/auth/logout',
  tags: ['Authentication'],
  summary: 'Sign out',
  description: 'Ends the session of the bearer token at once.',
  responses: { 204: { description: 'Signed out' } },
});

export interface AuthRoutesDeps {
  clock: Clock;
  clientAddress: ClientAddress;
}

export function registerAuthRoutes(register: RegisterRoute, { clock, clientAddress }: AuthRoutesDeps): void {
  register(loginRoute, async (c) => {
    c.header('Cache-Control', 'no-store');
    const outcome = await login(scopeOf(c), c.req.valid('json'), addressGroup(clientAddress(c)), clock.now());
    if (outcome.ok) return c.json(outcome.result, 200);
    if (outcome.reason === 'throttled') {
      const message = outcome.resetOffered ? loginAccountLockedMessage : loginThrottledMessage;
      return tooManyRequests(c, outcome.retryAfterSeconds, message);
    }
    return jsonError(c, 401, [{ path: '', message: loginFailedMessage }]);
  });

  register(sessionRoute, (c) => c.json(toSession(userOf(c)), 200));

  register(logoutRoute, async (c) => {
    await logout(scopeOf(c), userOf(c));
    return c.body(null, 204);
  });
}
