import { useId } from 'react';
import { useForm, useStore } from '@tanstack/react-form';
import { useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { DEFAULT_EMBALMING_REASON, NO_REQUIRED_PURCHASES, STATEMENT_REASON_MAX } from '#contract/family-statement.ts';
import type { StaffCase } from '#contract/staff-cases.ts';
import { statementReasonMessages, statementReasonsBody } from '#contract/staff-statements.ts';
import type { AuthActorRef } from '#machines/auth/auth.machine.ts';
import { schemaFieldErrors } from '#src/lib/forms/schema-field-errors.ts';
import { button } from '#src/ui/button/button.css.ts';
import { Field } from '#src/ui/field/Field.tsx';
import { textarea } from '#src/ui/field/control.css.ts';
import { caseQuery, saveStatementReasons } from './case-calls.ts';
import * as styles from './cases.css.ts';
import { shownError } from '#src/lib/forms/shown-error.ts';

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
  const { api, toasts } = useRouteContext({ from: '__root__' });
  const queryClient = useQueryClient();
  const formId = useId();
  const { reasons } = theCase.arrangement;
  const form = useForm({
    defaultValues: { requiredPurchases: reasons.requiredPurchases, embalming: reasons.embalming },
    validators: { onChange: ({ value }) => schemaFieldErrors(statementReasonsBody, value) },
    onSubmit: async ({ value }) => {
      const outcome = await saveStatementReasons(api, auth, theCase.id, statementReasonsBody.parse(value));
      toasts.send(
        outcome.kind === 'done'
          ? { type: 'toast.add', color: 'success', title: statementReasonMessages.saved }
          : { type: 'toast.add', color: 'error', title: outcome.issues.map((issue) => issue.message).join(' ') },
      );
      await queryClient.invalidateQueries({ queryKey: caseQuery(api, auth, theCase.id).queryKey });
    },
  });
  const submitting = useStore(form.store, (state) => state.isSubmitting);
  return (
    <form
      className={styles.form}
      noValidate
      aria-label="Statement reasons"
      onSubmit={(event) => {
        event.preventDefault();
        void form.handleSubmit();
      }}
    >
      {(['requiredPurchases', 'embalming'] as const).map((key) => (
        <form.Field key={key} name={key}>
          {(field) => (
            <Field
              id={`${formId}-${key}`}
              label={fields[key].label}
              optional
              hint={key === 'embalming' ? embalmingHint(reasons.embalmingCharged) : fields[key].hint}
              error={shownError(field)}
            >
              {(attributes) => (
                <textarea
                  {...attributes}
                  name={key}
                  rows={3}
                  maxLength={STATEMENT_REASON_MAX}
                  className={textarea}
                  value={field.state.value}
                  onBlur={field.handleBlur}
                  onChange={(event) => field.handleChange(event.target.value)}
                />
              )}
            </Field>
          )}
        </form.Field>
      ))}
      <p>
        <button type="submit" className={button({ tone: 'primary' })} disabled={submitting}>
          {submitting ? 'Saving…' : 'Save the reasons'}
        </button>
      </p>
    </form>
  );
}
