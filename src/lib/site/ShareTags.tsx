import { useRouteContext } from '@tanstack/react-router';
import { shareTags } from './share-tags.ts';
import { useSite } from './use-site.ts';

/** A page's Open Graph tags and canonical link (share-tags.ts), hoisted into <head> by React 19. */
export function ShareTags({ title, description, path }: { title: string; description: string; path: string }) {
  const { company } = useSite();
  const siteUrl = useRouteContext({ from: '__root__', select: (context) => context.siteUrl });
  const tags = shareTags({
    title,
    description,
    companyName: company.name,
    logoUrl: company.logoUrl,
    siteUrl: siteUrl ?? null,
    path,
  });
  return (
    <>
      {tags.properties.map(([property, content]) => (
        <meta key={property} property={property} content={content} />
      ))}
      {tags.canonical && <link rel="canonical" href={tags.canonical} />}
    </>
  );
}
