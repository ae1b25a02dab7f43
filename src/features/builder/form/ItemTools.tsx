import * as styles from '../builder.css.ts';

/**
 * The tools of one item of a list in a builder form (a menu item, a sub-page, a module's list item):
 * move it up, move it down, remove it. Every button says which item it acts on.
 */
export function ItemTools({
  index,
  count,
  name,
  onMove,
  onRemove,
  canRemove = true,
}: {
  index: number;
  count: number;
  /** The item as the buttons name it: "item 2 (About)". */
  name: string;
  onMove: (to: number) => void;
  onRemove: () => void;
  /** False where the list is at its smallest. */
  canRemove?: boolean;
}) {
  return (
    <div className={styles.itemTools}>
      <button
        type="button"
        className={styles.tool({ tone: 'light' })}
        disabled={index === 0}
        onClick={() => onMove(index - 1)}
      >
        Move {name} up
      </button>
      <button
        type="button"
        className={styles.tool({ tone: 'light' })}
        disabled={index === count - 1}
        onClick={() => onMove(index + 1)}
      >
        Move {name} down
      </button>
      <button type="button" className={styles.tool({ tone: 'danger' })} disabled={!canRemove} onClick={onRemove}>
        Remove {name}
      </button>
    </div>
  );
}
