import { describe, expect, it } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import { describeModelWalk } from '#machines/model-walk/describe-model-walk.ts';
import { uploadQueueMachine, type UploadInput, type UploadReport } from './upload-queue.machine.ts';
import { model } from './upload-queue.model.ts';
import { percentOf, selectQueuedFiles } from './upload-queue.selectors.ts';

describeModelWalk(model);

describe('upload queue with working uploads', () => {
  it('uploads two at a time, reports progress, and keeps the server’s refusal', async () => {
    const started: string[] = [];
    const actor = createActor(
      uploadQueueMachine.provide({
        actors: {
          upload: fromCallback<UploadReport, UploadInput>(({ input, sendBack }) => {
            started.push(input.id);
            sendBack({ type: 'upload.progress', id: input.id, loaded: 1, total: 2 });
            queueMicrotask(() =>
              sendBack(
                input.id === 'file-2'
                  ? { type: 'upload.failed', id: input.id, message: 'Please choose a JPEG, PNG or WebP photo' }
                  : { type: 'upload.done', id: input.id, result: { ok: input.id } },
              ),
            );
          }),
        },
      }),
    ).start();
    actor.send({ type: 'files.add', files: ['a', 'b', 'c'].map((name) => ({ name, file: new Blob(['xx']) })) });
    expect(started).toEqual(['file-1', 'file-2']);
    expect(selectQueuedFiles(actor.getSnapshot()).map(percentOf)).toEqual([50, 50, 0]);
    await new Promise<void>((resolve) => queueMicrotask(resolve));
    await new Promise<void>((resolve) => setTimeout(resolve, 0));
    expect(started).toEqual(['file-1', 'file-2', 'file-3']);
    expect(selectQueuedFiles(actor.getSnapshot()).map((file) => [file.status, file.error])).toEqual([
      ['done', null],
      ['failed', 'Please choose a JPEG, PNG or WebP photo'],
      ['done', null],
    ]);
    expect(actor.getSnapshot().value).toBe('settled');
  });
});
