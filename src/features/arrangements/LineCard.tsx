import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { MAX_LINE_QUANTITY, type ArrangementCategory, type ArrangementLine } from '#contract/family-arrangements.ts';
import { formatMoney } from '#contract/money.ts';
import type { ArrangementActorRef } from '#machines/arrangement/arrangement.machine.ts';
import { lineChosen, lineLabel, lineMissing, type ItemDetails } from '#machines/arrangement/arrangement.rules.ts';
import { button } from '#src/ui/button/button.css.ts';
import { SelectorPicker, VariantPicker } from './ChoicePickers.tsx';
import * as styles from './arrangements.css.ts';

/** The contract's bound on a line's quantity (lineBody). */
const MAX_QUANTITY = MAX_LINE_QUANTITY;

/** Spec §5 messages for a quantity as typed, or null when it can be sent. */
export function quantityMessage(typed: string): string | null {
  if (typed.trim() === '') return 'This field is required';
  const value = Number(typed);
  if (!Number.isInteger(value)) return 'Expected integer';
  if (value < 1) return 'Must be at least 1';
  if (value > MAX_QUANTITY) return `Cannot exceed ${MAX_QUANTITY}`;
  return null;
}

export interface LineCardProps {
  actor: ArrangementActorRef;
  params: { id: number; name: string };
  line: ArrangementLine;
  category: ArrangementCategory;
  items: ItemDetails;
  canEdit: boolean;
}

/** One line of the arrangement: what it is, what was chosen (or what it still needs), its choices. */
export function LineCard({ actor, params, line, category, items, canEdit }: LineCardProps) {
  const label = lineLabel(line, category, items);
  const missing = lineMissing(line, category, items);
  const [quantity, setQuantity] = useState(String(line.quantity));
  const headingId = `line-${line.id}`;
  const quantityId = `quantity-${line.id}`;
  const parsed = Number(quantity);
  const quantityError = quantityMessage(quantity);
  const quantityValid = quantityError === null;

  return (
    <li className={styles.line} aria-labelledby={headingId}>
      <div className={styles.lineHead}>
        <h5 id={headingId}>{label}</h5>
        <p className={styles.price}>
          {line.unitPriceCents === null
            ? 'Estimate: price to be confirmed'
            : formatMoney(line.unitPriceCents * line.quantity)}
        </p>
      </div>
      {/* What is still needed, else what was chosen (a bare "Complete" told a family nothing). */}
      <p className={missing ? styles.statusMissing : styles.status}>{missing ?? lineChosen(line, category, items)}</p>
      {line.item && line.item.variantCount > 0 && (
        <VariantPicker actor={actor} line={line} label={label} disabled={!canEdit} itemId={line.item.id} />
      )}
      {line.selector && !line.item && (
        <SelectorPicker
          actor={actor}
          line={line}
          label={line.selector.name}
          disabled={!canEdit}
          selectorId={line.selector.id}
        />
      )}
      {line.item && (
        <form
          className={styles.row}
          aria-label={`Quantity of ${label}`}
          onSubmit={(event) => {
            event.preventDefault();
            if (!quantityValid || !line.item) return;
            actor.send({
              type: 'line.change',
              lineId: line.id,
              body: { itemId: line.item.id, quantity: parsed, variantId: line.variant?.id ?? null },
            });
          }}
        >
          <div>
            <label htmlFor={quantityId}>Quantity</label>
            <br />
            <input
              id={quantityId}
              className={styles.quantity}
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_QUANTITY}
              value={quantity}
              disabled={!canEdit}
              aria-invalid={quantityValid ? undefined : true}
              aria-describedby={quantityValid ? undefined : `${quantityId}-error`}
              onChange={(event) => setQuantity(event.target.value)}
            />
          </div>
          <button type="submit" className={button({ tone: 'secondary' })} disabled={!canEdit || !quantityValid}>
            Update quantity
          </button>
          {!quantityValid && <p id={`${quantityId}-error`}>{quantityError}</p>}
        </form>
      )}
      <div className={styles.row}>
        {line.item && (
          <Link
            to="/family-portal/$id/$name/arrangements/item"
            params={params}
            search={{ itemId: line.item.id, lineId: line.id }}
          >
            About {label}
          </Link>
        )}
        {!line.fromPackage && (
          <button
            type="button"
            className={button({ tone: 'secondary' })}
            disabled={!canEdit}
            onClick={() => actor.send({ type: 'line.remove', lineId: line.id })}
          >
            Remove {label}
          </button>
        )}
      </div>
    </li>
  );
}
