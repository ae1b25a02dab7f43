import { useId } from 'react';
import { FormTextField } from '#src/lib/forms/FormTextField.tsx';
import { useForm } from '@tanstack/react-form';
import { DEFAULT_EMBALMING_REASON, NO_REQUIRED_PURCHASES, STATEMENT_REASON_MAX } from '#contract/family-statement.ts';
import type { StaffCase } from '#contract/staff-cases.ts';
import { statementReasonMessages, statementReasonsBody } from '#contract/staff-statements.ts';
import type { AuthActorRef } from '#machines/auth/auth.machine.ts';
import { schemaFieldErrors } from '#src/lib/forms/schema-field-errors.ts';
import { ActionForm } from '#src/ui/action-form/ActionForm.tsx';
import { textarea } from '#src/ui/field/control.css.ts';
import { saveStatementReasons } from './case-calls.ts';
import { useCaseChange } from './use-case-change.ts';
import * as styles from './cases.css.ts';

/*
 * The case page's Statement reasons (decision 0109): what the family reads on the statement
 * below the Funeral Rule's sentences, and signs with it: the legal, cemetery or crematory requirement
 * that compels a purchase (16 CFR 453.3(d)(2)) and why embalming was charged (453.5(b)). Written here
 * until the family signs; then shown as signed.
 */

const fields = {
  requiredPurchases: {
    label: 'Reason for a required purchase',
    hint:
      'A law, or a cemetery’s or crematory’s requirement, that makes the family buy an item, and which item. ' +
      `Left empty, the statement says “${NO_REQUIRED_PURCHASES}”.`,
  },
  embalming: { label: 'Why embalming was charged' },
} as const;

const embalmingHint = (charged: boolean) =>
  charged
    ? `Embalming is on this statement. Left empty, the statement says “${DEFAULT_EMBALMING_REASON}”`
    : 'Embalming is not on this statement now: this is shown only if it is added.';

export function CaseStatementReasons({ auth, theCase }: { auth: AuthActorRef; theCase: StaffCase }) {
  const id = useId();
  const { reasons } = theCase.arrangement;
  return (
    <section aria-labelledby={id} className={styles.panel}>
      <h2 id={id} className={styles.panelTitle}>
        Statement reasons
      </h2>
      <p className={styles.meta}>
        The family reads these on the statement, below the Funeral Rule’s sentences, and signs them with it.
      </p>
      {reasons.signed ? (
        <>
          <p className={styles.meta}>Signed with the statement: to change them, void the statement and reissue it.</p>
          <dl className={styles.facts}>
            <dt className={styles.fact}>{fields.requiredPurchases.label}</dt>
            <dd className={`${styles.fact} ${styles.typed}`}>{reasons.requiredPurchases || NO_REQUIRED_PURCHASES}</dd>
            {reasons.embalmingCharged && (
              <>
                <dt className={styles.fact}>{fields.embalming.label}</dt>
                <dd className={`${styles.fact} ${styles.typed}`}>{reasons.embalming || DEFAULT_EMBALMING_REASON}</dd>
              </>
            )}
          </dl>
        </>
      ) : (
        <ReasonsForm auth={auth} theCase={theCase} />
      )}
    </section>
  );
}

function ReasonsForm({ auth, theCase }: { auth: AuthActorRef; theCase: StaffCase }) {
  const { api, settle } = useCaseChange(auth, theCase.id);
  const formId = useId();
  const { reasons } = theCase.arrangement;
  const form = useForm({
    defaultValues: { requiredPurchases: reasons.requiredPurchases, embalming: reasons.embalming },
    validators: { onChange: ({ value }) => schemaFieldErrors(statementReasonsBody, value) },
    onSubmit: async ({ value }) => {
      const outcome = await saveStatementReasons(api, auth, theCase.id, statementReasonsBody.parse(value));
      await settle(outcome, statementReasonMessages.saved);
    },
  });
  return (
    <ActionForm
      form={form}
      className={styles.form}
      label="Statement reasons"
      submitLabel="Save the reasons"
      busyLabel="Saving…"
    >
      {(['requiredPurchases', 'embalming'] as const).map((key) => (
        <form.Field key={key} name={key}>
          {(field) => (
            <FormTextField
              field={field}
              id={`${formId}-${key}`}
              label={fields[key].label}
              optional
              hint={key === 'embalming' ? embalmingHint(reasons.embalmingCharged) : fields[key].hint}
              className={textarea}
              rows={3}
              maxLength={STATEMENT_REASON_MAX}
            />
          )}
        </form.Field>
      ))}
    </ActionForm>
  );
}
