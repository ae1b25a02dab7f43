import { useId } from 'react';
import { useForm, useStore } from '@tanstack/react-form';
import { useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { caseDetails, caseDetailsLabels, caseDetailsSavedMessage } from '#contract/family-case-details.ts';
import type { StaffCase } from '#contract/staff-cases.ts';
import type { AuthActorRef } from '#machines/auth/auth.machine.ts';
import { caseDetailsGroups } from '#src/lib/case-details/case-details-groups.ts';
import { schemaFieldErrors } from '#src/lib/forms/schema-field-errors.ts';
import { button } from '#src/ui/button/button.css.ts';
import { Field } from '#src/ui/field/Field.tsx';
import { control, textarea } from '#src/ui/field/control.css.ts';
import { caseQuery, saveDetails } from './case-calls.ts';
import { happenedAt } from './case-text.ts';
import * as styles from './cases.css.ts';
import { shownError } from '#src/lib/forms/shown-error.ts';

/**
 * The case page's Details (decision 0065): the very form of the family's add-details task (the same
 * groups, labels and rules), saved through the same service, so the family sees what staff write.
 */
export function CaseDetailsForm({ auth, theCase }: { auth: AuthActorRef; theCase: StaffCase }) {
  const { api, toasts } = useRouteContext({ from: '__root__' });
  const queryClient = useQueryClient();
  const formId = useId();
  const view = theCase.details;
  const form = useForm({
    defaultValues: view.details,
    validators: { onChange: ({ value }) => schemaFieldErrors(caseDetails, value) },
    onSubmit: async ({ value }) => {
      const outcome = await saveDetails(api, auth, theCase.id, caseDetails.parse(value));
      toasts.send(
        outcome.kind === 'done'
          ? { type: 'toast.add', color: 'success', title: caseDetailsSavedMessage }
          : { type: 'toast.add', color: 'error', title: outcome.issues.map((issue) => issue.message).join(' ') },
      );
      await queryClient.invalidateQueries({ queryKey: caseQuery(api, auth, theCase.id).queryKey });
    },
  });
  const submitting = useStore(form.store, (state) => state.isSubmitting);

  return (
    <section aria-labelledby={`${formId}-title`} className={styles.panel}>
      <h2 id={`${formId}-title`} className={styles.panelTitle}>
        Details
      </h2>
      <p className={styles.meta}>
        {view.source === 'planning'
          ? 'Not saved yet: filled in from the planning answers.'
          : view.updatedAt
            ? `Last saved ${happenedAt(view.updatedAt)}.`
            : ''}{' '}
        The family sees and edits the same details in its portal.
      </p>
      <form
        className={styles.form}
        noValidate
        aria-label="Details"
        onSubmit={(event) => {
          event.preventDefault();
          void form.handleSubmit();
        }}
      >
        {caseDetailsGroups.map((group) => (
          <fieldset key={group.legend} className={styles.group}>
            <legend className={styles.groupTitle}>{group.legend}</legend>
            {group.fields.map(({ key, kind, hint }) => (
              <form.Field key={key} name={key}>
                {(field) => (
                  <Field id={`${formId}-${key}`} label={caseDetailsLabels[key]} hint={hint} error={shownError(field)}>
                    {(attributes) =>
                      kind === 'notes' ? (
                        <textarea
                          {...attributes}
                          name={key}
                          rows={3}
                          className={textarea}
                          value={field.state.value}
                          onBlur={field.handleBlur}
                          onChange={(event) => field.handleChange(event.target.value)}
                        />
                      ) : (
                        <input
                          {...attributes}
                          name={key}
                          type={kind === 'date' ? 'date' : 'text'}
                          className={control}
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
        <p>
          <button type="submit" className={button({ tone: 'primary' })} disabled={submitting}>
            {submitting ? 'Saving…' : 'Save the details'}
          </button>
        </p>
      </form>
    </section>
  );
}
