import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { can } from '#contract/staff-roles.ts';
import { users } from '#server/db/schema.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';

/*
 * The export's download link (decision 0086). The archive can be gigabytes (every photo and video),
 * so the browser must save it as it arrives rather than hold it as a blob, and a download the browser
 * runs itself cannot send the owner's bearer token. The owner's call (company.export) answers a
 * link signed for the company and the owner that opens for two minutes; opening it checks the
 * signature and that the account is still an enabled owner, then streams the archive. The signed text
 * starts with "company-export:" so no case-file link's signature (case-files.ts) can stand for one.
 */

/** How long a link opens, in seconds: the console follows it at once. */
export const EXPORT_LINK_SECONDS = 120;

export interface ExportLinkSigner {
  linkFor(companyId: number, userId: number, now: Date): { url: string; expiresAt: string };
  verify(companyId: number, userId: number, expires: number, signature: string, now: Date): boolean;
}

/** `secret` is the case files' (FILE_LINK_SECRET or the database's shared key); omitted (tests), a random one. */
export function exportLinkSigner(secret: string | undefined): ExportLinkSigner {
  const key = secret ? Buffer.from(secret, 'utf8') : randomBytes(32);
  const sign = (companyId: number, userId: number, expires: number) =>
    createHmac('sha256', key).update(`company-export:${companyId}:${userId}:${expires}`).digest('base64url');
  return {
    linkFor(companyId, userId, now) {
      const expires = Math.ceil(now.getTime() / 1000) + EXPORT_LINK_SECONDS;
      const signature = sign(companyId, userId, expires);
      return {
        url: `/api/web/company-export?user=${userId}&expires=${expires}&signature=${signature}`,
        expiresAt: new Date(expires * 1000).toISOString(),
      };
    },
    verify(companyId, userId, expires, signature, now) {
      if (expires * 1000 < now.getTime()) return false;
      const expected = Buffer.from(sign(companyId, userId, expires));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}

/** Whether the account is still one of the company's enabled staff whose role may export. */
export async function mayStillExport(scope: TenantScope, userId: number): Promise<boolean> {
  const [account] = await scope
    .select({ role: users.role, staffRole: users.staffRole })
    .from(users, and(eq(users.id, userId), isNull(users.disabledAt)))
    .limit(1);
  return account?.role === 'staff' && account.staffRole !== null && can(account.staffRole, 'company.export');
}
