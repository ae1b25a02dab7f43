import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, Outlet, useRouteContext } from '@tanstack/react-router';
import { casePath } from '#src/lib/family/case-path.ts';
import { familyCaseQuery } from '#src/lib/queries/family/cases.ts';
import { container } from '#src/ui/layout/layout.css.ts';
import { SectionNav } from '#src/ui/section-nav/SectionNav.tsx';
import * as styles from './family-case.css.ts';

/** The case's pages (spec §2), in the order a family meets them. */
const sections = [
  { label: 'Home', path: '' },
  { label: 'Arrangements', path: '/arrangements' },
  { label: 'Statement', path: '/statement' },
] as const;

/** Every case page: whose case it is, the case navigation, then the page's own part. */
export function CaseLayout({ caseId }: { caseId: number }) {
  const { api } = useRouteContext({ from: '__root__' });
  const { data: found } = useSuspenseQuery(familyCaseQuery(api, caseId));
  const home = casePath(found);
  return (
    <div className={`${container} ${styles.page}`}>
      <header className={styles.header}>
        <p className={styles.eyebrow}>
          <Link to="/family-portal" className={`${styles.link} ${styles.noPrint}`}>
            Your cases
          </Link>
        </p>
        <h1>{found.decedentName}</h1>
      </header>
      <SectionNav home={home} sections={sections} label={`Arrangements for ${found.decedentName}`} />
      <Outlet />
    </div>
  );
}
