import { useId, useState } from 'react';
import { useForm, useStore } from '@tanstack/react-form';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { caseDetails, caseDetailsLabels, caseDetailsSavedMessage } from '#contract/family-case-details.ts';
import { taskTitles } from '#contract/family-tasks.ts';
import { caseDetailsGroups as groups } from '#src/lib/case-details/case-details-groups.ts';
import { formatDateTime } from '#src/lib/format-date.ts';
import { schemaFieldErrors } from '#src/lib/forms/schema-field-errors.ts';
import { caseDetailsQuery, refreshTasks, saveCaseDetails } from '#src/lib/queries/family-tasks.ts';
import { PageHead } from '#src/lib/site/PageHead.tsx';
import { button } from '#src/ui/button/button.css.ts';
import { Field } from '#src/ui/field/Field.tsx';
import * as styles from './family-tasks.css.ts';
import { shownError } from '#src/lib/forms/shown-error.ts';

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
  const form = useForm({
    defaultValues: view.details,
    validators: { onChange: ({ value }) => schemaFieldErrors(caseDetails, value) },
    onSubmit: async ({ value }) => {
      setSaved('');
      const answer = await saveCaseDetails(api, caseId, caseDetails.parse(value));
      queryClient.setQueryData(caseDetailsQuery(api, caseId).queryKey, answer);
      await refreshTasks(queryClient, caseId);
      setSaved(caseDetailsSavedMessage);
    },
  });
  const submitting = useStore(form.store, (state) => state.isSubmitting);
  const title = taskTitles['add-details'];

  return (
    <div className={styles.frame}>
      <PageHead title={title} />
      <h2>{title}</h2>
      <p>
        Tell what you know of their life: the funeral home uses it for the death certificate, and the family for the
        obituary. {view.source === 'planning' ? 'What you told us when planning is already filled in. ' : ''}
        {view.updatedAt ? `Last saved ${formatDateTime(view.updatedAt)}. ` : ''}
        Leave empty what you do not know yet.
      </p>
      <form
        className={styles.form}
        noValidate
        aria-label={title}
        onSubmit={(event) => {
          event.preventDefault();
          void form.handleSubmit();
        }}
      >
        {groups.map((group) => (
          <fieldset key={group.legend} className={styles.group}>
            <legend className={styles.groupTitle}>{group.legend}</legend>
            {group.fields.map(({ key, kind, hint }) => (
              <form.Field key={key} name={key}>
                {(field) => (
                  <Field id={`${formId}-${key}`} label={caseDetailsLabels[key]} hint={hint} error={shownError(field)}>
                    {(control) =>
                      kind === 'notes' ? (
                        <textarea
                          {...control}
                          name={key}
                          rows={3}
                          className={`${styles.control} ${styles.wide}`}
                          value={field.state.value}
                          onBlur={field.handleBlur}
                          onChange={(event) => field.handleChange(event.target.value)}
                        />
                      ) : (
                        <input
                          {...control}
                          name={key}
                          type={kind === 'date' ? 'date' : 'text'}
                          className={`${styles.control} ${styles.wide}`}
                          value={field.state.value}
                          onBlur={field.handleBlur}
                          onChange={(event) => field.handleChange(event.target.value)}
                        />
                      )
                    }
                  </Field>
                )}
              </form.Field>
            ))}
          </fieldset>
        ))}
        <p role="status">{saved}</p>
        <p>
          <button type="submit" className={button({ tone: 'primary' })} disabled={submitting}>
            {submitting ? 'Saving…' : 'Save the details'}
          </button>
        </p>
      </form>
    </div>
  );
}
