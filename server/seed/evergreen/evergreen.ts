import type { TenantSeed } from '../tenant-seed.ts';
import { evergreenArticles } from './blog.ts';
import { evergreenCompany, evergreenHosts, evergreenLocations, evergreenRedirects } from './company.ts';
import { evergreenSiteContent } from './site-content.ts';

/** The demo tenant every empty database starts with: Evergreen Funeral Homes on localhost. */
export const evergreenSeed: TenantSeed = {
  company: evergreenCompany,
  hosts: evergreenHosts,
  author: 'Lantern demo seed',
  content: evergreenSiteContent,
  locations: evergreenLocations,
  redirects: evergreenRedirects,
  articles: evergreenArticles,
};
