import { Link } from '@tanstack/react-router';
import * as styles from './section-nav.css.ts';

export interface Section {
  label: string;
  /** Below the layout's own address: '' for the layout's home page, '/photos' for a sub-page. */
  path: string;
}

/**
 * The tabs of a layout whose pages share one address prefix (an obituary's sections, a family
 * case's pages): the current one is marked `aria-current="page"`, and the home section only on the
 * home page itself, while any other is current on the pages below it too (a product under Shop).
 */
export function SectionNav({ home, sections, label }: { home: string; sections: readonly Section[]; label: string }) {
  return (
    <nav className={styles.nav} aria-label={label}>
      <ul className={styles.list}>
        {sections.map((section) => (
          <li key={section.path}>
            <Link
              className={styles.link}
              to={`${home}${section.path}`}
              activeOptions={{ exact: section.path === '' }}
              activeProps={{ 'aria-current': 'page' }}
            >
              {section.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
