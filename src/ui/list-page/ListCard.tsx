import type { ReactNode } from 'react';
import * as styles from '../styles/card.css.ts';

/** One item of a list page: its heading (a link to its own page), its badges, then its lines. */
export function ListCard({
  title,
  badges,
  className = styles.card,
  titleClassName = styles.cardTitle,
  children,
}: {
  title: ReactNode;
  /** Short states (`<span className={badge}>`), on a line of their own under the title. */
  badges?: ReactNode;
  className?: string;
  titleClassName?: string;
  children: ReactNode;
}) {
  return (
    <li className={className}>
      <h2 className={titleClassName}>{title}</h2>
      {badges && <p className={styles.badges}>{badges}</p>}
      {children}
    </li>
  );
}
