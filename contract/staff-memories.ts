import { z } from 'zod';
import { commentStatus, wallComment, wallDecisions } from './family-memorial-wall.ts';
import { rowId, rowIdParam } from './ids.ts';
import { publicationStates } from './obituary-publication.ts';
import { pageOf, pagingQuery } from './paging.ts';

/*
 * Moderation across the company (decision 0066): the memories written on every
 * obituary of the funeral home in one list, and the same approve / reject the family makes on its own
 * wall (GET and POST /api/family/cases/{caseId}/memorial-wall/comments/...): one rule, two doors.
 * Staff only, `memories.moderate` (contract/staff-roles.ts).
 */

/** GET /api/staff/memories: waiting memories by default, newest first. */
export const staffMemoriesQuery = pagingQuery.extend({ status: commentStatus.default('pending') });
export type StaffMemoriesQuery = z.infer<typeof staffMemoriesQuery>;

export const staffMemoryParams = z.object({ id: rowIdParam() });
export type StaffMemoryParams = z.infer<typeof staffMemoryParams>;

/** The decisions, as the path's last part: POST /api/staff/memories/{id}/approve or …/reject. */
export const staffMemoryDecisions = wallDecisions;
export type StaffMemoryDecision = (typeof staffMemoryDecisions)[number];

/** A memory as staff moderate it: the writer's email helps judge it and never leaves the console. */
export const staffMemory = wallComment.extend({
  // The family's memory (its photo as a signed link of an hour, or none), with a row id's bounds.
  id: rowId(),
  /** The obituary it was written on: its editor in the console, and its public page while published. */
  obituary: z.object({
    id: rowId(),
    fullName: z.string(),
    state: z.enum(publicationStates),
    publicPath: z.string().nullable(),
  }),
});
export type StaffMemory = z.infer<typeof staffMemory>;

export const staffMemoriesPage = pageOf(staffMemory).extend({
  /** How many memories of the company wait for a decision, whatever the status asked for. */
  pendingTotal: z.number().int(),
});
export type StaffMemoriesPage = z.infer<typeof staffMemoriesPage>;

/** GET /api/staff/memory-counts: the console's navigation shows it beside "Memories". */
export const memoryCounts = z.object({ pending: z.number().int() });
export type MemoryCounts = z.infer<typeof memoryCounts>;
