import { documentTitle } from './navigation.ts';
import { pageDescription } from './page-description.ts';
import { useSite } from './use-site.ts';

/**
 * The document head of a public page: its title and meta description. React 19 hoists both into
 * <head> and takes them out when the page unmounts, so each page has exactly one of each.
 */
export function PageHead({ title, description }: { title: string | null; description?: string }) {
  const site = useSite();
  return (
    <>
      <title>{documentTitle(title, site.company.name)}</title>
      <meta name="description" content={pageDescription(description, site)} />
    </>
  );
}
