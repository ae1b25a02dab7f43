import { fromCallback } from 'xstate';
import { defineModel } from '#machines/model-walk/machine-model.ts';
import {
  uploadQueueMachine,
  type UploadInput,
  type UploadQueueEvent,
  type UploadReport,
} from './upload-queue.machine.ts';
import { refusedUploadQueueEvents, uploadQueueRules } from './upload-queue.model-rules.ts';

/*
 * The upload queue's model (decision 0049): upload actors are stubs that never report, and their
 * reports (progress, done, failed with a message) are sent by the walk as the actor would. At most
 * three files keep the graph small while still filling both slots and a queue behind them.
 */

const FILE_BYTES = 10;
const fileOf = (name: string) => ({ name, file: new Blob(['x'.repeat(FILE_BYTES)]) });

export const modelMachine = uploadQueueMachine.provide({
  actors: { upload: fromCallback<UploadReport, UploadInput>(() => () => {}) },
});

export const model = defineModel({
  name: 'upload-queue',
  machine: modelMachine,
  events: ({ context: { files } }): UploadQueueEvent[] => [
    ...(files.length < 3 ? [{ type: 'files.add', files: [fileOf(`photo-${files.length + 1}.jpg`)] } as const] : []),
    ...(files.length === 0 ? [{ type: 'files.add', files: [fileOf('a.jpg'), fileOf('b.jpg')] } as const] : []),
    ...files.flatMap((file): UploadQueueEvent[] => {
      switch (file.status) {
        case 'uploading':
          return [
            ...(file.loaded === 0
              ? [{ type: 'upload.progress', id: file.id, loaded: 5, total: FILE_BYTES } as const]
              : []),
            { type: 'upload.done', id: file.id, result: { id: file.id } },
            { type: 'upload.failed', id: file.id, message: 'Please choose a JPEG, PNG or WebP photo' },
            { type: 'file.remove', id: file.id },
          ];
        case 'failed':
          return [
            { type: 'file.retry', id: file.id },
            { type: 'file.remove', id: file.id },
          ];
        default:
          return [{ type: 'file.remove', id: file.id }];
      }
    }),
  ],
  // Each file's status and whether it has progress: at most three files, so the graph is bounded.
  abstract: ({ context: { files } }) => files.map((file) => `${file.status}:${file.loaded > 0 ? 'some' : 'none'}`),
  rules: uploadQueueRules,
  refused: refusedUploadQueueEvents,
});
