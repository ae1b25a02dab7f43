import { useRouteContext } from '@tanstack/react-router';
import { ruleItemKeys, ruleItemLabel, ruleItems } from '#contract/funeral-rule.ts';
import type { StaffCategory, StaffItem } from '#contract/staff-price-list.ts';
import type { AuthActorRef } from '#machines/auth/auth.machine.ts';
import { Field } from '#src/ui/field/Field.tsx';
import { control } from '#src/ui/field/control.css.ts';
import { OptionList } from '#src/ui/option-list/OptionList.tsx';
import { CheckInput, EditForm, PositionInput, TextInput, type EditFormApi } from './EditForm.tsx';
import { saveItem } from './price-list-calls.ts';
import { itemBodyOf, itemErrors, itemValues, type ItemValues } from './price-list-form.ts';
import type { Done } from './use-editing.ts';
import * as styles from './price-list.css.ts';

/**
 * An item of the price list, new or changed (decision 0079): its name, price in dollars, description,
 * category, position, whether it is a cash advance, taxed or sold by the piece, and which item of the
 * Funeral Rule it is (decision 0108): the public list prices it under the rule's name, with the rule's
 * sentences.
 */
export function ItemForm(props: {
  auth: AuthActorRef;
  categories: StaffCategory[];
  item: StaffItem | null;
  categoryId: number;
  onDone: Done;
  onCancel?: () => void;
}) {
  const { auth, categories, item, categoryId, onDone, onCancel } = props;
  const { api } = useRouteContext({ from: '__root__' });
  return (
    <EditForm<ItemValues>
      label={item ? `Change the item ${item.name}` : 'Add an item'}
      initial={itemValues(item, categoryId)}
      errorsOf={itemErrors}
      fieldOf={{ priceCents: 'price' }}
      submitLabel={item ? 'Save the item' : 'Add the item'}
      save={(values) => saveItem(api, auth, item?.id ?? null, itemBodyOf(values))}
      onSaved={(values) => onDone(item ? `${values.name.trim()} saved.` : `${values.name.trim()} added.`)}
      onCancel={onCancel}
    >
      {(form) => (
        <div className={styles.fields}>
          <TextInput form={form} name="name" label="Name" required />
          <TextInput
            form={form}
            name="price"
            label="Price in dollars"
            hint={
              form.values.cashAdvance
                ? 'Leave it empty when the amount is not known yet: the statement shows an estimate.'
                : 'From 0 to 100,000.00.'
            }
            inputMode="decimal"
            required={!form.values.cashAdvance}
          />
          <TextInput form={form} name="description" label="Description" multiline />
          <div className={styles.form}>
            <CategorySelect form={form} categories={categories} />
            <PositionInput form={form} hint="Lower comes first." />
          </div>
          <CheckInput
            form={form}
            name="cashAdvance"
            label="Cash advance"
            hint="Paid by the funeral home to others for the family (certificates, cemetery fees); never taxed."
          />
          <CheckInput form={form} name="taxable" label="Taxable" />
          <CheckInput
            form={form}
            name="soldByQuantity"
            label="Sold by the piece"
            hint="Adding it again adds to its line (death certificates); any other item is in an arrangement once."
          />
          <RuleItemSelect form={form} />
        </div>
      )}
    </EditForm>
  );
}

function CategorySelect({ form, categories }: { form: EditFormApi<ItemValues>; categories: StaffCategory[] }) {
  return (
    <Field id={`${form.formId}-categoryId`} label="Category" required error={form.error('categoryId')}>
      {(attributes) => (
        <select
          {...attributes}
          name="categoryId"
          className={control}
          value={form.values.categoryId}
          onChange={(event) => form.set({ categoryId: event.target.value })}
        >
          <OptionList options={categories.map((category) => ({ value: category.id, label: category.name }))} />
        </select>
      )}
    </Field>
  );
}

const ruleItemOptions = ruleItemKeys.map((key) => ({
  value: key,
  label: ruleItems[key].many ? `One of the ${ruleItems[key].name.toLowerCase()}` : ruleItemLabel(key),
}));

/** Which of the items the Funeral Rule asks the general price list to price this item is, if any. */
function RuleItemSelect({ form }: { form: EditFormApi<ItemValues> }) {
  return (
    <Field
      id={`${form.formId}-ruleItem`}
      label="For the Funeral Rule, this item is"
      hint="The general price list shows it under the rule's name, with the rule's words beside its price."
      error={form.error('ruleItem')}
    >
      {(attributes) => (
        <select
          {...attributes}
          name="ruleItem"
          className={control}
          value={form.values.ruleItem}
          onChange={(event) => form.set({ ruleItem: event.target.value as ItemValues['ruleItem'] })}
        >
          <OptionList options={ruleItemOptions} placeholder="None of the rule's items" />
        </select>
      )}
    </Field>
  );
}
