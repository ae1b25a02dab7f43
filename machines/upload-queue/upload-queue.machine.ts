import { assertEvent, assign, enqueueActions, fromCallback, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';

/*
 * The upload queue of the family's media pages (decision 0049): files are queued, at most
 * two upload at a time (each its own child actor, `upload-<id>`, which reports progress and its end),
 * a failed file keeps the server's message and can be retried, and any file can be removed (an
 * upload in flight is stopped). Which state the queue is in is derived from its files: `idle`
 * (none), `uploading` (some queued or under way), `settled` (every file done or failed).
 * The actor that sends a file is provided by the page's runtime (XMLHttpRequest: fetch reports no
 * upload progress); this file only declares it.
 */

/** How many files upload at once. */
export const UPLOADS_AT_ONCE = 2;

export type QueuedFileStatus = 'queued' | 'uploading' | 'done' | 'failed';

export interface QueuedFile {
  id: string;
  /** The file's name, for people (never sent as a name the server trusts). */
  name: string;
  file: Blob;
  status: QueuedFileStatus;
  /** Bytes sent so far, and of how many. */
  loaded: number;
  total: number;
  /** The server's message when it refused the file. */
  error: string | null;
  /** What the server answered for a finished upload (the photo, the song). */
  result: unknown;
}

export interface UploadQueueContext {
  files: QueuedFile[];
  /** Ids handed out so far: a removed and re-added file gets a new one. */
  added: number;
}

export interface UploadInput {
  id: string;
  file: Blob;
}

/** What an upload actor reports to the queue. */
export type UploadReport =
  | { type: 'upload.progress'; id: string; loaded: number; total: number }
  | { type: 'upload.done'; id: string; result: unknown }
  | { type: 'upload.failed'; id: string; message: string };

export type UploadQueueEvent =
  | { type: 'files.add'; files: readonly { name: string; file: Blob }[] }
  | { type: 'file.retry'; id: string }
  | { type: 'file.remove'; id: string }
  | UploadReport;

export const uploadActorId = (fileId: string) => `upload-${fileId}`;

const find = (context: UploadQueueContext, id: string) => context.files.find((file) => file.id === id);
const isUploading = (context: UploadQueueContext, id: string) => find(context, id)?.status === 'uploading';
const update = (context: UploadQueueContext, id: string, change: Partial<QueuedFile>) =>
  context.files.map((file) => (file.id === id ? { ...file, ...change } : file));

export const uploadQueueMachine = setup({
  types: {
    context: {} as UploadQueueContext,
    events: {} as UploadQueueEvent,
  },
  actors: {
    upload: fromCallback<UploadReport, UploadInput>(({ sendBack, input }) => {
      sendBack({ type: 'upload.failed', id: input.id, message: 'Uploads are not available here' });
    }),
  },
  guards: {
    hasNewFiles: ({ event }) => event.type === 'files.add' && event.files.length > 0,
    isUploadingFile: ({ context, event }) =>
      (event.type === 'upload.progress' || event.type === 'upload.done' || event.type === 'upload.failed') &&
      isUploading(context, event.id),
    isProgress: ({ context, event }) => {
      if (event.type !== 'upload.progress' || !isUploading(context, event.id)) return false;
      const file = find(context, event.id)!;
      return event.loaded >= file.loaded && event.loaded <= event.total && event.total > 0;
    },
    isFailedFile: ({ context, event }) => event.type === 'file.retry' && find(context, event.id)?.status === 'failed',
    isKnownFile: ({ context, event }) => event.type === 'file.remove' && find(context, event.id) !== undefined,
    hasNoFiles: ({ context }) => context.files.length === 0,
    hasPendingFiles: ({ context }) => context.files.some((f) => f.status === 'queued' || f.status === 'uploading'),
  },
  actions: {
    queueFiles: assign(({ context, event }) => {
      assertEvent(event, 'files.add');
      const files = event.files.map((file, index): QueuedFile => ({
        id: `file-${context.added + index + 1}`,
        name: file.name,
        file: file.file,
        status: 'queued',
        loaded: 0,
        total: file.file.size,
        error: null,
        result: null,
      }));
      return { files: [...context.files, ...files], added: context.added + files.length };
    }),
    recordProgress: assign(({ context, event }) => {
      assertEvent(event, 'upload.progress');
      return { files: update(context, event.id, { loaded: event.loaded, total: event.total }) };
    }),
    // A finished upload's actor is stopped: a retry starts a new one under the same id.
    recordDone: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'upload.done');
      const file = find(context, event.id)!;
      enqueue.stopChild(uploadActorId(event.id));
      enqueue.assign({
        files: update(context, event.id, { status: 'done', loaded: file.total, result: event.result }),
      });
    }),
    recordFailure: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'upload.failed');
      enqueue.stopChild(uploadActorId(event.id));
      enqueue.assign({ files: update(context, event.id, { status: 'failed', error: event.message }) });
    }),
    requeue: assign(({ context, event }) => {
      assertEvent(event, 'file.retry');
      return { files: update(context, event.id, { status: 'queued', loaded: 0, error: null }) };
    }),
    removeFile: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'file.remove');
      if (isUploading(context, event.id)) enqueue.stopChild(uploadActorId(event.id));
      enqueue.assign({ files: context.files.filter((file) => file.id !== event.id) });
    }),
    /** Fills the free upload slots with the oldest queued files. */
    startNext: enqueueActions(({ context, enqueue }) => {
      const free = UPLOADS_AT_ONCE - context.files.filter((file) => file.status === 'uploading').length;
      const next = context.files.filter((file) => file.status === 'queued').slice(0, Math.max(0, free));
      if (next.length === 0) return;
      const starting = new Set(next.map((file) => file.id));
      enqueue.assign({
        files: context.files.map((file) => (starting.has(file.id) ? { ...file, status: 'uploading' as const } : file)),
      });
      for (const file of next) {
        enqueue.spawnChild('upload', { id: uploadActorId(file.id), input: { id: file.id, file: file.file } });
      }
    }),
  },
}).createMachine({
  id: 'uploadQueue',
  context: { files: [], added: 0 },
  initial: 'idle',
  on: {
    'files.add': { guard: 'hasNewFiles', actions: ['queueFiles', 'startNext'], target: '.uploading' },
    'upload.progress': { guard: 'isProgress', actions: 'recordProgress' },
    'upload.done': { guard: 'isUploadingFile', actions: ['recordDone', 'startNext'], target: '.sorting' },
    'upload.failed': { guard: 'isUploadingFile', actions: ['recordFailure', 'startNext'], target: '.sorting' },
    'file.retry': { guard: 'isFailedFile', actions: ['requeue', 'startNext'], target: '.uploading' },
    'file.remove': { guard: 'isKnownFile', actions: ['removeFile', 'startNext'], target: '.sorting' },
  },
  states: {
    idle: {},
    uploading: {},
    settled: {},
    /** Passed through after a file ends or leaves: where the queue stands now. */
    sorting: {
      always: [
        { guard: 'hasNoFiles', target: 'idle' },
        { guard: 'hasPendingFiles', target: 'uploading' },
        { target: 'settled' },
      ],
    },
  },
});

export type UploadQueueMachine = typeof uploadQueueMachine;
export type UploadQueueSnapshot = SnapshotFrom<UploadQueueMachine>;
export type UploadQueueActor = ActorRefFrom<UploadQueueMachine>;
