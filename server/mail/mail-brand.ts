import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '#server/db/open-database.ts';
import { companies, companyMailSettings, siteVersions } from '#server/db/schema.ts';
import { httpUrl, type MailBrand, type MailColor } from './mail-html.ts';

/**
 * The logo's address as a mail needs it: absolute, on the company's site address when it is a path
 * ("/media/logo.svg"); null when it is no http(s) address after that.
 */
export function absoluteLogoUrl(logoUrl: string | null, siteUrl: string | null): string | null {
  if (!logoUrl) return null;
  const absolute = httpUrl(logoUrl);
  if (absolute || !siteUrl) return absolute;
  try {
    return httpUrl(new URL(logoUrl, siteUrl).href);
  } catch {
    return null;
  }
}

const colorFields: Record<MailColor, string> = {
  text: 'colorText',
  background: 'colorBackground',
  primary: 'colorPrimary',
  onPrimary: 'colorOnPrimary',
};

/** The colours the published design names, strings only (mail-html.ts checks each before use). */
function colorsOf(design: unknown): MailBrand['colors'] {
  if (typeof design !== 'object' || design === null) return {};
  const fields = design as Record<string, unknown>;
  const colors: Partial<Record<MailColor, string>> = {};
  for (const [key, field] of Object.entries(colorFields) as [MailColor, string][]) {
    const value = fields[field];
    if (typeof value === 'string') colors[key] = value;
  }
  return colors;
}

/**
 * Each company's name, logo and colours (those of its approved site version; none published, the
 * defaults), for the companies of a batch of mails.
 */
export async function loadMailBrands(db: Database, companyIds: number[]): Promise<Map<number, MailBrand>> {
  if (companyIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: companies.id,
      name: companies.name,
      logoUrl: companies.logoUrl,
      siteUrl: companyMailSettings.siteUrl,
    })
    .from(companies)
    .leftJoin(companyMailSettings, eq(companyMailSettings.companyId, companies.id))
    .where(inArray(companies.id, companyIds));
  const designs = await db
    .select({
      companyId: siteVersions.companyId,
      // Only the design, not the pages; jsonb comes parsed or as text, by driver.
      design: sql<unknown>`${siteVersions.content} -> 'design'`.mapWith((value: unknown): unknown =>
        typeof value === 'string' ? JSON.parse(value) : value,
      ),
    })
    .from(siteVersions)
    .where(and(inArray(siteVersions.companyId, companyIds), eq(siteVersions.status, 'approved')));
  const designOf = new Map(designs.map((row) => [row.companyId, row.design]));
  return new Map(
    rows.map((row) => [
      row.id,
      {
        name: row.name,
        logoUrl: absoluteLogoUrl(row.logoUrl, row.siteUrl),
        colors: colorsOf(designOf.get(row.id)),
      },
    ]),
  );
}
