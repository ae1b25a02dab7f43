import type { ReactNode } from 'react';
import { consolePage } from '../styles/page.css.ts';

/**
 * A list page's frame: its document head, its heading, then what the page lists (filters, the list,
 * its pager) in one column.
 */
export function ListPage({
  title,
  head,
  className = consolePage,
  children,
}: {
  /** The page's heading. */
  title: string;
  /** The document's title and description (the app's PageHead), which src/ui does not know. */
  head: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      {head}
      <h1>{title}</h1>
      {children}
    </div>
  );
}
