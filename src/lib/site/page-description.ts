/**
 * The page's meta description: its own text, else the company's name and tagline, so no public
 * page goes without one (search engines show it under the link; Lighthouse SEO asks for it).
 */
export function pageDescription(
  own: string | undefined,
  site: { company: { name: string }; settings: { tagline: string } },
): string {
  const text = own?.trim();
  if (text) return text;
  const tagline = site.settings.tagline.trim();
  return tagline ? `${site.company.name}: ${tagline}` : site.company.name;
}
