import type { StaffCategory, StaffItem, StaffPriceList } from '#contract/staff-price-list.ts';
import type { AuthActorRef } from '#machines/auth/auth.machine.ts';
import { RecordTable } from '#src/ui/record-table/RecordTable.tsx';
import { stackedTable } from '#src/ui/table/stacked-table.css.ts';
import { AddButton, EditButton } from './EditingButtons.tsx';
import { itemPriceText } from './item-price-text.ts';
import { ItemForm } from './ItemForm.tsx';
import { PricePhoto } from './PricePhoto.tsx';
import { Variants } from './Variants.tsx';
import { useEditing, type Done } from './use-editing.ts';
import * as styles from './price-list.css.ts';

const optionsText = (count: number) => (count === 0 ? 'No options' : `${count} option${count === 1 ? '' : 's'}`);

/** The items of one category, each with its form, photo and options when opened. */
export function CategoryItems(props: {
  auth: AuthActorRef;
  list: StaffPriceList;
  category: StaffCategory;
  onDone: Done;
}) {
  const { auth, list, category, onDone } = props;
  const items = list.items.filter((item) => item.categoryId === category.id);
  const { editing, toggle, close, finish } = useEditing<number | 'new'>(onDone);
  const titleId = `category-${category.id}-items`;
  const editedItem = items.find((item) => item.id === editing);
  // An item's form where it is changed, and the form of a new one in place of the Add button.
  const itemForm = (item: StaffItem | null) => (
    <ItemForm
      key={item?.id ?? 'new'}
      auth={auth}
      categories={list.categories}
      item={item}
      categoryId={category.id}
      onDone={finish}
      onCancel={close}
    />
  );
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.panelTitle}>
        {category.name}
      </h2>
      {items.length === 0 ? (
        <p className={styles.meta}>No items yet.</p>
      ) : (
        <RecordTable
          className={`${styles.table} ${stackedTable}`}
          caption={`Items of ${category.name}`}
          columns={['Item', 'Options', 'Tax', { label: 'Price', className: styles.number }, 'Change']}
          rows={items}
          rowKey={(item) => item.id}
        >
          {(item) => (
            <>
              <th scope="row">{item.name}</th>
              <td>{optionsText(item.variants.length)}</td>
              <td>{item.taxable ? 'Taxable' : 'Not taxed'}</td>
              <td className={styles.number}>{itemPriceText(item)}</td>
              <td>
                <EditButton name={item.name} open={editing === item.id} onToggle={() => toggle(item.id)} />
              </td>
            </>
          )}
        </RecordTable>
      )}
      {editedItem && (
        <>
          {itemForm(editedItem)}
          <PricePhoto
            auth={auth}
            holder="item"
            id={editedItem.id}
            name={editedItem.name}
            photo={editedItem.photo}
            onDone={onDone}
            heading="h3"
          />
          <Variants auth={auth} item={editedItem} onDone={onDone} />
        </>
      )}
      {editing === 'new' ? (
        itemForm(null)
      ) : (
        <AddButton label={`Add an item to ${category.name}`} onAdd={() => toggle('new')} />
      )}
    </section>
  );
}
