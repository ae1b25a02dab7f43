import { useQuery } from '@tanstack/react-query';
import { Link, useRouteContext } from '@tanstack/react-router';
import { formatMoney } from '#contract/money.ts';
import { findLine } from '#machines/arrangement/arrangement.rules.ts';
import { selectArrangement, selectIsSigned } from '#machines/arrangement/arrangement.selectors.ts';
import { gplItemQuery } from '#src/lib/queries/family/arrangements.ts';
import { ResponsiveImg } from '#src/lib/ResponsiveImg.tsx';
import { VariantPicker } from './ChoicePickers.tsx';
import type { ItemSearch } from './item-search.ts';
import type { ArrangementPageProps } from './page-props.ts';
import { useArrangement } from './use-arrangement.ts';
import * as styles from './arrangements.css.ts';

/** One item of the price list: its description, photo and price, and (for a line) its variants to choose from. */
export function ItemPage({ actor, params, search }: ArrangementPageProps & { search: ItemSearch }) {
  const { api } = useRouteContext({ from: '__root__' });
  const arrangement = useArrangement(actor, selectArrangement);
  // Read-only once signed; while a change is on its way the machine refuses others, and nothing loses focus.
  const canEdit = !useArrangement(actor, selectIsSigned);
  const item = useQuery({ ...gplItemQuery(api, search.itemId ?? 0), enabled: search.itemId !== undefined });
  const line = search.lineId === undefined ? undefined : findLine(arrangement, search.lineId);
  const back = (
    <Link to="/family-portal/$id/$name/arrangements/selections" params={params}>
      Back to selections
    </Link>
  );

  if (search.itemId === undefined) return <p>No item was chosen. {back}</p>;
  if (item.isPending) return <p>Loading the item…</p>;
  if (item.isError) return <p role="alert">This item could not be loaded. {back}</p>;
  const details = item.data;
  return (
    <article aria-labelledby="item-heading" className={styles.page}>
      <h3 id="item-heading">{details.name}</h3>
      {details.photo && (
        <ResponsiveImg image={details.photo} sizes="(min-width: 640px) 30rem, 100vw" className={styles.photo} />
      )}
      <p>{details.description}</p>
      <p className={styles.price}>
        {details.priceCents === null ? 'Estimate: price to be confirmed' : formatMoney(details.priceCents)}
        {details.cashAdvance && ' (cash advance)'}
      </p>
      {details.variantCount > 0 &&
        (line?.item?.id === details.id ? (
          <VariantPicker actor={actor} line={line} label={details.name} disabled={!canEdit} itemId={details.id} />
        ) : (
          <p>This item comes in {details.variantCount} variants.</p>
        ))}
      <p>{back}</p>
    </article>
  );
}
