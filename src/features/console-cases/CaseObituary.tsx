import { useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useRouteContext } from '@tanstack/react-router';
import type { StaffCase } from '#contract/staff-cases.ts';
import type { AuthActorRef } from '#machines/auth/auth.machine.ts';
import { consolePage } from '#src/lib/console/console-pages.ts';
import { obituariesKey } from '#src/lib/queries/console/obituaries.ts';
import { stateNames } from '#src/lib/console/obituary-life.ts';
import { button } from '#src/ui/button/button.css.ts';
import { casesKey } from '#src/lib/queries/console/cases.ts';
import { writeObituary } from './case-calls.ts';
import * as styles from './cases.css.ts';

/**
 * The case page's obituary (decisions 0063, 0065): where it stands and a link to its editor, or, before
 * one is written, the way to write it for this case (its name from the case; the editor opens).
 */
export function CaseObituary({ auth, theCase }: { auth: AuthActorRef; theCase: StaffCase }) {
  const { api } = useRouteContext({ from: '__root__' });
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState('');
  const { obituary } = theCase;

  const write = async () => {
    setBusy(true);
    setRefused('');
    const outcome = await writeObituary(api, auth, theCase.id);
    setBusy(false);
    if (outcome.kind === 'refused') return setRefused(outcome.issues[0]?.message ?? 'The obituary was not written.');
    // The lists and this case's page now have another obituary; the editor reads its own.
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: casesKey }),
      queryClient.invalidateQueries({ queryKey: obituariesKey }),
    ]);
    await navigate({ ...consolePage(`obituaries/${outcome.value.id}`) });
  };

  return (
    <section aria-labelledby={id} className={styles.panel}>
      <h2 id={id} className={styles.panelTitle}>
        Obituary
      </h2>
      {obituary ? (
        <p>
          {stateNames[obituary.state]}. <Link {...consolePage(`obituaries/${obituary.id}`)}>Open the obituary</Link>
        </p>
      ) : (
        <>
          <p className={styles.meta}>No obituary is written for this case yet.</p>
          <p>
            <button type="button" className={button({ tone: 'primary' })} disabled={busy} onClick={() => void write()}>
              {busy ? 'Writing…' : 'Write the obituary'}
            </button>
          </p>
          {refused && <p role="alert">{refused}</p>}
        </>
      )}
    </section>
  );
}
