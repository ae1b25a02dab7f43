import type { MiddlewareHandler } from 'hono';
import { z } from 'zod';
import {
  calendarFeedBody,
  calendarFeedThrottledMessage,
  calendarFeedTokenParam,
  madeCalendarFeed,
  myCalendarFeed,
} from '#contract/calendar-feeds.ts';
import type { Clock } from '#server/clock.ts';
import type { AppEnv } from '#server/http/app-env.ts';
import { userOf } from '#server/http/authentication.ts';
import { addressGroup, type ClientAddress } from '#server/http/client-address.ts';
import { defineRoute } from '#server/http/define-route.ts';
import { jsonError } from '#server/http/errors.ts';
import { errorResponse, jsonResponse } from '#server/http/openapi-responses.ts';
import type { RegisterRoute } from '#server/http/register-route.ts';
import { scopeOf } from '#server/http/tenancy.ts';
import { tooManyRequests, tooManyRequestsResponse } from '#server/http/too-many-requests.ts';
import { consumeLimits } from '#server/services/rate-limit.ts';
import { rateLimits } from '#server/services/rate-limit-rules.ts';
import {
  makeCalendarFeed,
  myCalendarFeed as readMyFeed,
  stopCalendarFeed,
} from '#server/services/schedule/calendar-feeds.ts';
import { FEED_DAYS_AHEAD, FEED_DAYS_BACK } from '#server/services/schedule/calendar-feed.ts';
import { servedCalendarFeed } from '#server/services/schedule/served-calendar-feed.ts';
import { companySiteUrl } from '#server/services/site-url.ts';

/*
 * Private calendar feeds (decision 0128): each staff member makes, replaces and stops their own from
 * the console (`schedule.read`, every role); calendar apps fetch it without a session, by the token
 * in its address, counted per client address before the token is looked at.
 */

const tags = ['Staff: calendar'];
const { calendarFeedPerAddress } = rateLimits;

export const myCalendarFeedRoute = defineRoute({
  audience: 'staff',
  permission: 'schedule.read',
  method: 'get',
  path: '/api/staff/calendar-feed',
  tags,
  summary: 'My calendar feed',
  description:
    'Whether I have a calendar feed, what it holds, when it was made and when a calendar last fetched it. ' +
    'Never its address: that is shown once, when made.',
  responses: { 200: jsonResponse(myCalendarFeed.meta({ id: 'MyCalendarFeed' }), 'My feed, or null') },
});

export const makeCalendarFeedRoute = defineRoute({
  audience: 'staff',
  permission: 'schedule.read',
  method: 'post',
  path: '/api/staff/calendar-feed',
  tags,
  summary: 'Make my calendar feed’s address',
  description:
    'Makes my private calendar feed, holding every event of the funeral home (`all`) or those of the cases I ' +
    'direct (`mine`), and answers its address, this once (only a hash of it is kept). When I already have one, ' +
    'this gives it a new address and scope: the old address stops working at once.',
  maxBodyBytes: 1024,
  request: {
    body: {
      required: true,
      content: { 'application/json': { schema: calendarFeedBody.meta({ id: 'CalendarFeedBody' }) } },
    },
  },
  responses: { 201: jsonResponse(madeCalendarFeed.meta({ id: 'MadeCalendarFeed' }), 'The feed and its address') },
});

export const stopCalendarFeedRoute = defineRoute({
  audience: 'staff',
  permission: 'schedule.read',
  method: 'delete',
  path: '/api/staff/calendar-feed',
  tags,
  summary: 'Stop my calendar feed',
  description: 'Its address answers 404 from now on; calendars subscribed to it keep nothing new. 204 with none too.',
  responses: { 204: { description: 'No feed now' } },
});

export const calendarFeedRoute = defineRoute({
  audience: 'public',
  method: 'get',
  path: '/api/calendar-feeds/{token}/calendar.ics',
  tags,
  summary: 'A calendar feed',
  description:
    'The iCalendar document (RFC 5545) a staff member’s calendar subscribes to: the service events from ' +
    `${FEED_DAYS_BACK} days ago to ${FEED_DAYS_AHEAD} days ahead in the company’s time zone (with its VTIMEZONE), ` +
    'each under a UID that edits keep; an event removed is no longer in it. No session: the token is the ' +
    'password. 404 for a token that opens no feed (unknown, replaced, stopped, or its owner’s account ' +
    `disabled). At most ${calendarFeedPerAddress.limit} fetches an hour from one client address, whatever the token.`,
  request: { params: calendarFeedTokenParam },
  responses: {
    200: {
      description: 'The calendar',
      content: { 'text/calendar': { schema: z.string().meta({ id: 'CalendarFeedDocument' }) } },
    },
    404: errorResponse('No feed has this address'),
    429: tooManyRequestsResponse(
      `More than ${calendarFeedPerAddress.limit} calendar feed fetches from this client address in an hour`,
    ),
  },
});

export interface CalendarFeedRoutesDeps {
  clock: Clock;
  clientAddress: ClientAddress;
}

/**
 * The feed's `beforeBody` (register-route.ts): counts the fetch from the client's address before the
 * path is validated or the token looked up, so every guess costs the same and is limited however
 * many run at once. Its answers, refusals included, are never kept by a cache: the address is a secret.
 */
function countFetch({ clock, clientAddress }: CalendarFeedRoutesDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.header('Cache-Control', 'private, no-store');
    const verdict = await consumeLimits(
      scopeOf(c),
      [{ rule: calendarFeedPerAddress, subject: addressGroup(clientAddress(c)) }],
      clock.now(),
    );
    if (!verdict.allowed) return tooManyRequests(c, verdict.retryAfterSeconds, calendarFeedThrottledMessage);
    return next();
  };
}

export function registerCalendarFeedRoutes(register: RegisterRoute, deps: CalendarFeedRoutesDeps): void {
  register(myCalendarFeedRoute, async (c) => c.json({ feed: await readMyFeed(scopeOf(c), userOf(c).id) }, 200));

  register(makeCalendarFeedRoute, async (c) => {
    const scope = scopeOf(c);
    const made = await makeCalendarFeed(
      scope,
      { userId: userOf(c).id, feedScope: c.req.valid('json').scope, siteUrl: await companySiteUrl(scope) },
      deps.clock.now(),
    );
    return c.json(made, 201);
  });

  register(stopCalendarFeedRoute, async (c) => {
    await stopCalendarFeed(scopeOf(c), userOf(c).id);
    return c.body(null, 204);
  });

  register(
    calendarFeedRoute,
    async (c) => {
      const document = await servedCalendarFeed(scopeOf(c), c.req.valid('param').token, deps.clock.now());
      if (document === null) return jsonError(c, 404);
      return c.body(document, 200, { 'Content-Type': 'text/calendar; charset=utf-8' });
    },
    { beforeBody: countFetch(deps) },
  );
}
