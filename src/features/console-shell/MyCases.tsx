import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useRouteContext } from '@tanstack/react-router';
import { eventTimeText } from '#contract/time-text.ts';
import { eventName } from '#contract/obituary-event-kinds.ts';
import type { MyCase } from '#contract/staff-cases.ts';
import type { StaffRole } from '#contract/staff-roles.ts';
import type { AuthActorRef } from '#machines/auth/auth.machine.ts';
import { caseStatusNames } from '#contract/request-statuses.ts';
import { consolePage } from '#src/lib/console/console-pages.ts';
import { myCasesQuery } from '#src/lib/queries/console/my-cases.ts';
import * as styles from './console-shell.css.ts';
import { familyToDoPhrases, NOTHING_LEFT } from './family-to-do-text.ts';

/** What the family of the case still has to do, a line each (a phone reads them one under the other). */
function FamilyToDoLines({ toDo }: { toDo: MyCase['familyToDo'] }) {
  const phrases = familyToDoPhrases(toDo);
  if (phrases.length === 0) return <p className={styles.screenSummary}>{NOTHING_LEFT}</p>;
  return (
    <ul className={styles.toDo} aria-label="Still to do for the family">
      {phrases.map((phrase) => (
        <li key={phrase}>{phrase}</li>
      ))}
    </ul>
  );
}

/**
 * "My cases" on the console's home (decision 0105, amended for issue 43): the cases the signed-in person
 * directs, those with an event to come first, soonest first, each linked to its page with what its
 * family still has to do. A director always sees it (with a word when none is theirs yet); an owner only
 * once a case is theirs.
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
                    ? `${eventName(item.nextEvent)}: ${eventTimeText(item.nextEvent.startsAt, item.nextEvent.timeZone)}`
                    : 'No event to come'}{' '}
                  · {caseStatusNames[item.status]} · {item.locationName}
                </p>
                <FamilyToDoLines toDo={item.familyToDo} />
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
