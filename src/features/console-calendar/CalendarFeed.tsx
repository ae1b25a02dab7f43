import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useId, useRef, useState } from 'react';
import {
  calendarFeedScopeWords,
  type CalendarFeedScope,
  type MadeCalendarFeed,
  type MyCalendarFeed,
} from '#contract/calendar-feeds.ts';
import type { AuthActorRef } from '#machines/auth/auth.machine.ts';
import { useConsoleTime } from '#src/lib/console/company-clock.ts';
import { calendarFeedKey, calendarFeedQuery } from '#src/lib/queries/console/calendar-feed.ts';
import { makeFeedAddress, stopFeed } from './calendar-feed-calls.ts';
import { FeedAddress } from './FeedAddress.tsx';
import { FeedScopeForm } from './FeedScopeForm.tsx';
import { StopFeed } from './StopFeed.tsx';
import * as styles from './calendar-feed.css.ts';

export const calendarFeedWords = {
  stopped: 'Your calendar feed is stopped: its address no longer works.',
  unread: 'Your calendar feed could not be read: please reload the page.',
  notMade: 'The address was not made. Please try again.',
};

/**
 * "Calendar feed" (decision 0128): the signed-in person's private feed of the funeral home's services,
 * for Google, Apple or Outlook calendars to subscribe to. What it holds and when a calendar last read
 * it; its address shown once, when made, as an API key is (only its hash is kept); "Make a new
 * address" in place of a lost or shared one, and "Stop the feed" after a confirmation. Exported for the
 * console's Calendar page.
 */
export function CalendarFeed({ auth }: { auth: AuthActorRef }) {
  const { api } = useRouteContext({ from: '__root__' });
  const queryClient = useQueryClient();
  const timeText = useConsoleTime();
  const id = useId();
  const { data, isPending, isError } = useQuery(calendarFeedQuery(api, auth));
  const [made, setMade] = useState<MadeCalendarFeed | null>(null);
  const [said, setSaid] = useState('');
  const [refused, setRefused] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  const feed = data?.feed ?? null;

  const keep = (next: MyCalendarFeed) => queryClient.setQueryData(calendarFeedKey, next);
  const refusalText = (issues: { message: string }[]) =>
    issues.map((issue) => issue.message).join(' ') || calendarFeedWords.notMade;

  const make = async (scope: CalendarFeedScope) => {
    setSaid('');
    setRefused('');
    const outcome = await makeFeedAddress(api, auth, scope);
    if (outcome.kind === 'refused') return setRefused(refusalText(outcome.issues));
    const { url: _address, ...shown } = outcome.value;
    keep({ feed: shown });
    setMade(outcome.value);
  };

  const stop = async () => {
    setSaid('');
    setRefused('');
    const outcome = await stopFeed(api, auth);
    if (outcome.kind === 'refused') return setRefused(refusalText(outcome.issues));
    keep({ feed: null });
    setMade(null);
    setSaid(calendarFeedWords.stopped);
    heading.current?.focus();
  };

  return (
    <section aria-labelledby={`${id}-title`} className={styles.section}>
      <h2 id={`${id}-title`} className={styles.title} ref={heading} tabIndex={-1}>
        Calendar feed
      </h2>
      <p className={styles.text}>
        See the funeral home’s services in your own calendar (Google, Apple or Outlook), on your phone too: your
        calendar reads this private feed about every hour, so a moved service moves there and a cancelled one goes away.
        Anyone who has the address can see the events, so keep it to yourself.
      </p>
      {isPending ? (
        <p role="status">Reading your calendar feed…</p>
      ) : isError ? (
        <p role="alert">{calendarFeedWords.unread}</p>
      ) : (
        <>
          <p className={styles.text}>
            {feed
              ? `Your feed holds: ${calendarFeedScopeWords[feed.scope].toLowerCase()}. Made ${timeText(feed.createdAt)}; ${
                  feed.lastFetchedAt
                    ? `last read by a calendar ${timeText(feed.lastFetchedAt)}.`
                    : 'no calendar has read it yet.'
                }`
              : 'You have no calendar feed.'}
          </p>
          {made && <FeedAddress url={made.url} />}
          <p role="status" className={styles.text}>
            {said}
          </p>
          <p role="alert" className={styles.text}>
            {refused}
          </p>
          <FeedScopeForm current={feed?.scope ?? null} onMake={make} />
          {feed && <StopFeed onStop={stop} />}
        </>
      )}
    </section>
  );
}
