import { useRouteContext } from '@tanstack/react-router';
import type { StaffCategory, StaffPriceList } from '#contract/staff-price-list.ts';
import type { AuthActorRef } from '#machines/auth/auth.machine.ts';
import { RecordTable } from '#src/ui/record-table/RecordTable.tsx';
import { stackedTable } from '#src/ui/table/stacked-table.css.ts';
import { CheckInput, EditForm, PositionInput, TextInput } from './EditForm.tsx';
import { AddButton, EditButton } from './EditingButtons.tsx';
import { saveCategory } from './price-list-calls.ts';
import { nameMessage, positionMessage } from './price-list-form.ts';
import { useEditing, type Done } from './use-editing.ts';
import * as styles from './price-list.css.ts';

type CategoryValues = { name: string; position: string; displayForFamily: boolean };

const categoryErrors = (values: CategoryValues) =>
  Object.fromEntries(
    Object.entries({ name: nameMessage(values.name), position: positionMessage(values.position) }).filter(
      ([, message]) => message !== undefined,
    ),
  ) as Record<string, string>;

function CategoryForm(props: {
  auth: AuthActorRef;
  category: StaffCategory | null;
  onDone: Done;
  onCancel?: () => void;
}) {
  const { auth, category, onDone, onCancel } = props;
  const { api } = useRouteContext({ from: '__root__' });
  return (
    <EditForm<CategoryValues>
      label={category ? `Change the category ${category.name}` : 'Add a category'}
      initial={{
        name: category?.name ?? '',
        position: String(category?.position ?? 0),
        displayForFamily: category?.displayForFamily ?? true,
      }}
      errorsOf={categoryErrors}
      submitLabel={category ? 'Save the category' : 'Add the category'}
      save={(values) =>
        saveCategory(api, auth, category?.id ?? null, {
          name: values.name.trim(),
          position: Number(values.position),
          displayForFamily: values.displayForFamily,
        })
      }
      onSaved={(values) =>
        onDone(category ? `Category ${values.name.trim()} saved.` : `Category ${values.name.trim()} added.`)
      }
      onCancel={onCancel}
    >
      {(form) => (
        <div className={styles.fields}>
          <TextInput form={form} name="name" label="Name" required />
          <PositionInput form={form} hint="Higher comes first." />
          <CheckInput
            form={form}
            name="displayForFamily"
            label="Shown to the family"
            hint="Staff-only categories still print on the statement and on the public general price list."
          />
        </div>
      )}
    </EditForm>
  );
}

/** The price list's categories, in the family's order, each with its form to change it. */
export function CategoriesSection({ auth, list, onDone }: { auth: AuthActorRef; list: StaffPriceList; onDone: Done }) {
  const { editing, toggle, close, finish } = useEditing<number | 'new'>(onDone);
  return (
    <section className={styles.panel} aria-labelledby="categories-title">
      <h2 id="categories-title" className={styles.panelTitle}>
        Categories
      </h2>
      <RecordTable
        className={`${styles.table} ${stackedTable}`}
        caption="Categories, in the order the family sees them"
        columns={['Category', 'Position', 'Family', 'Change']}
        rows={list.categories}
        rowKey={(category) => category.id}
      >
        {(category) => (
          <>
            <th scope="row">{category.name}</th>
            <td data-label="Position">{category.position}</td>
            <td>{category.displayForFamily ? 'Shown to the family' : 'Staff only'}</td>
            <td>
              <EditButton name={category.name} open={editing === category.id} onToggle={() => toggle(category.id)} />
            </td>
          </>
        )}
      </RecordTable>
      {typeof editing === 'number' && (
        <CategoryForm
          key={editing}
          auth={auth}
          category={list.categories.find((category) => category.id === editing) ?? null}
          onDone={finish}
          onCancel={close}
        />
      )}
      {editing === 'new' ? (
        <CategoryForm auth={auth} category={null} onDone={finish} onCancel={close} />
      ) : (
        <AddButton label="Add a category" onAdd={() => toggle('new')} />
      )}
    </section>
  );
}
