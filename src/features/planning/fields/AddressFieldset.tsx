import { useStore } from '@tanstack/react-form';
import type { AddressField, AddressPart } from '#contract/planning.ts';
import { addressParts } from '#contract/planning.ts';
import { countryOf } from '#contract/planning-validation.ts';
import { withPossessive } from '#contract/planning-text.ts';
import * as input from '#src/ui/field/control.css.ts';
import { Field } from '#src/ui/field/Field.tsx';
import { InputControl, SelectControl } from './controls.tsx';
import type { FieldControlProps } from './field-control-props.ts';
import { fieldFeedback, useSubmitAttempted } from './field-feedback.ts';
import { controlId } from './field-ids.ts';
import { addressPartMessage } from './field-validation.ts';
import * as styles from '../planning.css.ts';

// HTML autocomplete tokens, used only for the visitor's own address (WCAG 1.3.5).
const autocompleteTokens: Record<AddressPart, string> = {
  line1: 'address-line1',
  line2: 'address-line2',
  city: 'address-level2',
  region: 'address-level1',
  postalCode: 'postal-code',
  country: 'country',
};

/**
 * An address: street, apartment, city, region, postal code and country, in a fieldset named by the
 * field's label. Regions and the postal code's name, rule and example follow the chosen country
 * (GET /api/web/planning/address); each part is checked on its own with the contract's rules.
 */
export function AddressFieldset({
  form,
  definition,
  subject,
  scopeOf,
  announce,
}: FieldControlProps & { definition: AddressField }) {
  const attempted = useSubmitAttempted(form);
  const countryCode = useStore(
    form.store,
    (state) => (state.values[definition.id] as { country?: string } | undefined)?.country,
  );
  const addressBook = scopeOf({}).addressBook;
  const country = countryOf(addressBook, countryCode);
  const legend = withPossessive(definition.label, subject);
  const names = addressParts.map((part) => `${definition.id}.${part}`);

  const labels: Record<AddressPart, string> = {
    line1: 'Street address',
    line2: 'Apartment, suite or unit',
    city: 'City',
    region: country.regionLabel,
    postalCode: country.postalCodeLabel,
    country: 'Country',
  };

  return (
    <Field
      id={controlId(definition.id)}
      label={legend}
      required={definition.required}
      hint={definition.hint ? withPossessive(definition.hint, subject) : undefined}
      group
    >
      {() => (
        <div className={styles.addressGrid}>
          {addressParts.map((part) => {
            const name = `${definition.id}.${part}`;
            const hint = part === 'postalCode' ? `For example ${country.postalCodeExample}` : undefined;
            return (
              <form.Field
                key={part}
                name={name}
                validators={{
                  // Whether a part is needed depends on its neighbours (an optional address, once started).
                  onChangeListenTo: names.filter((other) => other !== name),
                  onDynamic: ({ value, fieldApi }) =>
                    addressPartMessage(definition, part, scopeOf(fieldApi.form.state.values), value),
                }}
              >
                {(field) => {
                  const { shown, onBlur } = fieldFeedback(field, attempted, `${legend}, ${labels[part]}`, announce);
                  const value = String(field.state.value ?? '');
                  const needed = part !== 'line2' && (part !== 'region' || country.regions.length > 0);
                  const common = {
                    name,
                    className: input.control,
                    value,
                    autoComplete: definition.autocomplete ? autocompleteTokens[part] : 'off',
                    onBlur,
                  };
                  const wide = part === 'line1' || part === 'line2' ? styles.wide : undefined;
                  const fieldProps = {
                    id: controlId(name),
                    label: labels[part],
                    required: definition.required && needed,
                    hint,
                    error: shown,
                    className: wide,
                  };
                  if (part === 'country' || (part === 'region' && country.regions.length > 0)) {
                    const places = part === 'country' ? addressBook.countries : country.regions;
                    return (
                      <SelectControl
                        frame={fieldProps}
                        attributes={common}
                        placeholder={part === 'region' ? 'Choose one' : undefined}
                        options={places.map((place) => ({ value: place.code, label: place.name }))}
                        onChange={(chosen) => {
                          field.handleChange(chosen);
                          // Another country's regions do not apply.
                          if (part === 'country') form.setFieldValue(`${definition.id}.region`, '');
                        }}
                      />
                    );
                  }
                  return (
                    <InputControl
                      frame={fieldProps}
                      attributes={{ ...common, type: 'text' }}
                      onChange={(typed) => field.handleChange(typed)}
                    />
                  );
                }}
              </form.Field>
            );
          })}
        </div>
      )}
    </Field>
  );
}
