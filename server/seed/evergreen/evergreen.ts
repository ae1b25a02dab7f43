import type { TenantSeed } from '../tenant-seed.ts';
import { evergreenArticles } from './blog.ts';
import {
  evergreenChapelsAndHearses,
  evergreenCompany,
  evergreenHosts,
  evergreenLocations,
  evergreenRedirects,
} from './company.ts';
import { evergreenFamilyMedia } from './family-media.ts';
import { evergreenMemorials } from './memorials.ts';
import { evergreenObituaries } from './obituaries.ts';
import { evergreenPlanningSections } from './planning-form.ts';
import { evergreenProducts } from './shop.ts';
import { evergreenSiteContent } from './site-content.ts';
import { evergreenCollaboration } from './collaboration.ts';
import { evergreenFamilies } from './families.ts';
import { evergreenRequests } from './requests.ts';
import { evergreenStaff } from './staff.ts';
import { evergreenFamilyCases } from './family-cases.ts';
import { evergreenPriceList } from './price-list.ts';

/** The demo tenant every empty database starts with: Evergreen Funeral Homes on localhost. */
export const evergreenSeed: TenantSeed = {
  company: evergreenCompany,
  hosts: evergreenHosts,
  author: 'Lantern demo seed',
  content: evergreenSiteContent,
  locations: evergreenLocations,
  chapelsAndHearses: evergreenChapelsAndHearses,
  redirects: evergreenRedirects,
  articles: evergreenArticles,
  planning: {
    sections: evergreenPlanningSections,
    siteUrl: 'http://localhost:3000',
    // Every chapel has its own email; a chapel added without one has its requests sent here (decision 0100).
    notificationAddress: 'office@evergreen.example',
  },
  staff: evergreenStaff,
  requests: evergreenRequests,
  families: evergreenFamilies,
  obituaries: evergreenObituaries,
  memorials: evergreenMemorials,
  shop: evergreenProducts,
  familyPortal: { priceList: evergreenPriceList, cases: evergreenFamilyCases, collaboration: evergreenCollaboration },
  familyMedia: evergreenFamilyMedia,
  // The demo takes the sandbox's test cards (`npm start` sets PAYMENT_PROVIDER=sandbox).
  sandboxCardPayments: true,
  // The demo's prices are its own, reviewed: public at once (a real company publishes its own, decision 0106).
  priceListPublished: true,
};
