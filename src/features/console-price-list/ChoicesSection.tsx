import { useRouteContext } from '@tanstack/react-router';
import { packageKind, type PackageKind } from '#contract/family-arrangements.ts';
import type { StaffPackage, StaffPriceList, StaffSelector } from '#contract/staff-price-list.ts';
import type { AuthActorRef } from '#machines/auth/auth.machine.ts';
import { Field } from '#src/ui/field/Field.tsx';
import { control } from '#src/ui/field/control.css.ts';
import { OptionList } from '#src/ui/option-list/OptionList.tsx';
import { EditForm, PositionInput, TextInput, type EditFormApi } from './EditForm.tsx';
import { AddButton, EditButton } from './EditingButtons.tsx';
import { savePackage, saveSelector } from './price-list-calls.ts';
import { choicesErrors, packageErrors, type ChoicesValues, type PackageValues } from './price-list-form.ts';
import { PricePhoto } from './PricePhoto.tsx';
import { useEditing, type Done } from './use-editing.ts';
import * as styles from './price-list.css.ts';

/*
 * The price list's choices ("Choose an urn": a selector and its items) and packages (the lines an
 * arrangement starts with: items, and choices the family makes), decision 0079. A package's lines are
 * copied when a family chooses it: a change reaches the next choice, not an arrangement made already.
 */

const kindNames: Record<PackageKind, string> = { burial: 'Burial', cremation: 'Cremation' };

export function ChoicesSection({ auth, list, onDone }: { auth: AuthActorRef; list: StaffPriceList; onDone: Done }) {
  const { editing, toggle, close, finish } = useEditing<string>(onDone);
  const itemName = new Map(list.items.map((item) => [item.id, item.name]));
  const selectorName = new Map(list.selectors.map((selector) => [selector.id, selector.name]));
  return (
    <>
      <section className={styles.panel} aria-labelledby="selectors-title">
        <h2 id="selectors-title" className={styles.panelTitle}>
          Choices
        </h2>
        <p className={styles.meta}>A choice is a line the family completes with one of its items.</p>
        <ul className={styles.choices}>
          {list.selectors.map((selector) => (
            <li key={selector.id} className={styles.form}>
              <span>
                <strong>{selector.name}</strong>:{' '}
                {selector.itemIds.map((id) => itemName.get(id) ?? '').join(', ') || 'no items'}
              </span>
              <p className={styles.actions}>
                <EditButton
                  name={selector.name}
                  open={editing === `selector-${selector.id}`}
                  onToggle={() => toggle(`selector-${selector.id}`)}
                />
              </p>
              {editing === `selector-${selector.id}` && (
                <SelectorForm auth={auth} list={list} selector={selector} onDone={finish} onCancel={close} />
              )}
            </li>
          ))}
        </ul>
        {editing === 'selector-new' ? (
          <SelectorForm auth={auth} list={list} selector={null} onDone={finish} onCancel={close} />
        ) : (
          <AddButton label="Add a choice" onAdd={() => toggle('selector-new')} />
        )}
      </section>
      <section className={styles.panel} aria-labelledby="packages-title">
        <h2 id="packages-title" className={styles.panelTitle}>
          Packages
        </h2>
        <ul className={styles.choices}>
          {list.packages.map((found) => (
            <li key={found.id} className={styles.form}>
              <span>
                <strong>{found.name}</strong> ({kindNames[found.kind]}):{' '}
                {found.lines
                  .map((line) =>
                    line.itemId !== null
                      ? itemName.get(line.itemId)
                      : line.selectorId !== null
                        ? selectorName.get(line.selectorId)
                        : line.name,
                  )
                  .filter(Boolean)
                  .join(', ') || 'no lines'}
              </span>
              <p className={styles.actions}>
                <EditButton
                  name={found.name}
                  open={editing === `package-${found.id}`}
                  onToggle={() => toggle(`package-${found.id}`)}
                />
              </p>
              {editing === `package-${found.id}` && (
                <>
                  <PackageForm auth={auth} list={list} found={found} onDone={finish} onCancel={close} />
                  <PricePhoto
                    auth={auth}
                    holder="package"
                    id={found.id}
                    name={found.name}
                    photo={found.photo}
                    onDone={onDone}
                    heading="h3"
                  />
                </>
              )}
            </li>
          ))}
        </ul>
        {editing === 'package-new' ? (
          <PackageForm auth={auth} list={list} found={null} onDone={finish} onCancel={close} />
        ) : (
          <AddButton label="Add a package" onAdd={() => toggle('package-new')} />
        )}
      </section>
    </>
  );
}

/** Checkboxes of ids, in one group with its legend, hint and error. */
function IdChoices<V extends Record<K, number[]>, K extends keyof V & string>(props: {
  form: EditFormApi<V>;
  name: K;
  label: string;
  hint?: string;
  options: { id: number; name: string }[];
}) {
  const { form, name, label, hint, options } = props;
  const chosen = form.values[name];
  return (
    <Field id={`${form.formId}-${name}`} label={label} hint={hint} error={form.error(name)} group>
      {() => (
        <div className={styles.choices}>
          {options.map((option) => (
            <label key={option.id} className={styles.choice}>
              <input
                type="checkbox"
                name={name}
                value={option.id}
                checked={chosen.includes(option.id)}
                onChange={(event) => {
                  form.touch(name);
                  const next = event.target.checked ? [...chosen, option.id] : chosen.filter((id) => id !== option.id);
                  form.set({ [name]: next } as unknown as Partial<V>);
                }}
              />
              {option.name}
            </label>
          ))}
        </div>
      )}
    </Field>
  );
}

function SelectorForm(props: {
  auth: AuthActorRef;
  list: StaffPriceList;
  selector: StaffSelector | null;
  onDone: Done;
  onCancel: () => void;
}) {
  const { auth, list, selector, onDone, onCancel } = props;
  const { api } = useRouteContext({ from: '__root__' });
  return (
    <EditForm<ChoicesValues>
      label={selector ? `Change the choice ${selector.name}` : 'Add a choice'}
      initial={{ name: selector?.name ?? '', itemIds: selector?.itemIds ?? [] }}
      errorsOf={choicesErrors}
      submitLabel={selector ? 'Save the choice' : 'Add the choice'}
      save={(values) =>
        saveSelector(api, auth, selector?.id ?? null, { name: values.name.trim(), itemIds: values.itemIds })
      }
      onSaved={(values) => onDone(`Choice ${values.name.trim()} saved.`)}
      onCancel={onCancel}
    >
      {(form) => (
        <>
          <TextInput form={form} name="name" label="Name" required />
          <IdChoices form={form} name="itemIds" label="Its items" options={list.items} />
        </>
      )}
    </EditForm>
  );
}

function PackageForm(props: {
  auth: AuthActorRef;
  list: StaffPriceList;
  found: StaffPackage | null;
  onDone: Done;
  onCancel: () => void;
}) {
  const { auth, list, found, onDone, onCancel } = props;
  const { api } = useRouteContext({ from: '__root__' });
  const initial: PackageValues = {
    kind: found?.kind ?? 'burial',
    name: found?.name ?? '',
    description: found?.description ?? '',
    position: String(found?.position ?? 0),
    itemIds: found?.lines.flatMap((line) => (line.itemId === null ? [] : [line.itemId])) ?? [],
    selectorIds: found?.lines.flatMap((line) => (line.selectorId === null ? [] : [line.selectorId])) ?? [],
  };
  return (
    <EditForm<PackageValues>
      label={found ? `Change the package ${found.name}` : 'Add a package'}
      initial={initial}
      errorsOf={packageErrors}
      fieldOf={{ lines: 'itemIds' }}
      submitLabel={found ? 'Save the package' : 'Add the package'}
      save={(values) =>
        savePackage(api, auth, found?.id ?? null, {
          kind: values.kind,
          name: values.name.trim(),
          description: values.description.trim(),
          position: Number(values.position),
          lines: [
            ...values.itemIds.map((itemId) => ({ itemId })),
            ...values.selectorIds.map((selectorId) => ({ selectorId })),
          ],
        })
      }
      onSaved={(values) => onDone(`Package ${values.name.trim()} saved.`)}
      onCancel={onCancel}
    >
      {(form) => (
        <>
          <div className={styles.fields}>
            <TextInput form={form} name="name" label="Name" required />
            <Field id={`${form.formId}-kind`} label="Kind" required>
              {(attributes) => (
                <select
                  {...attributes}
                  name="kind"
                  className={control}
                  value={form.values.kind}
                  onChange={(event) => form.set({ kind: event.target.value as PackageKind })}
                >
                  <OptionList options={packageKind.options.map((kind) => ({ value: kind, label: kindNames[kind] }))} />
                </select>
              )}
            </Field>
            <TextInput form={form} name="description" label="Description" multiline />
            <PositionInput form={form} />
          </div>
          <IdChoices
            form={form}
            name="itemIds"
            label="Items it includes"
            hint="Arrangements made already keep their lines."
            options={list.items}
          />
          <IdChoices form={form} name="selectorIds" label="Choices the family makes" options={list.selectors} />
        </>
      )}
    </EditForm>
  );
}
