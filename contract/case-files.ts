import { z } from 'zod';
import { mediaFileParams } from './memorial.ts';
import { numberParam } from './number-param.ts';
import { text } from './text.ts';

/*
 * A case's files that are not public (a stationery proof's pages, the memorial video before it is
 * approved, a memory's photo waiting for moderation, the family's own photos and songs) reach the family's browser through signed,
 * expiring links (decision 0050): an <img> or <video> cannot send the family's bearer token.
 */

export const caseFileParams = mediaFileParams;

export const caseFileQuery = z.object({
  /** Unix seconds after which the link no longer opens. */
  expires: numberParam(0, 2 ** 40),
  /** base64url HMAC-SHA256 of the company, file and expiry. */
  signature: text().regex(/^[A-Za-z0-9_-]{43}$/),
});
export type CaseFileQuery = z.infer<typeof caseFileQuery>;
