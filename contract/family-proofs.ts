import { z } from 'zod';
import {
  COMMENT_MAX,
  pageTitles,
  stationeryItemTypes,
  stationeryPageTypes,
  stationeryTitles,
  type StationeryItemType,
  type StationeryPageType,
} from './stationery-items.ts';
import { videoFileFields } from './memorial.ts';
import { multilineText } from './text.ts';
import { validationText } from './validation-messages.ts';

/*
 * The funeral home's proofs the family approves (spec §7 GET .../stationery, POST
 * .../stationery/comment?itemType=&pageType=, POST .../stationery/approve, GET .../video, POST
 * .../video/comment, POST .../video/approve; the review-stationery and review-video tasks). A proof is
 * commented on until it is approved; an approved proof is locked (409). Each proof has versions
 * (decision 0078): the family reviews the newest and reads the older ones.
 */

export { stationeryItemTypes, stationeryPageTypes, type StationeryItemType, type StationeryPageType };
export const stationeryItemType = z.enum(stationeryItemTypes);
export const stationeryPageType = z.enum(stationeryPageTypes);

export { COMMENT_MAX, pageTitles, stationeryTitles };

export const proofCommentBody = z.object({
  text: multilineText().trim().min(1, validationText.required).max(COMMENT_MAX),
});
export type ProofCommentBody = z.infer<typeof proofCommentBody>;

/** POST .../stationery/comment: which page of which proof, in the query as the spec says. */
export const stationeryCommentQuery = z.object({ itemType: stationeryItemType, pageType: stationeryPageType });
/** POST .../stationery/approve: which proof, in the query like the comment's (the spec leaves it open). */
export const stationeryApproveQuery = z.object({ itemType: stationeryItemType });

/** Staff's answer to a family comment (decision 0078), shown under it. */
export const proofAnswer = z.object({
  id: z.number().int(),
  authorName: z.string(),
  /** Plain text as typed. */
  body: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type ProofAnswer = z.infer<typeof proofAnswer>;

export const proofComment = proofAnswer.extend({ answers: z.array(proofAnswer) });
export type ProofComment = z.infer<typeof proofComment>;

export const proofImage = z.object({ url: z.string(), width: z.number().int(), height: z.number().int() });

/**
 * A page of a proof sent as one PDF (decision 0082): the file, which of its pages this is and how
 * many it has. The browser's own viewer shows it (`#page=` opens it at the page).
 */
export const proofPdfPage = z.object({
  url: z.string(),
  page: z.number().int().min(1),
  pageCount: z.number().int().min(1),
});
export type ProofPdfPage = z.infer<typeof proofPdfPage>;

/** A page of a proof: an image, or a page of a PDF (exactly one of the two). */
export const stationeryPage = z.object({
  pageType: stationeryPageType,
  image: proofImage.nullable(),
  pdf: proofPdfPage.nullable(),
  comments: z.array(proofComment),
});
export type StationeryPage = z.infer<typeof stationeryPage>;

/**
 * One version of a proof (decision 0078): sent to the family at `sentAt` (null only in staff's view,
 * for the draft not sent yet); the family's approval is of one version.
 */
const versionHead = {
  version: z.number().int().min(1),
  sentAt: z.iso.datetime({ offset: true }).nullable(),
  approvedAt: z.iso.datetime({ offset: true }).nullable(),
};

export const stationeryVersion = z.object({ ...versionHead, pages: z.array(stationeryPage) });
export type StationeryVersion = z.infer<typeof stationeryVersion>;

/** A proof as the family reviews it: its newest version, and the older ones (newest first) as history. */
export const stationeryProof = stationeryVersion.extend({
  itemType: stationeryItemType,
  title: z.string(),
  history: z.array(stationeryVersion),
});
export type StationeryProof = z.infer<typeof stationeryProof>;

/** GET .../stationery: the case's proofs, in item-type order (none until the funeral home makes them). */
export const caseStationery = z.object({ proofs: z.array(stationeryProof) });
export type CaseStationery = z.infer<typeof caseStationery>;

export const videoVersion = z.object({
  ...versionHead,
  ...videoFileFields,
  comments: z.array(proofComment),
});
export type VideoVersion = z.infer<typeof videoVersion>;

/** GET .../video: the memorial video proof (newest version, older ones as history), or null before there is one. */
export const videoProof = z.object({
  video: videoVersion.extend({ history: z.array(videoVersion) }).nullable(),
});
export type VideoProof = z.infer<typeof videoProof>;

export const proofMessages = {
  locked: 'This proof is approved and can no longer change',
} as const;
