import { useStore } from '@tanstack/react-form';
import type { DeliveryOption } from '#contract/shop.ts';
import { deliveryText } from '#contract/shop-text.ts';
import { Field } from '#src/ui/field/Field.tsx';
import { checkoutMessage, deliveryValue, type CheckoutField, type CheckoutFieldErrors } from './checkout-values.ts';
import type { CheckoutFormApi } from './use-checkout-form.ts';
import * as styles from './shop.css.ts';

export interface DeliveryChoiceProps {
  form: CheckoutFormApi;
  options: DeliveryOption[];
  serverErrors: CheckoutFieldErrors;
  onEdit: (name: CheckoutField) => void;
}

/** Where the gift goes: the events still open for delivery, or the family (no address is shown). */
export function DeliveryChoice({ form, options, serverErrors, onEdit }: DeliveryChoiceProps) {
  const attempted = useStore(form.store, (state) => state.submissionAttempts > 0);
  return (
    <form.Field
      name="delivery"
      validators={{ onChange: ({ value }) => checkoutMessage('delivery', value, new Date()) }}
    >
      {(field) => {
        const message = field.state.meta.errorMap.onChange as string | undefined;
        const shown = serverErrors.delivery ?? (attempted ? message : undefined);
        return (
          <Field id="checkout-delivery" label="Deliver to" required error={shown} group>
            {({ id }) => (
              <div className={styles.choices}>
                {options.map((option, index) => {
                  const value = deliveryValue(option);
                  const optionId = index === 0 ? id : `${id}-${value}`;
                  return (
                    <label key={value} htmlFor={optionId} className={styles.choice}>
                      <input
                        id={optionId}
                        className={styles.radio}
                        type="radio"
                        name="delivery"
                        value={value}
                        checked={field.state.value === value}
                        aria-invalid={shown ? true : undefined}
                        onChange={() => {
                          onEdit('delivery');
                          field.handleChange(value);
                        }}
                        onBlur={field.handleBlur}
                      />
                      {deliveryText(option)}
                    </label>
                  );
                })}
              </div>
            )}
          </Field>
        );
      }}
    </form.Field>
  );
}
