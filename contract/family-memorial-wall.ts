import { z } from 'zod';
import { caseParams } from './family-arrangements.ts';
import { rowIdParam } from './ids.ts';
import { memorialWall } from './memorial.ts';
import { pageOf, pagingQuery } from './paging.ts';

/*
 * Moderating the memorial wall (spec §7 GET .../memorial-wall/comments/{status} (paging), POST
 * .../memorial-wall/comments/{commentId}, POST .../memorial-wall/settings; the review-wall-comments
 * and review-wall-settings tasks). The spec names comment statuses as a path parameter without their
 * values (§4): pending, approved, rejected.
 */

export const commentStatuses = ['pending', 'approved', 'rejected'] as const;
export const commentStatus = z.enum(commentStatuses);
export type CommentStatus = z.infer<typeof commentStatus>;

/**
 * The segment after `comments/` is a status to GET and a memory's id to POST: one path, so both
 * name it `statusOrCommentId` (an OpenAPI path may not differ from another only by a parameter's
 * name; decision 0113). The spec's names were {status} and {commentId}.
 */
export const wallCommentsParams = caseParams.extend({ statusOrCommentId: commentStatus });
export const wallCommentParams = caseParams.extend({ statusOrCommentId: rowIdParam() });
export const wallCommentsQuery = pagingQuery;

/** POST .../memorial-wall/comments/{statusOrCommentId} (a memory's id): the family's decision. */
export const wallDecisions = ['approve', 'reject'] as const;
export const wallDecisionBody = z.object({ decision: z.enum(wallDecisions) });
export type WallDecisionBody = z.infer<typeof wallDecisionBody>;

/** A memory as the family moderates it: the writer's email is shown to the family, never to visitors. */
export const wallComment = z.object({
  id: z.number().int(),
  authorName: z.string(),
  authorEmail: z.string(),
  /** Plain text as typed: shown as text, never as HTML. */
  body: z.string(),
  status: commentStatus,
  createdAt: z.iso.datetime({ offset: true }),
  decidedAt: z.iso.datetime({ offset: true }).nullable(),
  /** The writer's photo, served to the case's members only (GET .../files/{mediaId}/{file}). */
  photoUrl: z.string().nullable(),
});
export type WallComment = z.infer<typeof wallComment>;

export const wallCommentsPage = pageOf(wallComment).extend({
  /** How many memories still wait for a decision (the task is done at none). */
  pendingTotal: z.number().int(),
});
export type WallCommentsPage = z.infer<typeof wallCommentsPage>;

/** POST .../memorial-wall/settings (and GET, added to read them): the whole set. */
export const wallSettingsBody = memorialWall;
export type WallSettingsBody = z.infer<typeof wallSettingsBody>;
