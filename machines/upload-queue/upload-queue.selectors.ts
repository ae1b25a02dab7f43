import type { QueuedFile, UploadQueueSnapshot } from './upload-queue.machine.ts';

/* What the pages read from the queue: its files in order, and whether anything is still on its way. */

export const selectQueuedFiles = (snapshot: UploadQueueSnapshot): QueuedFile[] => snapshot.context.files;

export const selectIsUploading = (snapshot: UploadQueueSnapshot): boolean => snapshot.matches('uploading');

/** Progress of one file in whole percent (a `<progress>` value of 100). */
export const percentOf = (file: QueuedFile): number =>
  file.status === 'done' ? 100 : file.total > 0 ? Math.floor((100 * file.loaded) / file.total) : 0;
