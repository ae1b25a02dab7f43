import type { ReactNode } from 'react';
import { plainList } from '../styles/card.css.ts';

/**
 * The items of a list page as a named list, or what the page says when there are none (nothing at
 * all when it says nothing). Each item renders its own keyed <li>.
 */
export function ItemList<T>({
  items,
  label,
  labelledBy,
  empty,
  emptyClassName,
  className = plainList,
  children,
}: {
  items: readonly T[];
  /** The list's accessible name, or the id of the heading that names it. */
  label?: string;
  labelledBy?: string;
  /** What an empty list says. */
  empty?: ReactNode;
  emptyClassName?: string;
  className?: string;
  children: (item: T, index: number) => ReactNode;
}) {
  if (items.length === 0) return empty === undefined ? null : <p className={emptyClassName}>{empty}</p>;
  return (
    <ul className={className} aria-label={label} aria-labelledby={labelledBy}>
      {items.map(children)}
    </ul>
  );
}
