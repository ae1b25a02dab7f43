import { useRouteContext } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { fromCallback } from 'xstate';
import type { QueryParams } from '#src/lib/api/flatten-query.ts';
import {
  uploadQueueMachine,
  type UploadInput,
  type UploadReport,
} from '#machines/upload-queue/upload-queue.machine.ts';
import { selectQueuedFiles } from '#machines/upload-queue/upload-queue.selectors.ts';

/**
 * An upload queue for one page (decision 0049): the machine with its upload actor made from the
 * composition root's file transfer (XMLHttpRequest, progress per file). `onUploaded` hears each
 * finished file (the page refreshes its list).
 */
export function useUploadQueue(
  path: string,
  options: { query?: (file: Blob) => QueryParams; onUploaded?: () => void },
) {
  const { files } = useRouteContext({ from: '__root__' });
  const actor = useActorRef(
    uploadQueueMachine.provide({
      actors: {
        upload: fromCallback<UploadReport, UploadInput>(({ input, sendBack }) => {
          const abort = new AbortController();
          files
            .upload(path, input.file, {
              query: options.query?.(input.file),
              signal: abort.signal,
              onProgress: (loaded, total) => sendBack({ type: 'upload.progress', id: input.id, loaded, total }),
            })
            .then(
              (result) => {
                sendBack({ type: 'upload.done', id: input.id, result });
                options.onUploaded?.();
              },
              (error: unknown) => {
                if (abort.signal.aborted) return;
                const message = error instanceof Error ? error.message : 'The upload failed';
                sendBack({ type: 'upload.failed', id: input.id, message });
              },
            );
          return () => abort.abort();
        }),
      },
    }),
  );
  const queued = useSelector(actor, selectQueuedFiles);
  return { actor, queued };
}
