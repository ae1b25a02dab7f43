import { eq, inArray } from 'drizzle-orm';
import type { Database } from '#server/db/open-database.ts';
import { companies, companyHosts } from '#server/db/schema.ts';
import type { MediaStore } from '#server/media/media-store.ts';
import { starterSeed } from '#server/seed/starter/starter-seed.ts';
import { insertTenant } from '#server/seed/tenant-seed.ts';
import { normalizeEmail } from '#server/services/auth.ts';
import { inviteFirstOwner } from '#server/services/staff/first-owner.ts';
import type { CompanyOptions } from './company-options.ts';

/*
 * `npm run company -- create` once its flags are read (decision 0084): a funeral home with its starter
 * content and its first owner, in one transaction, on a database empty or not. A host another company
 * answers on is refused before anything is written.
 */

export type CreateCompanyOutcome =
  | { kind: 'created'; companyId: number; slug: string; ownerLink: string }
  | { kind: 'host-taken'; host: string; companyName: string };

/** "Harbor Light Funeral Home" → "harbor-light-funeral-home" (the slug only names the row). */
export function slugOf(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return slug || 'company';
}

async function freeSlug(db: Database, name: string): Promise<string> {
  const base = slugOf(name);
  for (let n = 1; ; n += 1) {
    const slug = n === 1 ? base : `${base}-${n}`;
    const [taken] = await db.select({ id: companies.id }).from(companies).where(eq(companies.slug, slug)).limit(1);
    if (!taken) return slug;
  }
}

export async function createCompany(
  db: Database,
  media: MediaStore,
  options: CompanyOptions,
  now: Date,
): Promise<CreateCompanyOutcome> {
  const hosts = [...new Set(options.hosts)];
  const [taken] = await db
    .select({ host: companyHosts.host, companyName: companies.name })
    .from(companyHosts)
    .innerJoin(companies, eq(companies.id, companyHosts.companyId))
    .where(inArray(companyHosts.host, hosts))
    .limit(1);
  if (taken) return { kind: 'host-taken', host: taken.host, companyName: taken.companyName };

  const slug = await freeSlug(db, options.name);
  const seed = starterSeed({
    slug,
    name: options.name,
    hosts,
    siteUrl: options.siteUrl,
    timeZone: options.timeZone,
    locations: options.locations,
    senderAddress: options.senderAddress,
    // Someone hears of a request for a location without email from the first day (decision 0100).
    notificationAddress: normalizeEmail(options.notificationAddress ?? options.owner.email),
  });
  let ownerLink = '';
  const { companyId, created } = await insertTenant(db, seed, media, async (scope) => {
    ownerLink = await inviteFirstOwner(
      scope,
      options.owner,
      { name: options.name, phoneNumber: seed.company.phoneNumber, siteUrl: options.siteUrl },
      now,
    );
  });
  // Another run took the slug between the look and the write: nothing of this one was written.
  if (!created) throw new Error(`A company named ${slug} was created at the same moment; run the command again.`);
  return { kind: 'created', companyId, slug, ownerLink };
}
