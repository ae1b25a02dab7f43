import { useState } from 'react';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link, useRouteContext } from '@tanstack/react-router';
import { formatMoney } from '#contract/money.ts';
import type { StaffCategory, StaffItem, StaffPriceList } from '#contract/staff-price-list.ts';
import { can, type StaffRole } from '#contract/staff-roles.ts';
import type { AuthActorRef } from '#machines/auth/auth.machine.ts';
import { formatCalendarDate, formatDate } from '#src/lib/format-date.ts';
import { PageHead } from '#src/lib/site/PageHead.tsx';
import { button } from '#src/ui/button/button.css.ts';
import { stackedTable } from '#src/ui/table/stacked-table.css.ts';
import { CheckInput, EditForm, TextInput } from './EditForm.tsx';
import { PricePhoto } from './PricePhoto.tsx';
import { ChoicesSection } from './ChoicesSection.tsx';
import { FuneralRule } from './FuneralRule.tsx';
import { ItemForm } from './ItemForm.tsx';
import { PrintableLists } from './PrintableLists.tsx';
import { Variants } from './Variants.tsx';
import { priceListKey, priceListQuery, saveCategory, saveTaxRate, setPublication } from './price-list-calls.ts';
import {
  basisPointsToPercent,
  nameMessage,
  percentToBasisPoints,
  positionMessage,
  taxRateMessage,
  type Errors,
} from './price-list-form.ts';
import * as styles from './price-list.css.ts';

/**
 * /staff/price-list (decision 0079), for owners and directors (`pricelist.edit`): the
 * tax rate, the categories, every item by category with its options, and the choices and packages.
 * A change shows at once on the public list and on every unsigned arrangement; a signed statement keeps
 * its prices. The list's effective date is the day of its latest change. The owner publishes it on the
 * site (decision 0106): until then the public page says to call for prices.
 */
export function PriceListPage({ auth, staffRole }: { auth: AuthActorRef; staffRole: StaffRole }) {
  const { api } = useRouteContext({ from: '__root__' });
  const queryClient = useQueryClient();
  const { data } = useSuspenseQuery(priceListQuery(api, auth));
  const [said, setSaid] = useState('');
  const done = async (words: string) => {
    setSaid(words);
    await queryClient.invalidateQueries({ queryKey: priceListKey });
  };
  return (
    <div className={styles.page}>
      <PageHead title="Price list" />
      <h1>Price list</h1>
      <p className={styles.meta}>
        Effective {formatCalendarDate(data.effectiveOn, 'en-US')}: the day of the latest change. A change shows at once
        on the <Link to="/price-list">public general price list</Link> and on every arrangement not yet signed; a signed
        statement keeps the prices it was signed with.
      </p>
      <p role="status" className={styles.status}>
        {said}
      </p>
      <FuneralRule auth={auth} list={data} onDone={done} />
      <PrintableLists list={data} />
      <Publication
        auth={auth}
        publishedAt={data.publishedAt}
        owner={can(staffRole, 'pricelist.publish')}
        onDone={done}
      />
      <TaxRateForm auth={auth} rate={data.taxRateBasisPoints} onDone={done} />
      <CategoriesSection auth={auth} list={data} onDone={done} />
      {data.categories.map((category) => (
        <CategoryItems key={category.id} auth={auth} list={data} category={category} onDone={done} />
      ))}
      <ChoicesSection auth={auth} list={data} onDone={done} />
    </div>
  );
}

type Done = (words: string) => Promise<void>;

/** Whether the public site shows the list, and the owner's button to publish it or take it back. */
function Publication({
  auth,
  publishedAt,
  owner,
  onDone,
}: {
  auth: AuthActorRef;
  publishedAt: string | null;
  owner: boolean;
  onDone: Done;
}) {
  const { api } = useRouteContext({ from: '__root__' });
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState('');
  const publish = async (published: boolean) => {
    setBusy(true);
    const outcome = await setPublication(api, auth, published);
    setBusy(false);
    if (outcome.kind === 'refused') return setRefused(outcome.issues.map((issue) => issue.message).join(' '));
    setRefused('');
    await onDone(
      published
        ? 'The price list is published: the public price list shows your prices.'
        : 'The price list is taken back: the public price list asks visitors to call for prices.',
    );
  };
  return (
    <section className={styles.panel} aria-labelledby="publication-title">
      <h2 id="publication-title" className={styles.panelTitle}>
        On the website
      </h2>
      <p className={styles.meta}>
        {publishedAt
          ? `Published on ${formatDate(publishedAt)}: the public price list shows these prices.`
          : 'Not published: the public price list asks visitors to call for prices. Review every price, then publish it.'}
        {!owner && ' The owner publishes it.'}
      </p>
      {refused && (
        <p role="alert" className={styles.alert}>
          {refused}
        </p>
      )}
      {owner && (
        <p className={styles.actions}>
          <button
            type="button"
            className={button({ tone: publishedAt ? 'secondary' : 'primary' })}
            disabled={busy}
            onClick={() => void publish(!publishedAt)}
          >
            {publishedAt ? 'Take the price list back' : 'Publish the price list'}
          </button>
        </p>
      )}
    </section>
  );
}

function TaxRateForm({ auth, rate, onDone }: { auth: AuthActorRef; rate: number; onDone: Done }) {
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
          <TextInput
            form={form}
            name="position"
            label="Position"
            hint="Higher comes first."
            inputMode="numeric"
            required
          />
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

function CategoriesSection({ auth, list, onDone }: { auth: AuthActorRef; list: StaffPriceList; onDone: Done }) {
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const finish = async (words: string) => {
    setEditing(null);
    await onDone(words);
  };
  return (
    <section className={styles.panel} aria-labelledby="categories-title">
      <h2 id="categories-title" className={styles.panelTitle}>
        Categories
      </h2>
      <table className={`${styles.table} ${stackedTable}`}>
        <caption>Categories, in the order the family sees them</caption>
        <thead>
          <tr>
            <th scope="col">Category</th>
            <th scope="col">Position</th>
            <th scope="col">Family</th>
            <th scope="col">Change</th>
          </tr>
        </thead>
        <tbody>
          {list.categories.map((category) => (
            <tr key={category.id}>
              <th scope="row">{category.name}</th>
              <td data-label="Position">{category.position}</td>
              <td>{category.displayForFamily ? 'Shown to the family' : 'Staff only'}</td>
              <td>
                <button
                  type="button"
                  className={button({ tone: 'secondary' })}
                  aria-expanded={editing === category.id}
                  onClick={() => setEditing(editing === category.id ? null : category.id)}
                >
                  Edit {category.name}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {typeof editing === 'number' && (
        <CategoryForm
          key={editing}
          auth={auth}
          category={list.categories.find((category) => category.id === editing) ?? null}
          onDone={finish}
          onCancel={() => setEditing(null)}
        />
      )}
      {editing === 'new' ? (
        <CategoryForm auth={auth} category={null} onDone={finish} onCancel={() => setEditing(null)} />
      ) : (
        <p className={styles.actions}>
          <button type="button" className={button({ tone: 'secondary' })} onClick={() => setEditing('new')}>
            Add a category
          </button>
        </p>
      )}
    </section>
  );
}

/** How an item's price reads in the console. */
export function itemPriceText(item: Pick<StaffItem, 'priceCents' | 'cashAdvance'>): string {
  if (item.priceCents === null) return 'Cash advance: estimate when known';
  return item.cashAdvance ? `${formatMoney(item.priceCents)} (cash advance)` : formatMoney(item.priceCents);
}

function CategoryItems(props: { auth: AuthActorRef; list: StaffPriceList; category: StaffCategory; onDone: Done }) {
  const { auth, list, category, onDone } = props;
  const items = list.items.filter((item) => item.categoryId === category.id);
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const titleId = `category-${category.id}-items`;
  const finish = async (words: string) => {
    setEditing(null);
    await onDone(words);
  };
  const editedItem = items.find((item) => item.id === editing);
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.panelTitle}>
        {category.name}
      </h2>
      {items.length === 0 ? (
        <p className={styles.meta}>No items yet.</p>
      ) : (
        <table className={`${styles.table} ${stackedTable}`}>
          <caption>Items of {category.name}</caption>
          <thead>
            <tr>
              <th scope="col">Item</th>
              <th scope="col">Options</th>
              <th scope="col">Tax</th>
              <th scope="col" className={styles.number}>
                Price
              </th>
              <th scope="col">Change</th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={item.id}>
                <th scope="row">{item.name}</th>
                <td>
                  {item.variants.length === 0
                    ? 'No options'
                    : `${item.variants.length} option${item.variants.length === 1 ? '' : 's'}`}
                </td>
                <td>{item.taxable ? 'Taxable' : 'Not taxed'}</td>
                <td className={styles.number}>{itemPriceText(item)}</td>
                <td>
                  <button
                    type="button"
                    className={button({ tone: 'secondary' })}
                    aria-expanded={editing === item.id}
                    onClick={() => setEditing(editing === item.id ? null : item.id)}
                  >
                    Edit {item.name}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {editedItem && (
        <>
          <ItemForm
            key={editedItem.id}
            auth={auth}
            categories={list.categories}
            item={editedItem}
            categoryId={category.id}
            onDone={finish}
            onCancel={() => setEditing(null)}
          />
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
        <ItemForm
          auth={auth}
          categories={list.categories}
          item={null}
          categoryId={category.id}
          onDone={finish}
          onCancel={() => setEditing(null)}
        />
      ) : (
        <p className={styles.actions}>
          <button type="button" className={button({ tone: 'secondary' })} onClick={() => setEditing('new')}>
            Add an item to {category.name}
          </button>
        </p>
      )}
    </section>
  );
}
