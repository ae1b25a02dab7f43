import { useSuspenseQuery } from '@tanstack/react-query';
import { Outlet, useRouteContext } from '@tanstack/react-router';
import { obituaryPath } from '#contract/obituary-path.ts';
import { themeCustomProperties } from '#contract/theme-fonts.ts';
import { ResponsiveImg } from '#src/lib/ResponsiveImg.tsx';
import { obituaryQuery } from '#src/lib/queries/site/obituaries.ts';
import { container } from '#src/ui/layout/layout.css.ts';
import { SectionNav } from '#src/ui/section-nav/SectionNav.tsx';
import { lifeDates } from '#src/lib/obituaries/life-dates.ts';
import * as styles from './obituaries.css.ts';
import { useVisitorClock } from '#src/lib/visitor-clock.ts';

/** The obituary's sub-pages (spec §2), in the order a visitor meets them. */
const sections = [
  { label: 'Obituary', path: '' },
  { label: 'Photos', path: '/photos' },
  { label: 'Memories', path: '/memories' },
  { label: 'Memorial video', path: '/memorial-video' },
  { label: 'Shop', path: '/shop' },
] as const;

/** Every obituary page: who the person was, then the page's own part. */
export function ObituaryLayout({ id }: { id: number }) {
  const clock = useVisitorClock();
  const { api } = useRouteContext({ from: '__root__' });
  const { data: obituary } = useSuspenseQuery(obituaryQuery(api, id));
  const home = obituaryPath(obituary);
  return (
    <article
      className={`${container} ${styles.page}${obituary.theme ? ` ${styles.themed}` : ''}`}
      data-memorial-theme={obituary.theme ? 'family' : undefined}
      style={obituary.theme ? themeCustomProperties(obituary.theme) : undefined}
    >
      <header className={styles.header}>
        {obituary.photo && (
          <ResponsiveImg className={styles.portrait} image={obituary.photo} sizes="12rem" fetchPriority="high" />
        )}
        <div>
          <h1 className={styles.name}>{obituary.fullName}</h1>
          <p className={styles.lifeDates}>{lifeDates(obituary, clock.locale)}</p>
        </div>
      </header>
      <SectionNav
        home={home}
        // A shop the funeral home turned off has no tab (its pages answer "not found").
        sections={obituary.shop ? sections : sections.filter((section) => section.path !== '/shop')}
        label={`About ${obituary.fullName}`}
      />
      <Outlet />
    </article>
  );
}
