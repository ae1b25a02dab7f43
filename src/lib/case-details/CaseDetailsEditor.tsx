import type { ReactNode } from 'react';
import { FormTextField } from '#src/lib/forms/FormTextField.tsx';
import { caseDetailsLabels } from '#contract/case-details-text.ts';
import { ActionForm } from '#src/ui/action-form/ActionForm.tsx';
import { caseDetailsGroups } from './case-details-groups.ts';
import type { CaseDetailsFormApi } from './use-case-details-form.ts';

export interface CaseDetailsEditorProps {
  form: CaseDetailsFormApi;
  /** The form's id: each control's is `${formId}-${its key}`. */
  formId: string;
  /** The form's accessible name. */
  label: string;
  /** Each page's own look: the form, a group and its title, a line or a date, a few sentences. */
  classes: { form: string; group: string; groupTitle: string; line: string; notes: string };
  /** Under the fields, above the button (the family's "saved" status). */
  children?: ReactNode;
}

/**
 * The life details' form, a fieldset a group (decision 0065): the family's add-details task and the
 * console's case page show the very same form, each in its own look.
 */
export function CaseDetailsEditor({ form, formId, label, classes, children }: CaseDetailsEditorProps) {
  return (
    <ActionForm form={form} className={classes.form} label={label} submitLabel="Save the details" busyLabel="Saving…">
      {caseDetailsGroups.map((group) => (
        <fieldset key={group.legend} className={classes.group}>
          <legend className={classes.groupTitle}>{group.legend}</legend>
          {group.fields.map(({ key, kind, hint }) => (
            <form.Field key={key} name={key}>
              {(field) => (
                <FormTextField
                  field={field}
                  id={`${formId}-${key}`}
                  label={caseDetailsLabels[key]}
                  hint={hint}
                  className={kind === 'notes' ? classes.notes : classes.line}
                  rows={kind === 'notes' ? 3 : undefined}
                  type={kind === 'date' ? 'date' : 'text'}
                />
              )}
            </form.Field>
          ))}
        </fieldset>
      ))}
      {children}
    </ActionForm>
  );
}
