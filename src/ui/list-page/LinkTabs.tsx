import { Link } from '@tanstack/react-router';
import type { PageLinkOptions } from '../pager/page-link.ts';
import * as styles from './list-page.css.ts';

export interface LinkTab {
  label: string;
  link: PageLinkOptions;
  /** Whether the list shows this tab now (on any of its pages). */
  current: boolean;
}

/** A list's views as links in a named navigation ("Memories by status"), the current one marked. */
export function LinkTabs({ label, tabs }: { label: string; tabs: readonly LinkTab[] }) {
  return (
    <nav aria-label={label}>
      <ul className={styles.tabs}>
        {tabs.map((tab) => (
          <li key={tab.label}>
            <Link
              {...tab.link}
              className={styles.tab}
              // The router marks only the exact address current; a later page of the same tab is it too.
              activeOptions={{ exact: true }}
              aria-current={tab.current ? 'page' : undefined}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
