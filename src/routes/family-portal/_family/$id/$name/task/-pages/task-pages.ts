import type { TaskKind } from '#contract/family-tasks.ts';
import type { TaskPage } from './task-page.ts';

/**
 * The ten task pages, each its own chunk, loaded on its first visit (decision 0054): one route
 * serves them all, so the public entry carries one route definition instead of twelve.
 */
const taskPages: Record<TaskKind, () => Promise<{ taskPage: TaskPage }>> = {
  'add-details': () => import('./add-details.tsx'),
  'upload-obituary-photo': () => import('./upload-obituary-photo.tsx'),
  'upload-photos': () => import('./upload-photos.tsx'),
  'upload-music': () => import('./upload-music.tsx'),
  'select-theme': () => import('./select-theme.tsx'),
  'review-obituary': () => import('./review-obituary.tsx'),
  'review-wall-comments': () => import('./review-wall-comments.tsx'),
  'review-wall-settings': () => import('./review-wall-settings.tsx'),
  'review-stationery': () => import('./review-stationery.tsx'),
  'review-video': () => import('./review-video.tsx'),
};

export const loadTaskPage = (kind: TaskKind): Promise<TaskPage> => taskPages[kind]().then((module) => module.taskPage);
