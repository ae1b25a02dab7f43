import { Link } from '@tanstack/react-router';
import {
  sameList,
  sameTotal,
  selectCategories,
  selectItems,
  selectItemsFailed,
  selectTotal,
  selectIsSigned,
} from '#machines/arrangement/arrangement.selectors.ts';
import { button } from '#src/ui/button/button.css.ts';
import { AddItemPanel } from './AddItemPanel.tsx';
import { LineCard } from './LineCard.tsx';
import { RunningTotal } from './RunningTotal.tsx';
import type { ArrangementPageProps } from './page-props.ts';
import { useArrangement } from './use-arrangement.ts';
import * as styles from './arrangements.css.ts';

/** Spec §4 selections: the categories shown to the family, in order, each line with its state and choices. */
export function SelectionsPage({ actor, params }: ArrangementPageProps) {
  const categories = useArrangement(actor, selectCategories, sameList);
  const items = useArrangement(actor, selectItems);
  const itemsFailed = useArrangement(actor, selectItemsFailed);
  // Read-only once signed; while a change is on its way the machine refuses others, and nothing loses focus.
  const canEdit = !useArrangement(actor, selectIsSigned);
  const total = useArrangement(actor, selectTotal, sameTotal);

  return (
    <div className={styles.page}>
      <h3>Selections</h3>
      {itemsFailed && <p role="alert">Some item details could not be loaded.</p>}
      {categories.length === 0 && (
        <p>
          <Link to="/family-portal/$id/$name/arrangements" params={params}>
            Choose a package
          </Link>{' '}
          to see its selections.
        </p>
      )}
      {categories.map((category) => (
        <section
          key={category.itemCategory.id}
          aria-labelledby={`category-${category.itemCategory.id}`}
          className={styles.category}
        >
          <h4 id={`category-${category.itemCategory.id}`}>{category.itemCategory.name}</h4>
          {category.lines.length === 0 ? (
            <p>Nothing chosen in this category.</p>
          ) : (
            <ul className={styles.cards}>
              {category.lines.map((line) => (
                <LineCard
                  // A new answer from the server resets what was typed (the quantity).
                  key={`${line.id}-${line.quantity}`}
                  actor={actor}
                  params={params}
                  line={line}
                  category={category}
                  items={items}
                  canEdit={canEdit}
                />
              ))}
            </ul>
          )}
        </section>
      ))}
      <RunningTotal total={total} />
      <AddItemPanel actor={actor} canEdit={canEdit} />
      <p>
        <Link
          to="/family-portal/$id/$name/arrangements/details"
          params={params}
          className={button({ tone: 'primary' })}
        >
          Continue to details
        </Link>
      </p>
    </div>
  );
}
