import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, isNotNull } from 'drizzle-orm';
import { media, type MediaVariant } from '#server/db/schema.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';
import { fileNameOf } from '#server/media/media-keys.ts';

/*
 * Signed links to a case's private files (decision 0050). The family's pages get them from family
 * calls (which checked the member's case); the link then opens the one file until it expires,
 * without a session, because <img> and <video> cannot send the bearer token. A link lasts at most
 * an hour: its expiry is an hour from now rounded down to a quarter hour, so every link made within
 * the same quarter is the same URL (a page that refetches keeps the browser's cached bytes) and
 * lasts 45 to 60 minutes.
 */

/** The longest a link opens, in seconds. */
const LINK_LIFETIME = 3600;
/** Links made within one step of this many seconds share their expiry. */
const EXPIRY_STEP = 900;

/** Whole seconds until `expires` (never past it): how long the file may be cached. */
export const secondsLeft = (expires: number, now: Date): number =>
  Math.max(0, expires - Math.ceil(now.getTime() / 1000));

export interface CaseFileLinks {
  /** The signed address of one rendition of a media row of this company. */
  url(mediaId: number, variant: MediaVariant): string;
}

export interface CaseFileSigner {
  linksFor(companyId: number, now: Date): CaseFileLinks;
  verify(companyId: number, mediaId: number, file: string, expires: number, signature: string, now: Date): boolean;
}

/** `secret` from FILE_LINK_SECRET or the database's shared key (runtime.ts); omitted (tests), a random one. */
export function caseFileSigner(secret: string | undefined): CaseFileSigner {
  const key = secret ? Buffer.from(secret, 'utf8') : randomBytes(32);
  const sign = (companyId: number, mediaId: number, file: string, expires: number) =>
    createHmac('sha256', key).update(`${companyId}:${mediaId}:${file}:${expires}`).digest('base64url');
  return {
    linksFor(companyId, now) {
      const expires = Math.floor((now.getTime() / 1000 + LINK_LIFETIME) / EXPIRY_STEP) * EXPIRY_STEP;
      return {
        url(mediaId, variant) {
          const file = fileNameOf(variant.key);
          const signature = sign(companyId, mediaId, file, expires);
          return `/api/web/case-files/${mediaId}/${file}?expires=${expires}&signature=${signature}`;
        },
      };
    },
    verify(companyId, mediaId, file, expires, signature, now) {
      if (expires * 1000 < now.getTime()) return false;
      const expected = Buffer.from(sign(companyId, mediaId, file, expires));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}

/** The rendition `file` of a case's media row of this company (any album), or null. */
export async function findCaseFile(scope: TenantScope, mediaId: number, file: string): Promise<MediaVariant | null> {
  const [row] = await scope
    .select({ variants: media.variants })
    .from(media, and(eq(media.id, mediaId), isNotNull(media.caseId)))
    .limit(1);
  return row?.variants.find((variant) => fileNameOf(variant.key) === file) ?? null;
}
