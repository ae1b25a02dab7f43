import { container } from '#src/ui/layout/layout.css.ts';
import { ModuleList, pageHasOwnHeading } from '#src/lib/modules/ModuleList.tsx';
import { useSite } from '#src/lib/site/use-site.ts';
import { PageHead } from '#src/lib/site/PageHead.tsx';
import * as styles from './CmsPage.css.ts';

/** A CMS page by its path in the context's pages map (the route has checked it exists). */
export function CmsPage({ path }: { path: string }) {
  const site = useSite();
  const page = site.pages[path];
  if (!page) return null;
  return (
    <article>
      <PageHead
        title={page.path === '/' ? null : page.title}
        description={page.description}
        canonicalPath={page.path}
      />
      {!pageHasOwnHeading(page.modules) && (
        <div className={`${container} ${styles.titleBlock}`}>
          <h1>{page.title}</h1>
        </div>
      )}
      <ModuleList modules={page.modules} locations={site.locations} />
    </article>
  );
}
