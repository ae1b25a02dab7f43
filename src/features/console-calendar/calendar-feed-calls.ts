import { madeCalendarFeed, type CalendarFeedScope, type MadeCalendarFeed } from '#contract/calendar-feeds.ts';
import type { AuthActorRef } from '#machines/auth/auth.machine.ts';
import { refusalOf, type Refusal } from '#src/lib/account/password-reset-calls.ts';
import type { ApiClient } from '#src/lib/api/client.ts';
import { watchSession } from '#src/lib/console/session-watch.ts';

/*
 * The calendar feed's writes (decision 0128), each watched for the session; its state is
 * lib/queries/console/calendar-feed.ts. A refusal with words comes back for the section to say.
 */

export type FeedOutcome<T> = { kind: 'done'; value: T } | Refusal;

async function outcomeOf<T>(auth: AuthActorRef, call: Promise<T>): Promise<FeedOutcome<T>> {
  try {
    return { kind: 'done', value: await watchSession(auth, call) };
  } catch (error) {
    return refusalOf(error);
  }
}

/** Makes my feed, or a new address for it (the old one stops): the answer holds the address, this once. */
export const makeFeedAddress = (
  api: ApiClient,
  auth: AuthActorRef,
  scope: CalendarFeedScope,
): Promise<FeedOutcome<MadeCalendarFeed>> =>
  outcomeOf(auth, api.post('/api/staff/calendar-feed', { body: { scope }, schema: madeCalendarFeed }));

/** Stops my feed: its address answers nothing from now on. */
export const stopFeed = (api: ApiClient, auth: AuthActorRef): Promise<FeedOutcome<null>> =>
  outcomeOf(
    auth,
    api.delete('/api/staff/calendar-feed').then(() => null),
  );
