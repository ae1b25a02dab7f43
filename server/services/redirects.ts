import { asc } from 'drizzle-orm';
import type { Redirect } from '#contract/website.ts';
import { redirects } from '#server/db/schema.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';

/** A company's redirects (spec §2: a server-provided lookup per path; external ones leave the site). */
export function loadRedirects(scope: TenantScope): Promise<Redirect[]> {
  return scope
    .select({ from: redirects.fromPath, to: redirects.to, permanent: redirects.permanent })
    .from(redirects)
    .orderBy(asc(redirects.fromPath));
}
