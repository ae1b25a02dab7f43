import { z } from 'zod';
import { renderContext } from './website.ts';

/**
 * What one stored site version holds (the `content` of a site_versions row): the render context
 * minus what lives in relational tables (company from companies, locations from locations).
 * The builder will edit and publish this document; the server joins the rest on the way out.
 */
export const siteContent = renderContext.pick({
  design: true,
  navigation: true,
  pages: true,
  header: true,
  footer: true,
  settings: true,
});
export type SiteContent = z.infer<typeof siteContent>;

/** A version is edited as a draft, published as the one approved version, then archived. */
export const siteVersionStatus = z.enum(['draft', 'approved', 'archived']);
export type SiteVersionStatus = z.infer<typeof siteVersionStatus>;
