import { z } from 'zod';
import { rowId } from './ids.ts';
import { pageOf } from './paging.ts';
import { taskKinds, taskStatuses, taskTitles, type TaskKind, type TaskStatus } from './task-kinds.ts';

/*
 * A case's tasks (spec §2 "the /task/ pages", §4 "task statuses", §6 "task assignment targets a
 * userId", §7 GET .../tasks, .../tasks/{taskId}/assign|unassign/{userId}, .../status/{status}).
 * One task per task page of the family portal; finishing a page's work marks its task done. The
 * kinds, statuses and titles are task-kinds.ts's (zod-free, for the portal's pages).
 */

export { taskKinds, taskStatuses, taskTitles };
export type { TaskKind, TaskStatus };

export const taskKind = z.enum(taskKinds);
export const taskStatus = z.enum(taskStatuses);

export const taskAssignee = z.object({ userId: rowId(), name: z.string() });
export type TaskAssignee = z.infer<typeof taskAssignee>;

export const caseTask = z.object({
  id: rowId(),
  kind: taskKind,
  title: z.string(),
  status: taskStatus,
  assignees: z.array(taskAssignee),
  /** ISO instant of the last change of status or assignees. */
  updatedAt: z.string(),
});
export type CaseTask = z.infer<typeof caseTask>;

export const caseTasksPage = pageOf(caseTask);
export type CaseTasksPage = z.infer<typeof caseTasksPage>;
