import { asc, eq } from 'drizzle-orm';
import type { DraftRenderContext } from '#contract/builder.ts';
import type { Location, RenderContext } from '#contract/website.ts';
import { siteContent } from '#contract/site-content.ts';
import { locations, siteVersions } from '#server/db/schema.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';
import { activeLocation, toLocation } from './active-locations.ts';
import { sanitizeSiteContent } from './rich-text.ts';

/**
 * The approved render context of a company (spec §3): the approved site version's document,
 * joined with the company and its locations from their tables, rich text sanitised.
 * Returns null when the company has no approved version.
 */
export async function loadApprovedRenderContext(scope: TenantScope): Promise<RenderContext | null> {
  return (await loadVersionContext(scope, 'approved'))?.context ?? null;
}

/** The draft, built and sanitised exactly as the approved context is (preview shows what visitors will see). */
export async function loadDraftRenderContext(scope: TenantScope): Promise<DraftRenderContext | null> {
  const loaded = await loadVersionContext(scope, 'draft');
  return loaded ? { ...loaded.context, revision: loaded.revision } : null;
}

async function loadVersionContext(
  scope: TenantScope,
  status: 'approved' | 'draft',
): Promise<{ context: RenderContext; revision: number } | null> {
  const [companyRow, versionRows, locationList] = await Promise.all([
    scope.company(),
    scope
      .select({ id: siteVersions.id, content: siteVersions.content, revision: siteVersions.revision })
      .from(siteVersions, eq(siteVersions.status, status))
      .limit(1),
    loadLocations(scope),
  ]);
  const version = versionRows[0];
  if (!companyRow || !version) return null;
  const company = { name: companyRow.name, phoneNumber: companyRow.phoneNumber, logoUrl: companyRow.logoUrl };

  // The stored document is checked, not trusted: a bad write fails loudly here (500, logged)
  // instead of breaking every browser.
  const parsed = siteContent.safeParse(version.content);
  if (!parsed.success) {
    throw new Error(`Site version ${version.id} of company ${scope.companyId} does not match the site content schema`, {
      cause: parsed.error,
    });
  }
  return {
    context: { ...sanitizeSiteContent(parsed.data), company, locations: locationList },
    revision: version.revision,
  };
}

/** The locations visitors and new work may choose, in display order (retired ones are not). */
export async function loadLocations(scope: TenantScope): Promise<Location[]> {
  const rows = await scope.selectAll(locations, activeLocation).orderBy(asc(locations.position), asc(locations.id));
  return rows.map(toLocation);
}
