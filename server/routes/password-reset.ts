import {
  passwordResetBody,
  passwordResetCheck,
  passwordResetExpiredMessage,
  passwordResetRequestBody,
  passwordResetThrottledMessage,
  passwordResetTokenParam as params,
} from '#contract/password-reset.ts';
import { passwordTooCommonMessage } from '#contract/password-rules.ts';
import type { Clock } from '#server/clock.ts';
import { addressGroup, type ClientAddress } from '#server/http/client-address.ts';
import { defineRoute } from '#server/http/define-route.ts';
import { jsonError } from '#server/http/errors.ts';
import { errorResponse, jsonResponse } from '#server/http/openapi-responses.ts';
import type { RegisterRoute } from '#server/http/register-route.ts';
import { scopeOf } from '#server/http/tenancy.ts';
import { tooManyRequests, tooManyRequestsResponse } from '#server/http/too-many-requests.ts';
import type { MailDelivery } from '#server/mail/outbox.ts';
import {
  checkPasswordReset,
  completePasswordReset,
  requestPasswordReset,
  RESET_LINK_MINUTES,
} from '#server/services/password-reset/password-reset.ts';
import { rateLimits } from '#server/services/rate-limit-rules.ts';
import { linkLookupThrottledResponse, refuseLinkLookup } from './link-lookup-limit.ts';

const tags = ['Authentication'];
const { passwordResetPerAddress, passwordResetPerAccount } = rateLimits;

export const requestPasswordResetRoute = defineRoute({
  audience: 'public',
  method: 'post',
  path: '/api/auth/password-reset',
  tags,
  summary: 'Ask for a password reset link',
  description:
    "Mails a link to reset the password of the request host's company account with this address, built from the " +
    `company's configured site URL, working once for ${RESET_LINK_MINUTES} minutes; earlier links of the account stop ` +
    'working. Answers 202 whether or not such an account exists. At most ' +
    `${passwordResetPerAddress.limit} requests an hour from one client address are accepted; more answer 429. Past ` +
    `${passwordResetPerAccount.limit} an hour for one email address, a request from elsewhere is answered alike and ` +
    'mails nothing (the newest link keeps working); one from the address the account signs in from still gets a link.',
  maxBodyBytes: 8 * 1024,
  request: {
    body: {
      required: true,
      content: { 'application/json': { schema: passwordResetRequestBody.meta({ id: 'PasswordResetRequest' }) } },
    },
  },
  responses: {
    202: { description: 'Accepted: a link is mailed if the account exists' },
    429: tooManyRequestsResponse('Too many reset requests from this client address or for this email address'),
  },
});

export const checkPasswordResetRoute = defineRoute({
  audience: 'public',
  method: 'get',
  path: '/api/auth/password-reset/{token}',
  tags,
  summary: 'Whether a reset link works',
  description: `The account a reset link is for and when it stops working; 404 "${passwordResetExpiredMessage}" when it does not.`,
  request: { params },
  responses: {
    200: jsonResponse(passwordResetCheck.meta({ id: 'PasswordResetCheck' }), 'The link works'),
    404: errorResponse('Unknown, expired or used link'),
    429: linkLookupThrottledResponse,
  },
});

export const completePasswordResetRoute = defineRoute({
  audience: 'public',
  method: 'post',
  path: '/api/auth/password-reset/{token}',
  tags,
  summary: 'Set a new password with a reset link',
  description:
    'Sets the account\'s password (12 to 128 characters, and not easy to guess: 422 on `password` "' +
    `${passwordTooCommonMessage}" with the reason) and ends every session of the account. The link then stops working. ` +
    'Nobody is signed in: sign in with the new password. The client address the link was used from is then ' +
    "the account's own: the account-wide sign-in limit no longer holds it back.",
  maxBodyBytes: 8 * 1024,
  request: {
    params,
    body: {
      required: true,
      content: { 'application/json': { schema: passwordResetBody.meta({ id: 'PasswordReset' }) } },
    },
  },
  responses: {
    204: { description: 'The password was changed' },
    404: errorResponse('Unknown, expired or used link'),
    429: linkLookupThrottledResponse,
  },
});

export interface PasswordResetRoutesDeps {
  mail: MailDelivery;
  clock: Clock;
  clientAddress: ClientAddress;
}

export function registerPasswordResetRoutes(
  register: RegisterRoute,
  { mail, clock, clientAddress }: PasswordResetRoutesDeps,
): void {
  const expired = [{ path: '', message: passwordResetExpiredMessage }];

  register(requestPasswordResetRoute, async (c) => {
    const outcome = await requestPasswordReset(
      scopeOf(c),
      { mail, clock },
      {
        email: c.req.valid('json').email,
        clientAddress: addressGroup(clientAddress(c)),
      },
    );
    if (outcome.kind === 'throttled')
      return tooManyRequests(c, outcome.retryAfterSeconds, passwordResetThrottledMessage);
    return c.body(null, 202);
  });

  register(checkPasswordResetRoute, async (c) => {
    c.header('Cache-Control', 'no-store');
    const refused = await refuseLinkLookup(c, { clock, clientAddress });
    if (refused) return refused;
    const check = await checkPasswordReset(scopeOf(c), c.req.valid('param').token, clock.now());
    return check ? c.json(check, 200) : jsonError(c, 404, expired);
  });

  register(completePasswordResetRoute, async (c) => {
    const refused = await refuseLinkLookup(c, { clock, clientAddress });
    if (refused) return refused;
    const outcome = await completePasswordReset(
      scopeOf(c),
      {
        token: c.req.valid('param').token,
        password: c.req.valid('json').password,
        clientAddress: addressGroup(clientAddress(c)),
      },
      clock.now(),
    );
    if (outcome.kind === 'expired') return jsonError(c, 404, expired);
    if (outcome.kind === 'weak') return jsonError(c, 422, [{ path: 'password', message: outcome.message }]);
    return c.body(null, 204);
  });
}
