/*
 * A case's task pages, their statuses and titles, as plain data: zod-free, so the family portal's
 * pages name and link tasks without loading schema code (family-tasks.ts builds the API's schemas
 * from these and says them again for the server).
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
export type TaskKind = (typeof taskKinds)[number];

/** The spec leaves the values open: to do, being worked on, done. */
export const taskStatuses = ['to-do', 'in-progress', 'done'] as const;
export type TaskStatus = (typeof taskStatuses)[number];

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
