import { useId, useState } from 'react';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { caseDetailsSavedMessage } from '#contract/case-details-text.ts';
import { taskTitles } from '#contract/task-kinds.ts';
import { CaseDetailsEditor } from '#src/lib/case-details/CaseDetailsEditor.tsx';
import { useCaseDetailsForm } from '#src/lib/case-details/use-case-details-form.ts';
import { dateTimeText } from '#contract/time-text.ts';
import { caseDetailsQuery, refreshTasks } from '#src/lib/queries/family/tasks.ts';
import { saveCaseDetails } from './task-calls.ts';
import { PageHead } from '#src/lib/site/PageHead.tsx';
import * as styles from './family-tasks.css.ts';

const wide = `${styles.control} ${styles.wide}`;

/**
 * The add-details task page: the person's life details, for the obituary and the death
 * certificate; what the planning wizard collected is already filled in. Saving marks the task done.
 * Everything is optional: a family saves what it knows and comes back for the rest.
 */
export function AddDetailsPage({ caseId }: { caseId: number }) {
  const { api } = useRouteContext({ from: '__root__' });
  const queryClient = useQueryClient();
  const { data: view } = useSuspenseQuery(caseDetailsQuery(api, caseId));
  const formId = useId();
  const [saved, setSaved] = useState('');
  const form = useCaseDetailsForm(view.details, async (details) => {
    setSaved('');
    const answer = await saveCaseDetails(api, caseId, details);
    queryClient.setQueryData(caseDetailsQuery(api, caseId).queryKey, answer);
    await refreshTasks(queryClient, caseId);
    setSaved(caseDetailsSavedMessage);
  });
  const title = taskTitles['add-details'];

  return (
    <div className={styles.frame}>
      <PageHead title={title} />
      <h2>{title}</h2>
      <p>
        Tell what you know of their life: the funeral home uses it for the death certificate, and the family for the
        obituary. {view.source === 'planning' ? 'What you told us when planning is already filled in. ' : ''}
        {view.updatedAt ? `Last saved ${dateTimeText(view.updatedAt)}. ` : ''}
        Leave empty what you do not know yet.
      </p>
      <CaseDetailsEditor
        form={form}
        formId={formId}
        label={title}
        classes={{ form: styles.form, group: styles.group, groupTitle: styles.groupTitle, line: wide, notes: wide }}
      >
        <p role="status">{saved}</p>
      </CaseDetailsEditor>
    </div>
  );
}
