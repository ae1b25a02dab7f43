import { z } from 'zod';
import { caseParams } from './family-arrangements.ts';
import { taskStatus } from './family-tasks.ts';
import { rowId, rowIdParam } from './ids.ts';
import { pagingQuery } from './paging.ts';
import { text } from './text.ts';

/*
 * The calls on a case's tasks and members (spec §7): GET .../tasks (paged),
 * POST .../tasks/{taskId}/assign/{userId}, .../unassign/{userId}, .../status/{status},
 * GET .../tasks/{taskId}/user-suggestions and GET .../user-search?query=. The task shapes are
 * family-tasks.ts; a userId is a member of the case (anyone else answers 404, like a foreign id).
 */

export const caseTasksQuery = pagingQuery;
export const taskParams = caseParams.extend({ taskId: rowIdParam() });
export const taskMemberParams = taskParams.extend({ userId: rowIdParam() });
export const taskStatusParams = taskParams.extend({ status: taskStatus });

/** A member of the case, as the assign controls and the search show them. */
export const caseMember = z.object({
  userId: rowId(),
  name: z.string(),
  email: z.string(),
});
export type CaseMember = z.infer<typeof caseMember>;

/** `GET .../user-suggestions`: the case's members, those not yet on the task first. */
export const taskSuggestion = caseMember.extend({ assigned: z.boolean() });
export const taskSuggestions = z.object({ items: z.array(taskSuggestion) });
export type TaskSuggestions = z.infer<typeof taskSuggestions>;

/** `GET .../user-search?query=`: the case's members whose name or email holds the words. */
export const userSearchQuery = z.object({ query: text().trim().max(100).default('') });
export const caseMembersList = z.object({ items: z.array(caseMember) });
export type CaseMembersList = z.infer<typeof caseMembersList>;
