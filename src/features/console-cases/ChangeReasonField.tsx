import type { AnyFieldApi } from '@tanstack/react-form';
import { FormTextField } from '#src/lib/forms/FormTextField.tsx';
import { control } from '#src/ui/field/control.css.ts';

/** Why the statement is revised or voided: kept in its history and mailed to the family (decision 0080). */
export function ChangeReasonField({ field, id, server }: { field: AnyFieldApi; id: string; server?: string }) {
  return (
    <FormTextField
      field={field}
      id={id}
      label="Reason (kept, and mailed to the family)"
      required
      serverError={server}
      className={control}
      rows={2}
    />
  );
}
