import { randomBytes } from 'node:crypto';
import type { Database } from '#server/db/open-database.ts';
import { evergreenSeed } from '#server/seed/evergreen/evergreen.ts';
import type { MediaStore } from '#server/media/media-store.ts';
import { insertTenant, type TenantSeed } from '#server/seed/tenant-seed.ts';
import { testChapels } from './test-catalogue/chapels.ts';
import { testPriceList } from './test-catalogue/price-list.ts';
import { testProducts } from './test-catalogue/shop.ts';
import { testStaff, testStaffSeed } from './test-catalogue/staff.ts';

/** What a browser test needs to use the company it was given. */
export interface TestCompany {
  companyId: number;
  /** `t-<random>.localhost`: Chromium sends every *.localhost name to the loopback address. */
  host: string;
  /** The office staff account (the website builder's tests sign in with it). */
  staff: TestStaffAccount;
  /** The funeral director: publishes obituaries, works every case. */
  director: TestStaffAccount;
  /** The owner: manages the staff accounts. */
  owner: TestStaffAccount;
}

export interface TestStaffAccount {
  email: string;
  password: string;
  name: string;
}

/**
 * Which locations, price list and shop the company has: `test`, the small catalogue the specs name
 * (tests/server/test-catalogue/), or `demo`, the demo's complete one, for a spec whose subject is the
 * complete list (funeral-rule.spec.ts: every item of the Funeral Rule priced).
 */
export const testCatalogues = ['test', 'demo'] as const;
export type TestCatalogue = (typeof testCatalogues)[number];

/**
 * What a test company starts with: what a funeral home has set up before its first family, and no
 * people (no families, cases, obituaries or requests): a test makes those it needs through the
 * product's own calls (decisions 0016 and 0067); the demo's own tests are the seed's server tests.
 *
 * Its catalogue (locations, price list, shop) and its staff accounts are the test's own. The rest is
 * the demo's, as browser specs are about it: the company's name, phone and time zone (tests read
 * "Evergreen Funeral Homes" on screen), the site (pages, design, navigation, redirects, blog articles:
 * site, builder and server-render specs read its pages), the planning form the wizard's specs walk,
 * and the stock memorial themes. None of the demo's people come with it.
 */
const setupSeed: TenantSeed = {
  company: evergreenSeed.company,
  hosts: [],
  author: 'Lantern browser tests',
  content: evergreenSeed.content,
  redirects: evergreenSeed.redirects,
  articles: evergreenSeed.articles,
  ...(evergreenSeed.planning && { planning: evergreenSeed.planning }),
  locations: testChapels,
  staff: testStaffSeed,
  shop: testProducts,
  familyPortal: { priceList: testPriceList, cases: [], collaboration: [] },
  // The memorials' folder only (the family content seed reads its files); none of the demo's memorials.
  ...(evergreenSeed.memorials && { memorials: { ...evergreenSeed.memorials, memorials: [] } }),
  ...(evergreenSeed.familyMedia && { familyMedia: { ...evergreenSeed.familyMedia, cases: [] } }),
  sandboxCardPayments: true,
  // Public from the start, as the demo's is; legal as it stands (test-catalogue/price-list.ts).
  priceListPublished: true,
};

const setupSeeds: Record<TestCatalogue, TenantSeed> = {
  test: setupSeed,
  demo: {
    ...setupSeed,
    locations: evergreenSeed.locations,
    shop: evergreenSeed.shop ?? [],
    ...(evergreenSeed.familyPortal && {
      familyPortal: { priceList: evergreenSeed.familyPortal.priceList, cases: [], collaboration: [] },
    }),
  },
};

/**
 * A new company under a host of its own, so a test's writes are seen by no other test
 * (decision 0016).
 */
export async function insertTestCompany(
  db: Database,
  media: MediaStore,
  catalogue: TestCatalogue = 'test',
): Promise<TestCompany> {
  const id = randomBytes(6).toString('hex');
  const host = `t-${id}.localhost`;
  const seed = setupSeeds[catalogue];
  const { companyId } = await insertTenant(
    db,
    { ...seed, company: { ...seed.company, slug: `test-${id}` }, hosts: [host] },
    media,
  );
  return { companyId, host, ...testStaff };
}
