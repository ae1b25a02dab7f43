import { randomBytes } from 'node:crypto';
import type { StaffRole } from '#contract/staff-roles.ts';
import { eq } from 'drizzle-orm';
import type { Address, Redirect } from '#contract/website.ts';
import { siteContent, type SiteContent } from '#contract/site-content.ts';
import type { Database } from '#server/db/open-database.ts';
import { tenantScope, type TenantScope } from '#server/db/tenant-scope.ts';
import {
  blogArticles,
  companies,
  companyHosts,
  locations,
  serviceResources,
  paymentConnections,
  redirects,
  siteVersions,
  users,
} from '#server/db/schema.ts';
import { hashPassword, normalizeEmail } from '#server/services/auth.ts';
import type { MediaStore } from '#server/media/media-store.ts';
import { insertFamilyPortalSeed, type FamilyPortalSeed } from './family-portal-seed.ts';
import { insertFamilyContentSeed } from './family-content-seed.ts';
import { insertFamilyMediaSeed, prepareFamilyMediaSeed, type FamilyMediaSeed } from './family-media-seed.ts';
import { insertMemorialSeeds, prepareMemorialSeeds, type MemorialSeeds } from './memorial-seed.ts';
import { insertObituarySeed, type ObituarySeed } from './obituary-seed.ts';
import { insertPlanningSeed, type PlanningSeed } from './planning-seed.ts';
import { insertRequestSeed, type RequestSeed } from './request-seed.ts';
import { insertShopSeed, type ProductSeed } from './shop-seed.ts';

/** Everything one seeded company owns, in contract shapes. */
export interface TenantSeed {
  /** `timeZone` (IANA) defaults to UTC; `paymentInstructions` (how to pay without a card) to none. */
  company: {
    slug: string;
    name: string;
    phoneNumber: string;
    logoUrl: string | null;
    timeZone?: string;
    paymentInstructions?: string | null;
  };
  /** Lower-case hosts the company answers on. */
  hosts: string[];
  author: string;
  content: SiteContent;
  locations: { name: string; address: Address; phoneNumber: string; email: string | null }[];
  /** The chapels of the locations (`location`: an index into `locations`) and the hearses events book. */
  chapelsAndHearses?: { kind: 'chapel' | 'hearse'; name: string; location?: number }[];
  redirects: Redirect[];
  /** In publication order: the oldest gets the lowest id. */
  articles: {
    title: string;
    summary: string;
    author: string;
    html: string;
    imageUrl: string | null;
    publishedAt: string;
  }[];
  /** Staff accounts (the console and the website builder); passwords are hashed before they are stored. */
  staff?: { email: string; name: string; password: string; staffRole: StaffRole }[];
  /** Family accounts (the family portal), hashed the same way; their cases are seeded with them. */
  families?: { email: string; name: string; password: string }[];
  /** The planning wizard's form and where the company's mails link to. */
  planning?: PlanningSeed;
  /** Planning requests in the staff inbox, and what staff did with them. */
  requests?: RequestSeed[];
  /** Demo cases with their obituaries and service schedules, dated relative to the seed's run. */
  obituaries?: ObituarySeed[];
  /** Album photos, memories and memorial videos of those obituaries; files go to the media store. */
  memorials?: MemorialSeeds;
  /** The sympathy shop's products, in display order. */
  shop?: ProductSeed[];
  /** The family portal: the price list, packages, and family cases tied to `families` accounts. */
  familyPortal?: FamilyPortalSeed;
  /** Stock memorial themes, and photos and songs on the family cases. */
  familyMedia?: FamilyMediaSeed;
  /**
   * The owner connected the sandbox's card payments (the demo; tests' companies): cards are taken
   * when the server runs with PAYMENT_PROVIDER=sandbox, and with no other (decision 0101).
   */
  sandboxCardPayments?: boolean;
  /**
   * The general price list is public from the start (the demo's seeds, and the tests' companies that
   * copy them); left out, it waits for the owner to publish it, as a real company's does (decision 0106).
   */
  priceListPublished?: boolean;
}

export interface SeededTenant {
  companyId: number;
  /** False when the company (by slug) already existed and nothing was written. */
  created: boolean;
}

/**
 * Seed passwords are published demo passwords, so one hash each per process does: every browser
 * test's company is a copy of the demo seed, and hashing its accounts again was most of the cost.
 */
const seedHashes = new Map<string, Promise<string>>();
function seedPasswordHash(password: string): Promise<string> {
  let hashed = seedHashes.get(password);
  if (!hashed) {
    hashed = hashPassword(password);
    seedHashes.set(password, hashed);
  }
  return hashed;
}

/**
 * Writes a company and all it owns in one transaction (its media files into `media` first); does
 * nothing when its slug exists.
 * The slug's unique constraint makes two processes seeding at once safe: the second waits for
 * the first, finds the slug taken and skips.
 */
export async function insertTenant(
  db: Database,
  seed: TenantSeed,
  media: MediaStore,
  /** More the caller writes in the same transaction once the company exists (its first owner). */
  andThen?: (scope: TenantScope) => Promise<void>,
): Promise<SeededTenant> {
  // A typo in seed content should fail here, not in every browser.
  const content = siteContent.parse(seed.content);
  // Hashing is slow on purpose: done before the transaction, which then only writes.
  const accounts = [
    ...(seed.staff ?? []).map((member) => ({ ...member, role: 'staff' as const })),
    ...(seed.families ?? []).map((member) => ({ ...member, role: 'family' as const, staffRole: null })),
  ];
  const userRows = await Promise.all(
    accounts.map(async (account) => ({
      email: normalizeEmail(account.email),
      name: account.name,
      role: account.role,
      staffRole: account.staffRole,
      passwordHash: await seedPasswordHash(account.password),
    })),
  );

  // Files are stored before the transaction too (once per store: media keys name their content).
  const memorials = seed.memorials ? await prepareMemorialSeeds(media, seed.memorials) : [];
  const familyMedia = seed.familyMedia ? await prepareFamilyMediaSeed(media, seed.familyMedia) : null;

  return db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(companies)
      .values({ ...seed.company, priceListPublishedAt: seed.priceListPublished ? new Date() : null })
      .onConflictDoNothing({ target: companies.slug })
      .returning({ id: companies.id });
    if (!inserted) {
      const [existing] = await tx
        .select({ id: companies.id })
        .from(companies)
        .where(eq(companies.slug, seed.company.slug));
      if (!existing) throw new Error(`Company ${seed.company.slug} neither inserted nor found`);
      return { companyId: existing.id, created: false };
    }
    const companyId = inserted.id;
    // Everything else the company owns is written through its scope, which adds company_id.
    const scope = tenantScope(tx, companyId);

    await scope.insert(
      companyHosts,
      seed.hosts.map((host) => ({ host: host.toLowerCase() })),
    );
    // The builder starts from a draft identical to what is published.
    await scope.insert(siteVersions, [
      { status: 'approved', content, author: seed.author, version: 1, publishedAt: new Date() },
      { status: 'draft', content, author: seed.author },
    ]);
    const seededLocations = await scope
      .insert(
        locations,
        seed.locations.map((location, position) => ({
          name: location.name,
          addressLine1: location.address.line1,
          addressLine2: location.address.line2 ?? null,
          city: location.address.city,
          region: location.address.region,
          postalCode: location.address.postalCode,
          country: location.address.country,
          phoneNumber: location.phoneNumber,
          email: location.email,
          position,
        })),
      )
      .returning();
    // Seeds name locations by their place in the list.
    seededLocations.sort((a, b) => a.position - b.position);
    if (seed.chapelsAndHearses?.length)
      await scope.insert(
        serviceResources,
        seed.chapelsAndHearses.map((resource, position) => ({
          kind: resource.kind,
          name: resource.name,
          locationId: resource.location === undefined ? null : seededLocations[resource.location]!.id,
          position,
        })),
      );
    if (seed.planning) await insertPlanningSeed(scope, seed.planning);
    if (userRows.length > 0) await scope.insert(users, userRows);
    if (seed.redirects.length > 0) {
      await scope.insert(
        redirects,
        seed.redirects.map((r) => ({ fromPath: r.from, to: r.to, permanent: r.permanent })),
      );
    }
    // One row at a time so ids follow publication order (a multi-row insert does too, but this
    // does not depend on it).
    for (const article of seed.articles) {
      await scope.insert(blogArticles, { ...article, publishedAt: new Date(article.publishedAt) });
    }
    const now = new Date();
    if (seed.requests) await insertRequestSeed(scope, seed.requests, seededLocations, now);
    if (seed.obituaries) await insertObituarySeed(scope, seed.obituaries, seededLocations, now);
    await insertMemorialSeeds(scope, memorials, now);
    if (seed.shop) await insertShopSeed(scope, seed.shop);
    if (seed.familyPortal) await insertFamilyPortalSeed(scope, seed.familyPortal, seededLocations, now);
    if (seed.familyPortal) await insertFamilyContentSeed(scope, media, seed.memorials?.folder, now);
    if (familyMedia) await insertFamilyMediaSeed(scope, familyMedia);
    if (seed.sandboxCardPayments)
      await scope.insert(paymentConnections, {
        provider: 'sandbox',
        accountId: `acct_sandbox_${randomBytes(8).toString('hex')}`,
        status: 'ready',
        connectedAt: now,
      });
    if (andThen) await andThen(scope);
    return { companyId, created: true };
  });
}
