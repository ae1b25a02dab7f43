import type { ReactNode } from 'react';

/** One way out of the page shown: back or on. */
export interface PagerWay {
  /** The page it leads to. */
  target: number;
  text: 'Previous page' | 'Next page';
  /** False at either end of the list (no page 0, none after the last). */
  possible: boolean;
}

/** Where a pager is: its navigation's name, the page shown and how many there are. */
export interface PagerPosition {
  /** The navigation's name: "Pages of cases". */
  label: string;
  /** 1 and up. */
  page: number;
  pages: number;
}

/**
 * What every pager shows: the navigation named by its label, the way back, "Page 2 of 5" and the way
 * on. Nothing for a list of one page. Each way is a button or a link (ButtonPager, LinkPager).
 */
export function PagerFrame({
  label,
  page,
  pages,
  className,
  way,
}: PagerPosition & { className: string; way: (way: PagerWay) => ReactNode }) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className={className}>
      {way({ target: page - 1, text: 'Previous page', possible: page > 1 })}
      <span>
        Page {page} of {pages}
      </span>
      {way({ target: page + 1, text: 'Next page', possible: page < pages })}
    </nav>
  );
}
