import { loginAccountLockedMessage, loginResult, loginThrottledMessage } from '#contract/auth.ts';
import {
  SIGN_IN_CODE_DIGITS,
  SIGN_IN_CODE_MINUTES,
  SIGN_IN_CODE_TRIES,
  signInCodeBody,
  signInCodeFailedMessage,
  signInCodeRequestBody,
  signInCodeThrottledMessage,
} from '#contract/sign-in-code.ts';
import type { Clock } from '#server/clock.ts';
import { addressGroup, type ClientAddress } from '#server/http/client-address.ts';
import { defineRoute } from '#server/http/define-route.ts';
import { jsonError } from '#server/http/errors.ts';
import { errorResponse, jsonResponse } from '#server/http/openapi-responses.ts';
import type { RegisterRoute } from '#server/http/register-route.ts';
import { scopeOf } from '#server/http/tenancy.ts';
import { tooManyRequests, tooManyRequestsResponse } from '#server/http/too-many-requests.ts';
import type { MailDelivery } from '#server/mail/outbox.ts';
import { KEPT_SESSION_DAYS } from '#server/services/auth.ts';
import { rateLimits } from '#server/services/rate-limit-rules.ts';
import { requestSignInCode, signInWithCode } from '#server/services/sign-in-code/sign-in-code.ts';

const tags = ['Authentication'];
const { signInCodePerAddress, signInCodePerAccount } = rateLimits;

export const requestSignInCodeRoute = defineRoute({
  audience: 'public',
  method: 'post',
  path: '/api/auth/sign-in-code',
  tags,
  summary: 'Email me a code',
  description:
    `Mails a ${SIGN_IN_CODE_DIGITS}-digit code to the family account of the request host's company with this address, ` +
    `working once for ${SIGN_IN_CODE_MINUTES} minutes and for ${SIGN_IN_CODE_TRIES} tries; earlier codes of the account ` +
    'stop working. Answers 202 whether or not such an account exists (an unknown, staff or disabled address gets no ' +
    `mail). At most ${signInCodePerAddress.limit} requests an hour from one client address are accepted, each counted ` +
    `before anything else; more answer 429. Past ${signInCodePerAccount.limit} an hour for one email address, a ` +
    'request from elsewhere is answered alike and mails nothing (the newest code keeps working); one from the address ' +
    'the account signs in from still gets a code.',
  maxBodyBytes: 8 * 1024,
  request: {
    body: {
      required: true,
      content: { 'application/json': { schema: signInCodeRequestBody.meta({ id: 'SignInCodeRequest' }) } },
    },
  },
  responses: {
    202: { description: 'Accepted: a code is mailed if a family account has the address' },
    429: tooManyRequestsResponse('Too many codes asked for from this client address or for this email address'),
  },
});

export const signInWithCodeRoute = defineRoute({
  audience: 'public',
  method: 'post',
  path: '/api/auth/sign-in-code/verify',
  tags,
  summary: 'Sign in with a mailed code',
  description:
    'Signs in with the address and the code mailed to it, answering as `POST /api/auth/login` does (a bearer token, ' +
    `the user, when the session ends; with \`keepSignedIn\` the session lasts ${KEPT_SESSION_DAYS} days). Any mistake ` +
    `(a wrong, expired, used or void code, or no such account) answers 401 "${signInCodeFailedMessage}". Each try ` +
    'counts on the sign-in limits of `POST /api/auth/login` before the code is checked, and on the code: after ' +
    `${SIGN_IN_CODE_TRIES} tries it is void.`,
  maxBodyBytes: 8 * 1024,
  request: {
    body: {
      required: true,
      content: { 'application/json': { schema: signInCodeBody.meta({ id: 'SignInCode' }) } },
    },
  },
  responses: {
    200: jsonResponse(loginResult, 'Signed in'),
    401: errorResponse(`The code does not sign in: issues hold "${signInCodeFailedMessage}"`),
    429: tooManyRequestsResponse('Too many failed sign-ins for this account or from this client address'),
  },
});

export interface SignInCodeRoutesDeps {
  mail: MailDelivery;
  clock: Clock;
  clientAddress: ClientAddress;
}

export function registerSignInCodeRoutes(
  register: RegisterRoute,
  { mail, clock, clientAddress }: SignInCodeRoutesDeps,
): void {
  register(requestSignInCodeRoute, async (c) => {
    const outcome = await requestSignInCode(
      scopeOf(c),
      { mail, clock },
      { email: c.req.valid('json').email, clientAddress: addressGroup(clientAddress(c)) },
    );
    if (outcome.kind === 'throttled') return tooManyRequests(c, outcome.retryAfterSeconds, signInCodeThrottledMessage);
    return c.body(null, 202);
  });

  register(signInWithCodeRoute, async (c) => {
    c.header('Cache-Control', 'no-store');
    const outcome = await signInWithCode(scopeOf(c), c.req.valid('json'), addressGroup(clientAddress(c)), clock.now());
    if (outcome.ok) return c.json(outcome.result, 200);
    if (outcome.reason === 'throttled') {
      const message = outcome.resetOffered ? loginAccountLockedMessage : loginThrottledMessage;
      return tooManyRequests(c, outcome.retryAfterSeconds, message);
    }
    return jsonError(c, 401, [{ path: '', message: signInCodeFailedMessage }]);
  });
}
