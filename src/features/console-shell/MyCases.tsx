import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useRouteContext } from '@tanstack/react-router';
import { eventTimeText } from '#contract/time-text.ts';
import { obituaryEventLabels } from '#contract/obituary-event-kinds.ts';
import type { StaffRole } from '#contract/staff-roles.ts';
import type { AuthActorRef } from '#machines/auth/auth.machine.ts';
import { caseStatusNames } from '#contract/request-statuses.ts';
import { consolePage } from '#src/lib/console/console-pages.ts';
import { myCasesQuery } from '#src/lib/queries/console/my-cases.ts';
import * as styles from './console-shell.css.ts';

/**
 * "My cases" on the console's home (decision 0105): the cases the signed-in person
 * directs, those with an event to come first, soonest first, each linked to its page. A director always
 * sees it (with a word when none is theirs yet); an owner only once a case is theirs.
 */
export function MyCases({ auth, staffRole }: { auth: AuthActorRef; staffRole: StaffRole }) {
  const { api } = useRouteContext({ from: '__root__' });
  const id = useId();
  const { data, isPending, isError } = useQuery(myCasesQuery(api, auth));
  if (staffRole === 'owner' && !data?.items.length) return null;

  return (
    <section aria-labelledby={id}>
      <h2 id={id}>My cases</h2>
      {isPending ? (
        <p role="status">Reading your cases…</p>
      ) : isError || !data ? (
        <p role="alert">Your cases could not be read: please reload the page.</p>
      ) : data.items.length === 0 ? (
        <p>No case is assigned to you yet.</p>
      ) : (
        <>
          <ul className={styles.list} aria-label="My cases">
            {data.items.map((item) => (
              <li key={item.id}>
                <Link {...consolePage(`cases/${item.id}`)}>{item.decedentName || `Case ${item.reference}`}</Link>
                <p className={styles.screenSummary}>
                  {item.nextEvent
                    ? `${obituaryEventLabels[item.nextEvent.kind]}: ${eventTimeText(item.nextEvent.startsAt, item.nextEvent.timeZone)}`
                    : 'No event to come'}{' '}
                  · {caseStatusNames[item.status]} · {item.locationName}
                </p>
              </li>
            ))}
          </ul>
          {data.total > data.items.length && (
            <p>
              {data.items.length} of your {data.total} cases.{' '}
              <Link {...consolePage('cases')} search={{ director: 'me' }}>
                All my cases
              </Link>
            </p>
          )}
        </>
      )}
    </section>
  );
}
