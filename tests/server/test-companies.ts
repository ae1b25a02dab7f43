import { randomBytes } from 'node:crypto';
import type { Database } from '#server/db/open-database.ts';
import { evergreenSeed } from '#server/seed/evergreen/evergreen.ts';
import { evergreenStaff } from '#server/seed/evergreen/staff.ts';
import type { StaffRole } from '#contract/staff-roles.ts';
import type { MediaStore } from '#server/media/media-store.ts';
import { insertTenant, type TenantSeed } from '#server/seed/tenant-seed.ts';

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

/** The company's staff account of this role (a set-up company has one of each, as the demo has). */
function account(role: StaffRole): TestStaffAccount {
  const found = evergreenStaff.find((member) => member.staffRole === role);
  if (!found) throw new Error(`the seed has no ${role}`);
  return { email: found.email, password: found.password, name: found.name };
}

/**
 * What a test company starts with: what a funeral home has set up before its first family (site,
 * design, navigation, locations, planning form, staff accounts, shop products, price list, stock
 * themes), the demo seed without its people: no families, cases, obituaries or requests. A test
 * makes those it needs through the product's own calls (decisions 0016 and 0067); the demo's own
 * tests are the seed's server tests.
 */
const setupSeed: TenantSeed = {
  ...evergreenSeed,
  families: [],
  requests: [],
  obituaries: [],
  ...(evergreenSeed.memorials && { memorials: { ...evergreenSeed.memorials, memorials: [] } }),
  ...(evergreenSeed.familyPortal && {
    familyPortal: { priceList: evergreenSeed.familyPortal.priceList, cases: [], collaboration: [] },
  }),
  ...(evergreenSeed.familyMedia && { familyMedia: { ...evergreenSeed.familyMedia, cases: [] } }),
};

/**
 * A new company under a host of its own, so a test's writes are seen by no other test
 * (decision 0016). The same name as the demo: tests read "Evergreen Funeral Homes" on screen.
 */
export async function insertTestCompany(db: Database, media: MediaStore): Promise<TestCompany> {
  const id = randomBytes(6).toString('hex');
  const host = `t-${id}.localhost`;
  const seed = setupSeed;
  const { companyId } = await insertTenant(
    db,
    { ...seed, company: { ...seed.company, slug: `test-${id}` }, hosts: [host] },
    media,
  );
  return {
    companyId,
    host,
    staff: account('staff'),
    director: account('director'),
    owner: account('owner'),
  };
}
