import { useId } from 'react';
import { useConsoleTime } from '#src/lib/console/company-clock.ts';
import { caseDetailsSavedMessage } from '#contract/case-details-text.ts';
import type { StaffCase } from '#contract/staff-cases.ts';
import type { AuthActorRef } from '#machines/auth/auth.machine.ts';
import { CaseDetailsEditor } from '#src/lib/case-details/CaseDetailsEditor.tsx';
import { useCaseDetailsForm } from '#src/lib/case-details/use-case-details-form.ts';
import { control, textarea } from '#src/ui/field/control.css.ts';
import { saveDetails } from './case-calls.ts';

import { useCaseChange } from './use-case-change.ts';
import * as styles from './cases.css.ts';

/**
 * The case page's Details (decision 0065): the very form of the family's add-details task (the same
 * groups, labels and rules), saved through the same service, so the family sees what staff write.
 */
export function CaseDetailsForm({ auth, theCase }: { auth: AuthActorRef; theCase: StaffCase }) {
  const timeText = useConsoleTime();
  const { api, settle } = useCaseChange(auth, theCase.id);
  const formId = useId();
  const view = theCase.details;
  const form = useCaseDetailsForm(view.details, async (details) => {
    const outcome = await saveDetails(api, auth, theCase.id, details);
    await settle(outcome, caseDetailsSavedMessage);
  });

  return (
    <section aria-labelledby={`${formId}-title`} className={styles.panel}>
      <h2 id={`${formId}-title`} className={styles.panelTitle}>
        Details
      </h2>
      <p className={styles.meta}>
        {view.source === 'planning'
          ? 'Not saved yet: filled in from the planning answers.'
          : view.updatedAt
            ? `Last saved ${timeText(view.updatedAt)}.`
            : ''}{' '}
        The family sees and edits the same details in its portal.
      </p>
      <CaseDetailsEditor
        form={form}
        formId={formId}
        label="Details"
        classes={{
          form: styles.form,
          group: styles.group,
          groupTitle: styles.groupTitle,
          line: control,
          notes: textarea,
        }}
      />
    </section>
  );
}
