import { and, asc, eq } from 'drizzle-orm';
import type { DraftRenderContext } from '#contract/builder.ts';
import type { Location, RenderContext } from '#contract/website.ts';
import { siteContent } from '#contract/site-content.ts';
import type { Database } from '#server/db/open-database.ts';
import { companies, locations, siteVersions } from '#server/db/schema.ts';
import { sanitizeSiteContent } from './rich-text.ts';

/**
 * The approved render context of a company (spec §3): the approved site version's document,
 * joined with the company and its locations from their tables, rich text sanitised.
 * Returns null when the company has no approved version.
 */
export async function loadApprovedRenderContext(db: Database, companyId: number): Promise<RenderContext | null> {
  return (await loadVersionContext(db, companyId, 'approved'))?.context ?? null;
}

/** The draft, built and sanitised exactly as the approved context is (preview shows what visitors will see). */
export async function loadDraftRenderContext(db: Database, companyId: number): Promise<DraftRenderContext | null> {
  const loaded = await loadVersionContext(db, companyId, 'draft');
  return loaded ? { ...loaded.context, revision: loaded.revision } : null;
}

async function loadVersionContext(
  db: Database,
  companyId: number,
  status: 'approved' | 'draft',
): Promise<{ context: RenderContext; revision: number } | null> {
  const [companyRows, versionRows, locationList] = await Promise.all([
    db
      .select({ name: companies.name, phoneNumber: companies.phoneNumber, logoUrl: companies.logoUrl })
      .from(companies)
      .where(eq(companies.id, companyId))
      .limit(1),
    db
      .select({ id: siteVersions.id, content: siteVersions.content, revision: siteVersions.revision })
      .from(siteVersions)
      .where(and(eq(siteVersions.companyId, companyId), eq(siteVersions.status, status)))
      .limit(1),
    loadLocations(db, companyId),
  ]);
  const company = companyRows[0];
  const version = versionRows[0];
  if (!company || !version) return null;

  // The stored document is checked, not trusted: a bad write fails loudly here (500, logged)
  // instead of breaking every browser.
  const parsed = siteContent.safeParse(version.content);
  if (!parsed.success) {
    throw new Error(`Site version ${version.id} of company ${companyId} does not match the site content schema`, {
      cause: parsed.error,
    });
  }
  return {
    context: { ...sanitizeSiteContent(parsed.data), company, locations: locationList },
    revision: version.revision,
  };
}

export async function loadLocations(db: Database, companyId: number): Promise<Location[]> {
  const rows = await db
    .select()
    .from(locations)
    .where(eq(locations.companyId, companyId))
    .orderBy(asc(locations.position), asc(locations.id));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    address: {
      line1: row.addressLine1,
      ...(row.addressLine2 ? { line2: row.addressLine2 } : {}),
      city: row.city,
      region: row.region,
      postalCode: row.postalCode,
      country: row.country,
    },
    phoneNumber: row.phoneNumber,
    email: row.email,
  }));
}
