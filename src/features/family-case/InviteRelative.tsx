import { lazy, Suspense } from 'react';
import { INVITATION_DAYS } from '#contract/invitation-text.ts';
import { FormToggle } from '#src/ui/list-page/FormToggle.tsx';
import * as styles from './family-case.css.ts';

// The form and TanStack Form load when the family opens it, not with the case home (portal-budget.spec.ts).
const InviteRelativeForm = lazy(() => import('./InviteRelativeForm.tsx'));

/**
 * "Invite a relative" on the case home (decision 0045): what an invitation does, and the button that
 * opens its form (InviteRelativeForm.tsx).
 */
export function InviteRelative({ caseId }: { caseId: number }) {
  return (
    <section className={styles.card} aria-labelledby="case-family">
      <h2 id="case-family">Invite a relative</h2>
      <p>
        Relatives you invite get an email with a link to join this portal (it works for {INVITATION_DAYS} days). They
        see the case and can take on tasks.
      </p>
      <FormToggle label="Invite a relative">
        {() => (
          <Suspense fallback={<p>Loading the form…</p>}>
            <InviteRelativeForm caseId={caseId} />
          </Suspense>
        )}
      </FormToggle>
    </section>
  );
}
