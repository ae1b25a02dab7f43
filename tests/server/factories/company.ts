import { randomBytes } from 'node:crypto';
import { asc } from 'drizzle-orm';
import type { Database } from '#server/db/open-database.ts';
import { locations } from '#server/db/schema.ts';
import { tenantScope, type TenantScope } from '#server/db/tenant-scope.ts';
import type { MediaStore } from '#server/media/media-store.ts';
import { evergreenSeed } from '#server/seed/evergreen/evergreen.ts';
import { EVERGREEN_STAFF_EMAIL, EVERGREEN_STAFF_PASSWORD } from '#server/seed/evergreen/staff.ts';
import { insertTenant, type TenantSeed } from '#server/seed/tenant-seed.ts';

/*
 * A company of a test's own. Its settings are the demo seed's: site (design, navigation,
 * pages, redirects), locations, planning form and mail settings, staff account, price list, and on
 * request the stock memorial themes. None of the demo's people or records come with it (no family
 * accounts, cases, obituaries, memorials, blog articles, shop products): what a test asserts on, it
 * makes with the other factories of this folder, so editing the demo seed breaks no test that is not
 * about the demo.
 */

/** The demo seed without its people and records. */
const settingsOnly: TenantSeed = {
  ...evergreenSeed,
  articles: [],
  shop: [],
  families: [],
  obituaries: [],
  memorials: undefined,
  familyPortal: evergreenSeed.familyPortal && { ...evergreenSeed.familyPortal, cases: [], collaboration: [] },
  familyMedia: undefined,
};

/** The stock memorial themes alone: one object, so their drawn files are stored once per media store. */
const stockThemes: TenantSeed['familyMedia'] = evergreenSeed.familyMedia && { ...evergreenSeed.familyMedia, cases: [] };

export interface FactoryCompany {
  companyId: number;
  /** The company's one host (send it as X-Host): `f-<random>.lantern.test`. */
  host: string;
  name: string;
  /** The public site its mails link to (no trailing slash). */
  siteUrl: string;
  scope: TenantScope;
  /** Its staff account (the demo's address and password, in this company). */
  staff: { email: string; password: string };
  /** Its locations in the seed's order (the other factories name a location by its index here). */
  locations: { id: number; name: string }[];
}

export interface CompanyOptions {
  /** Default: the demo's name, "Evergreen Funeral Homes". */
  name?: string;
  /** Default: `https://<host>`. */
  siteUrl?: string;
  /** The demo's stock memorial themes; left out by default: drawing them costs a second per test file. */
  stockThemes?: boolean;
}

export async function createCompany(
  database: { db: Database; media: MediaStore },
  options: CompanyOptions = {},
): Promise<FactoryCompany> {
  const slug = `f-${randomBytes(6).toString('hex')}`;
  const host = `${slug}.lantern.test`;
  const name = options.name ?? settingsOnly.company.name;
  const siteUrl = options.siteUrl ?? `https://${host}`;
  const { companyId } = await insertTenant(
    database.db,
    {
      ...settingsOnly,
      company: { ...settingsOnly.company, slug, name },
      hosts: [host],
      planning: settingsOnly.planning && { ...settingsOnly.planning, siteUrl },
      familyMedia: options.stockThemes ? stockThemes : undefined,
    },
    database.media,
  );
  const scope = tenantScope(database.db, companyId);
  return {
    companyId,
    host,
    name,
    siteUrl,
    scope,
    staff: { email: EVERGREEN_STAFF_EMAIL, password: EVERGREEN_STAFF_PASSWORD },
    locations: await companyLocations(scope),
  };
}

/** The company's locations in the order its seed listed them (the index a seed names a location by). */
export async function companyLocations(scope: TenantScope) {
  return scope
    .select({
      id: locations.id,
      name: locations.name,
      addressLine1: locations.addressLine1,
      city: locations.city,
      region: locations.region,
      postalCode: locations.postalCode,
      country: locations.country,
    })
    .from(locations)
    .orderBy(asc(locations.position), asc(locations.id));
}
