import type { Address } from '#contract/website.ts';
import { evergreenSeed } from '../evergreen/evergreen.ts';
import type { TenantSeed } from '../tenant-seed.ts';
import { starterSiteContent } from './starter-site.ts';

/*
 * What a real funeral home starts with (`npm run company -- create`, decision 0084), written through
 * insertTenant, the one path every company is made by (the demo, the test factories). Its own name,
 * hosts, site address, time zone, locations and pages; from the demo, only what is not about the demo's
 * people or place: the planning form's five sections, the price list (general goods and services, to
 * be priced in the console before families see it) with the statement template, and the stock
 * memorial themes. No staff but the owner the command invites, no families, cases, obituaries,
 * memorials, articles, redirects or shop products (each shop's are its own: the console adds them).
 * The price list is not public until the owner has reviewed and published it (decision 0106).
 */

/** Who wrote the starter site's first version: the console's checklist knows the starter home page by it. */
export const STARTER_SITE_AUTHOR = 'npm run company -- create';

export interface StarterFacts {
  slug: string;
  name: string;
  hosts: string[];
  siteUrl: string;
  timeZone: string;
  locations: { name: string; address: Address; phoneNumber: string; email: string | null }[];
  senderAddress?: string | undefined;
  /** Where requests and orders go when a location has no email (decision 0100). */
  notificationAddress?: string | undefined;
}

export function starterSeed(facts: StarterFacts): TenantSeed {
  const [main] = facts.locations;
  if (!main) throw new Error('a company needs a location');
  return {
    company: {
      slug: facts.slug,
      name: facts.name,
      phoneNumber: main.phoneNumber,
      logoUrl: null,
      timeZone: facts.timeZone,
    },
    hosts: facts.hosts,
    author: STARTER_SITE_AUTHOR,
    content: starterSiteContent({ name: facts.name, phoneNumber: main.phoneNumber }),
    locations: facts.locations,
    redirects: [],
    articles: [],
    planning: {
      sections: evergreenSeed.planning!.sections,
      siteUrl: facts.siteUrl,
      ...(facts.senderAddress ? { senderAddress: facts.senderAddress } : {}),
      ...(facts.notificationAddress ? { notificationAddress: facts.notificationAddress } : {}),
    },
    familyPortal: evergreenSeed.familyPortal && {
      priceList: evergreenSeed.familyPortal.priceList,
      cases: [],
      collaboration: [],
    },
    familyMedia: evergreenSeed.familyMedia && { ...evergreenSeed.familyMedia, cases: [] },
    // Its 28 starter prices are the demo's, not this funeral home's: "call us for prices" until published.
    priceListPublished: false,
  };
}
