import { z } from 'zod';
import { rowId } from './ids.ts';
import { pageOf } from './paging.ts';

/*
 * A case's tasks (spec §2 "the /task/ pages", §4 "task statuses", §6 "task assignment targets a
 * userId", §7 GET .../tasks, .../tasks/{taskId}/assign|unassign/{userId}, .../status/{status}).
 * One task per task page of the family portal; finishing a page's work marks its task done.
 */

/** The task pages, by the path under /family-portal/{id}/{name}/task/ (review-stationery/{item} is one of review-stationery's). */
export const taskKinds = [
  'add-details',
  'upload-obituary-photo',
  'upload-photos',
  'upload-music',
  'select-theme',
  'review-obituary',
  'review-wall-comments',
  'review-wall-settings',
  'review-stationery',
  'review-video',
] as const;
export const taskKind = z.enum(taskKinds);
export type TaskKind = z.infer<typeof taskKind>;

/** The spec leaves the values open: to do, being worked on, done. */
export const taskStatuses = ['to-do', 'in-progress', 'done'] as const;
export const taskStatus = z.enum(taskStatuses);
export type TaskStatus = z.infer<typeof taskStatus>;

/** What each task is called, in the family's words. */
export const taskTitles: Record<TaskKind, string> = {
  'add-details': 'Add the life details',
  'upload-obituary-photo': 'Choose the obituary photo',
  'upload-photos': 'Share photos',
  'upload-music': 'Choose the music',
  'select-theme': 'Choose a memorial theme',
  'review-obituary': 'Write and approve the obituary',
  'review-wall-comments': 'Review memories on the memorial wall',
  'review-wall-settings': 'Set up the memorial wall',
  'review-stationery': 'Approve the printed stationery',
  'review-video': 'Approve the memorial video',
};

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
