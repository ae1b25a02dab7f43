import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import type { ArrangementLine } from '#contract/family-arrangements.ts';
import { formatMoney } from '#contract/money.ts';
import type { ArrangementActorRef } from '#machines/arrangement/arrangement.machine.ts';
import { itemVariantsQuery, selectorQuery } from '#src/lib/queries/family/arrangements.ts';
import { ResponsiveImg } from '#src/lib/ResponsiveImg.tsx';
import * as styles from './arrangements.css.ts';

interface PickerProps {
  actor: ArrangementActorRef;
  line: ArrangementLine;
  /** What the line is called, to name the group ("Variant of Oak Casket"). */
  label: string;
  disabled: boolean;
}

/** An item's variants (wood or metal, finishes) with photos and prices; picking one completes the line. */
export function VariantPicker({ actor, line, label, disabled, itemId }: PickerProps & { itemId: number }) {
  const { api } = useRouteContext({ from: '__root__' });
  const variants = useQuery(itemVariantsQuery(api, itemId));
  if (variants.isPending) return <p>Loading the choices…</p>;
  if (variants.isError) return <p role="alert">The choices could not be loaded.</p>;
  const name = `variant-${line.id}`;
  return (
    <fieldset className={styles.choices}>
      <legend>Choose a variant of {label}</legend>
      {variants.data.items.map((variant) => (
        <div key={variant.id} className={styles.choice}>
          <input
            type="radio"
            id={`${name}-${variant.id}`}
            name={name}
            checked={line.variant?.id === variant.id}
            disabled={disabled}
            onChange={() =>
              actor.send({
                type: 'line.change',
                lineId: line.id,
                body: { itemId, quantity: line.quantity, variantId: variant.id },
              })
            }
          />
          {variant.photo && (
            <ResponsiveImg image={variant.photo} sizes="6rem" className={styles.thumb} loading="lazy" />
          )}
          <label htmlFor={`${name}-${variant.id}`}>
            {variant.name}, {formatMoney(variant.priceCents)}
          </label>
        </div>
      ))}
    </fieldset>
  );
}

/** A selector's choices (GET .../items/selectors/{selectorId}); choosing one puts that item on the line. */
export function SelectorPicker({ actor, line, label, disabled, selectorId }: PickerProps & { selectorId: number }) {
  const { api } = useRouteContext({ from: '__root__' });
  const selector = useQuery(selectorQuery(api, selectorId));
  if (selector.isPending) return <p>Loading the choices…</p>;
  if (selector.isError) return <p role="alert">The choices could not be loaded.</p>;
  const name = `selector-${line.id}`;
  return (
    <fieldset className={styles.choices}>
      <legend>Choose {label}</legend>
      {selector.data.selectorItems.map(({ item }) => (
        <div key={item.id} className={styles.choice}>
          <input
            type="radio"
            id={`${name}-${item.id}`}
            name={name}
            checked={line.item?.id === item.id}
            disabled={disabled}
            onChange={() =>
              actor.send({
                type: 'line.change',
                lineId: line.id,
                body: { itemId: item.id, quantity: line.quantity, variantId: null },
              })
            }
          />
          {item.photo && <ResponsiveImg image={item.photo} sizes="6rem" className={styles.thumb} loading="lazy" />}
          <label htmlFor={`${name}-${item.id}`}>
            {item.name}, {item.priceCents === null ? 'price to be confirmed' : formatMoney(item.priceCents)}
          </label>
        </div>
      ))}
    </fieldset>
  );
}
