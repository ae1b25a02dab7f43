import { documentTitle } from './navigation.ts';
import { pageDescription } from './page-description.ts';
import { ShareTags } from './ShareTags.tsx';
import { useSite } from './use-site.ts';

interface PageHeadProps {
  title: string | null;
  description?: string;
  /**
   * The page's address without its query, for a page meant to be shared and found: its server-rendered
   * HTML then has Open Graph tags and, on a company with a configured site address, a canonical link.
   */
  canonicalPath?: string;
}

/**
 * The document head of a public page: its title and meta description. React 19 hoists both into
 * <head> and takes them out when the page unmounts, so each page has exactly one of each.
 */
export function PageHead({ title, description, canonicalPath }: PageHeadProps) {
  const site = useSite();
  const text = pageDescription(description, site);
  return (
    <>
      <title>{documentTitle(title, site.company.name)}</title>
      <meta name="description" content={text} />
      {/*
       * Share tags are for the HTML the server sends, which link previews and search engines read; the
       * app drops them as it starts (as it does an obituary's, decision 0091). `import.meta.env.SSR` is
       * false in the browser's build, so its bundle carries none of this (the home page's budget, decision 0090).
       */}
      {import.meta.env.SSR && canonicalPath !== undefined && (
        <ShareTags title={title ?? site.company.name} description={text} path={canonicalPath} />
      )}
    </>
  );
}
