import { button } from '../button/button.css.ts';
import * as styles from './pager.css.ts';

/**
 * Previous and next page of a list held in the screen's own state (not in the address): the family's
 * wall moderation, the picture picker. Nothing shows for a list of one page. A pager whose page is in
 * the address is made of links instead.
 */
export function ButtonPager({
  label,
  page,
  pages,
  onPage,
}: {
  /** The navigation's name: "Pages of memories". */
  label: string;
  /** 1 and up. */
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className={styles.pager}>
      <button
        type="button"
        className={button({ tone: 'secondary' })}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        Previous page
      </button>
      <span>
        Page {page} of {pages}
      </span>
      <button
        type="button"
        className={button({ tone: 'secondary' })}
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        Next page
      </button>
    </nav>
  );
}
