import { button } from '../button/button.css.ts';
import { PagerFrame, type PagerPosition } from './PagerFrame.tsx';
import * as styles from './pager.css.ts';

/**
 * Previous and next page of a list held in the screen's own state (not in the address): the family's
 * wall moderation, the picture picker. Nothing shows for a list of one page. A pager whose page is in
 * the address is made of links instead (LinkPager).
 */
export function ButtonPager({ onPage, ...position }: PagerPosition & { onPage: (page: number) => void }) {
  return (
    <PagerFrame
      {...position}
      className={styles.pager}
      way={({ target, text, possible }) => (
        <button
          type="button"
          className={button({ tone: 'secondary' })}
          disabled={!possible}
          onClick={() => onPage(target)}
        >
          {text}
        </button>
      )}
    />
  );
}
