import { useQuery } from '@tanstack/react-query';
import { Link, useRouteContext } from '@tanstack/react-router';
import { ObituaryCard } from '#src/lib/obituaries/ObituaryCard.tsx';
import * as cardStyles from '#src/lib/obituaries/obituary-card.css.ts';
import { obituarySearchQuery } from '#src/lib/queries/site/obituaries.ts';
import { button } from '#src/ui/button/button.css.ts';
import { container, section } from '#src/ui/layout/layout.css.ts';
import type { ModuleRenderProps } from '../module-props.ts';

/**
 * The newest published obituaries and a way to all of them. Its own chunk (renderers.ts): pages
 * without it load none of it. It asks for its obituaries itself when it shows, so the page paints
 * first; while the company has none it renders nothing (a heading over an empty list would only
 * confuse visitors), and the builder marks where it sits.
 */
export function RecentObituariesModule({ module, headingLevel }: ModuleRenderProps<'recentObituaries'>) {
  const Heading = headingLevel;
  const { api } = useRouteContext({ from: '__root__' });
  const recent = useQuery(obituarySearchQuery(api, { pageSize: module.limit }));
  if (recent.isSuccess && recent.data.items.length === 0) return null;
  return (
    <section
      className={`${container} ${section}`}
      aria-labelledby={`${module.id}-heading`}
      aria-busy={recent.isPending}
    >
      <Heading id={`${module.id}-heading`}>{module.heading}</Heading>
      {recent.isError && <p>Obituaries could not be loaded just now.</p>}
      <ul className={cardStyles.list}>
        {recent.data?.items.map((obituary) => (
          <li key={obituary.id}>
            <ObituaryCard obituary={obituary} heading="h3" showLocation={false} />
          </li>
        ))}
      </ul>
      <p className={cardStyles.seeAll}>
        <Link to="/obituaries" className={button({ tone: 'secondary' })}>
          See all obituaries
        </Link>
      </p>
    </section>
  );
}
