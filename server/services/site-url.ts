import { companyMailSettings } from '#server/db/schema.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';

/**
 * The company's configured public address ("https://evergreen.example", no trailing slash), or
 * null when none is set. Every absolute link the server writes (mails, canonical and share
 * URLs, the sitemap, calendar files) starts here, never from a request header (DESIGN §4).
 */
export async function companySiteUrl(scope: TenantScope): Promise<string | null> {
  const [row] = await scope.select({ siteUrl: companyMailSettings.siteUrl }).from(companyMailSettings).limit(1);
  return row?.siteUrl ?? null;
}
