import { useRouteContext } from '@tanstack/react-router';
import type { AuthActorRef } from '#machines/auth/auth.machine.ts';
import { EditForm, TextInput } from './EditForm.tsx';
import { saveTaxRate } from './price-list-calls.ts';
import { basisPointsToPercent, percentToBasisPoints, taxRateMessage, type Errors } from './price-list-form.ts';
import type { Done } from './use-editing.ts';
import * as styles from './price-list.css.ts';

/** The company's sales tax rate, in percent. */
export function TaxRateForm({ auth, rate, onDone }: { auth: AuthActorRef; rate: number; onDone: Done }) {
  const { api } = useRouteContext({ from: '__root__' });
  return (
    <section className={styles.panel} aria-labelledby="tax-rate-title">
      <h2 id="tax-rate-title" className={styles.panelTitle}>
        Sales tax
      </h2>
      <EditForm
        key={rate}
        label="Sales tax rate"
        initial={{ rate: basisPointsToPercent(rate) }}
        errorsOf={(values): Errors => {
          const message = taxRateMessage(values.rate);
          return message ? { rate: message } : {};
        }}
        fieldOf={{ taxRateBasisPoints: 'rate' }}
        submitLabel="Save the tax rate"
        save={(values) => saveTaxRate(api, auth, percentToBasisPoints(values.rate) ?? 0)}
        onSaved={(values) => onDone(`The sales tax rate is now ${values.rate.trim()} %.`)}
      >
        {(form) => (
          <TextInput
            form={form}
            name="rate"
            label="Tax rate in percent"
            hint="On taxable items; never on cash advances. Unsigned arrangements take it at once."
            inputMode="decimal"
            required
          />
        )}
      </EditForm>
    </section>
  );
}
