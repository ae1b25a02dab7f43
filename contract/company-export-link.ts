import { z } from 'zod';
import { numberParam } from './number-param.ts';
import { text } from './text.ts';

/*
 * The export's signed download link (decision 0086), apart from the archive's schemas
 * (company-export.ts) so the console's bundle carries only what its button needs.
 */

/** POST /api/staff/company/export-link: a signed address that downloads the archive once opened. */
export const exportLink = z.object({
  /** Relative to the site: /api/web/company-export?… */
  url: z.string(),
  /** ISO instant after which the link no longer opens. */
  expiresAt: z.string(),
});
export type ExportLink = z.infer<typeof exportLink>;

/** GET /api/web/company-export's query: the signed link's parts. */
export const exportLinkQuery = z.object({
  /** The owner the link was made for (it opens only while that account is an enabled owner). */
  user: numberParam(1, 2 ** 31 - 1),
  /** Unix seconds after which the link no longer opens. */
  expires: numberParam(0, 2 ** 40),
  /** base64url HMAC-SHA256 of the company, the owner and the expiry. */
  signature: text().regex(/^[A-Za-z0-9_-]{43}$/),
});
export type ExportLinkQuery = z.infer<typeof exportLinkQuery>;
