/*
 * What a shared link to a page of the site previews (Open Graph, read by Facebook, X, messengers)
 * and which address search engines file it under (the canonical link). The obituary page has its
 * own, written by the server (server/http/obituary-head-tags.ts); these are the other pages'.
 */

export interface ShareFacts {
  /** The page's own title (og:title); the company's name for the home page. */
  title: string;
  description: string;
  companyName: string;
  /** The company's logo as the site shows it: a path of the site or an absolute address. */
  logoUrl: string | null;
  /** The company's configured public address (no trailing slash); null: no absolute link can be written. */
  siteUrl: string | null;
  /** The page's path without its query: a search or a page number is the same page to share. */
  path: string;
}

export interface ShareTags {
  canonical: string | null;
  /** Open Graph properties, in the order they are written. */
  properties: [property: string, content: string][];
}

// Share previews show PNG, JPEG, GIF and WebP, not SVG (the demo's logo): such a logo makes no card image.
const vectorImage = /\.svg\b/i;

export function shareTags({ title, description, companyName, logoUrl, siteUrl, path }: ShareFacts): ShareTags {
  // Encoded as the sitemap writes the same address (server/http/site-files.ts).
  const url = siteUrl && `${siteUrl}${encodeURI(path)}`;
  const properties: ShareTags['properties'] = [
    ['og:type', 'website'],
    ['og:site_name', companyName],
    ['og:title', title],
    ['og:description', description],
  ];
  if (!url) return { canonical: null, properties };
  properties.push(['og:url', url]);
  const image = logoUrl && !vectorImage.test(logoUrl) && absolute(logoUrl, url);
  if (image) properties.push(['og:image', image], ['og:image:alt', companyName]);
  return { canonical: url, properties };
}

/** The logo's absolute address; null for one that is no address (the page then has no card image). */
function absolute(url: string, base: string): string | null {
  try {
    return new URL(url, base).href;
  } catch {
    return null;
  }
}
