import { container } from '#src/ui/layout/layout.css.ts';
import { ModuleList, pageHasOwnHeading } from '#src/lib/modules/ModuleList.tsx';
import { useSite } from '#src/lib/site/use-site.ts';
import { documentTitle } from '#src/lib/site/navigation.ts';
import * as styles from './CmsPage.css.ts';

/** A CMS page by its path in the context's pages map (the route has checked it exists). */
export function CmsPage({ path }: { path: string }) {
  const site = useSite();
  const page = site.pages[path];
  if (!page) return null;
  return (
    <article>
      <title>{documentTitle(page.path === '/' ? null : page.title, site.company.name)}</title>
      <meta name="description" content={page.description} />
      {!pageHasOwnHeading(page.modules) && (
        <div className={`${container} ${styles.titleBlock}`}>
          <h1>{page.title}</h1>
        </div>
      )}
      <ModuleList modules={page.modules} locations={site.locations} />
    </article>
  );
}
