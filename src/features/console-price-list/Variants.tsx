import { useRouteContext } from '@tanstack/react-router';
import { formatMoney } from '#contract/money.ts';
import type { StaffItem, StaffVariant } from '#contract/staff-price-list.ts';
import type { AuthActorRef } from '#machines/auth/auth.machine.ts';
import { centsToAmountText } from '#contract/money.ts';
import { CheckInput, EditForm, PositionInput, TextInput } from './EditForm.tsx';
import { AddButton, EditButton } from './EditingButtons.tsx';
import { PricePhoto } from './PricePhoto.tsx';
import { saveVariant } from './price-list-calls.ts';
import { variantBodyOf, variantErrors } from './price-list-form.ts';
import { useEditing, type Done } from './use-editing.ts';
import * as styles from './price-list.css.ts';

/**
 * An item's options (decision 0079): an oak or a steel casket, each with its own price and photo; a
 * direct cremation's or an immediate burial's container, one of them the purchaser's own (decision 0108).
 */
export function Variants({ auth, item, onDone }: { auth: AuthActorRef; item: StaffItem; onDone: Done }) {
  const { editing, toggle, close, finish } = useEditing<number | 'new'>(onDone);
  return (
    <section className={styles.form} aria-label={`Options of ${item.name}`}>
      <h3 className={styles.panelTitle}>Options of {item.name}</h3>
      <p className={styles.meta}>
        An option (oak or steel) has its own price, which replaces the item&apos;s, and its own photo.
      </p>
      {item.variants.length > 0 && (
        <ul className={styles.choices}>
          {item.variants.map((variant) => (
            <li key={variant.id} className={styles.actions}>
              <span>
                {variant.name}: {formatMoney(variant.priceCents)}
              </span>
              <EditButton name={variant.name} open={editing === variant.id} onToggle={() => toggle(variant.id)} />
              {editing === variant.id && (
                <>
                  <VariantForm auth={auth} item={item} variant={variant} onDone={finish} onCancel={close} />
                  <PricePhoto
                    auth={auth}
                    holder="variant"
                    id={variant.id}
                    name={variant.name}
                    photo={variant.photo}
                    onDone={onDone}
                    heading="h4"
                  />
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      {editing === 'new' ? (
        <VariantForm auth={auth} item={item} variant={null} onDone={finish} onCancel={close} />
      ) : (
        <AddButton label={`Add an option to ${item.name}`} onAdd={() => toggle('new')} />
      )}
    </section>
  );
}

function VariantForm(props: {
  auth: AuthActorRef;
  item: StaffItem;
  variant: StaffVariant | null;
  onDone: Done;
  onCancel: () => void;
}) {
  const { auth, item, variant, onDone, onCancel } = props;
  const { api } = useRouteContext({ from: '__root__' });
  // Direct cremation and immediate burial price the purchaser's own container apart (453.2(b)(4)(ii)(C), (D)).
  const ranged = item.ruleItem === 'directCremation' || item.ruleItem === 'immediateBurial';
  return (
    <EditForm
      label={variant ? `Change the option ${variant.name}` : `Add an option to ${item.name}`}
      initial={{
        name: variant?.name ?? '',
        description: variant?.description ?? '',
        price: variant ? centsToAmountText(variant.priceCents) : '',
        position: String(variant?.position ?? 0),
        purchaserProvides: variant?.purchaserProvides ?? false,
      }}
      errorsOf={variantErrors}
      fieldOf={{ priceCents: 'price' }}
      submitLabel={variant ? 'Save the option' : 'Add the option'}
      save={(values) =>
        saveVariant(api, auth, variant ? { variantId: variant.id } : { itemId: item.id }, variantBodyOf(values))
      }
      onSaved={(values) => onDone(`Option ${values.name.trim()} of ${item.name} saved.`)}
      onCancel={onCancel}
    >
      {(form) => (
        <div className={styles.fields}>
          <TextInput form={form} name="name" label="Option" required />
          <TextInput form={form} name="price" label="Price in dollars" inputMode="decimal" required />
          <TextInput form={form} name="description" label="Description" multiline />
          <PositionInput form={form} />
          {ranged && (
            <CheckInput
              form={form}
              name="purchaserProvides"
              label={`The price when the purchaser provides the ${item.ruleItem === 'directCremation' ? 'container' : 'casket'}`}
              hint="The Funeral Rule asks for this price apart, and one for each container you offer."
            />
          )}
        </div>
      )}
    </EditForm>
  );
}
