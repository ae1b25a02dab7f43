import { Link } from '@tanstack/react-router';
import { button } from '../button/button.css.ts';
import type { PageLinkOptions } from './page-link.ts';
import { PagerFrame, type PagerPosition } from './PagerFrame.tsx';
import * as styles from './pager.css.ts';

/**
 * Previous and next page of a list whose page is in the address (`?page=2`), as links, so a page can
 * be bookmarked and Back returns to it. A link that would lead nowhere is left out rather than
 * disabled (a link cannot be). Nothing shows for a list of one page.
 */
export function LinkPager({
  linkTo,
  linkClassName = button({ tone: 'secondary' }),
  ...position
}: PagerPosition & {
  /** The address of a page of the list; `undefined` is the first, whose address usually names no page. */
  linkTo: (page: number | undefined) => PageLinkOptions;
  /** The links' look: secondary buttons unless said. */
  linkClassName?: string;
}) {
  return (
    <PagerFrame
      {...position}
      className={styles.linkPager}
      way={({ target, text, possible }) =>
        possible && (
          <Link {...linkTo(target > 1 ? target : undefined)} className={linkClassName}>
            {text}
          </Link>
        )
      }
    />
  );
}
