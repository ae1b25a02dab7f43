import { z } from 'zod';
import { rowIdParam } from './ids.ts';
import { stationeryItemType, stationeryPageType, stationeryVersion, videoVersion } from './family-proofs.ts';
import { caseIdParams } from './staff-cases.ts';
import { PROOF_MAX_PAGES } from './stationery-items.ts';

/*
 * The console's side of the proofs (decision 0078): staff upload a stationery
 * proof page by page and the memorial video with its captions into a draft version, send it to the
 * family (a new version to approve), and answer the family's comments. Uploads are the request body
 * itself, judged by content on the one upload path (server/http/staged-upload.ts).
 */

export const stationeryProofParams = caseIdParams.extend({ itemType: stationeryItemType });
export const stationeryPageParams = stationeryProofParams.extend({ pageType: stationeryPageType });
export const proofCommentParams = caseIdParams.extend({ commentId: rowIdParam() });

/** One item's versions, newest first: a draft (sentAt null) first when staff are preparing one. */
export const staffStationeryProof = z.object({
  itemType: stationeryItemType,
  title: z.string(),
  versions: z.array(stationeryVersion),
});
export type StaffStationeryProof = z.infer<typeof staffStationeryProof>;

/** GET /api/staff/cases/{id}/proofs: every item type (versions empty before the first upload) and the video. */
export const staffProofs = z.object({
  stationery: z.array(staffStationeryProof),
  video: z.object({ versions: z.array(videoVersion) }),
});
export type StaffProofs = z.infer<typeof staffProofs>;

/** The largest memorial video, and the largest captions file, in bytes. */
export const VIDEO_MAX_BYTES = 500 * 1024 * 1024;
export const CAPTIONS_MAX_BYTES = 1024 * 1024;

/** The largest proof PDF, in bytes. */
export const PDF_MAX_BYTES = 50 * 1024 * 1024;

export const pdfMessages = {
  notPdf: 'Please choose a PDF file',
  tooLarge: 'The PDF must be 50 MB or smaller',
  unreadable:
    'We could not read the pages of this PDF (a password-protected file cannot be read): save it again as a PDF, or upload each page as an image',
  activeContent:
    'This PDF contains scripts or attached files: upload a PDF without them (print it to PDF again), or upload each page as an image',
  tooManyPages: `A proof has at most ${PROOF_MAX_PAGES} pages (front, inside left, inside right, back): keep those pages only`,
} as const;

export const videoMessages = {
  notVideo: 'Please choose an MP4 or WebM video',
  tooLarge: 'The video must be 500 MB or smaller',
} as const;

export const captionsMessages = {
  notCaptions: 'Please choose a WebVTT captions file (.vtt)',
  tooLarge: 'The captions file must be 1 MB or smaller',
} as const;

/** The 409s of sending a version, and of captions without a video. */
export const sendMessages = {
  nothingToSend: 'There is no new version to send: upload a page or a file first',
  noCaptions: 'Add the captions before sending the video',
  noVideo: 'Upload the video before its captions',
} as const;

/** The picker's accept lists: a hint only, the server judges the bytes. */
export const proofAccepts = {
  page: 'image/jpeg,image/png,image/webp',
  pdf: 'application/pdf,.pdf',
  video: 'video/mp4,video/webm',
  captions: 'text/vtt,.vtt',
} as const;
