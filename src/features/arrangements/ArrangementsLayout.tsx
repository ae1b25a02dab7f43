import { Link, Outlet } from '@tanstack/react-router';
import type { ArrangementActorRef } from '#machines/arrangement/arrangement.machine.ts';
import {
  selectEditError,
  selectHasArrangement,
  selectPhase,
  selectSignedAt,
} from '#machines/arrangement/arrangement.selectors.ts';
import { dateTimeText } from '#contract/time-text.ts';
import { useArrangement } from './use-arrangement.ts';
import { button } from '#src/ui/button/button.css.ts';
import * as styles from './arrangements.css.ts';

export interface ArrangementsLayoutProps {
  actor: ArrangementActorRef;
  params: { id: number; name: string };
}

const tabs = [
  // The packages are the arrangement's own address: only there, not under the other tabs.
  { to: '/family-portal/$id/$name/arrangements', label: 'Packages', exact: true },
  { to: '/family-portal/$id/$name/arrangements/selections', label: 'Selections', exact: false },
  { to: '/family-portal/$id/$name/arrangements/details', label: 'Details', exact: false },
  // Spec §9's statement tab: the arrangement's statement, to review and sign. The case's statement
  // with its payments is the case navigation's, just above: the portal has one "Statement".
  { to: '/family-portal/$id/$name/arrangements/review', label: 'Review and sign', exact: false },
] as const;

/** Spec §2/§9: the arrangement tabs (packages, selections, details, statement: review and sign) around each page. */
export function ArrangementsLayout({ actor, params }: ArrangementsLayoutProps) {
  const phase = useArrangement(actor, selectPhase);
  const loaded = useArrangement(actor, selectHasArrangement);
  const editError = useArrangement(actor, selectEditError);
  const signedAt = useArrangement(actor, selectSignedAt);
  const current = { 'aria-current': 'page' } as const;

  return (
    <div className={styles.page}>
      <h2>Arrangements</h2>
      <nav aria-label="Arrangement">
        <ul className={styles.tabs}>
          {tabs.map((tab) => (
            <li key={tab.to}>
              <Link
                to={tab.to}
                params={params}
                className={styles.tab}
                activeOptions={tab.exact ? { exact: true } : undefined}
                activeProps={current}
              >
                {tab.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {signedAt && (
        <p className={styles.alert}>Signed on {dateTimeText(signedAt)}. This arrangement can no longer be changed.</p>
      )}
      <div role="status" aria-live="polite">
        {phase === 'loading' ? 'Loading your arrangement…' : phase === 'saving' ? 'Saving…' : ''}
      </div>
      {editError && (
        <p role="alert" className={styles.alert}>
          {editError}
        </p>
      )}
      {phase === 'failed' ? (
        <div role="alert" className={styles.alert}>
          <p>Your arrangement could not be loaded.</p>
          <button
            type="button"
            className={button({ tone: 'primary' })}
            onClick={() => actor.send({ type: 'arrangement.reload' })}
          >
            Try again
          </button>
        </div>
      ) : (
        loaded && <Outlet />
      )}
    </div>
  );
}
