import { rule, type WalkStep } from '#machines/model-walk/machine-model.ts';
import type { UploadQueueEvent, UploadQueueMachine, UploadQueueSnapshot } from './upload-queue.machine.ts';

/*
 * The upload queue's rules (decision 0049: files queued, uploading with progress, done, failed with the
 * server's message, retry, remove, two at a time), written apart from the machine with literal
 * values: nothing is imported from upload-queue.machine.ts but types. Checked after every step.
 */

const AT_ONCE = 2;

const ids = (snapshot: UploadQueueSnapshot) => snapshot.context.files.map((file) => file.id);
const count = (snapshot: UploadQueueSnapshot, status: string) =>
  snapshot.context.files.filter((file) => file.status === status).length;

export function uploadQueueRules({ before, event, after }: WalkStep<UploadQueueMachine>): void {
  const { files } = after.context;
  const uploading = count(after, 'uploading');
  const queued = count(after, 'queued');
  rule(uploading <= AT_ONCE, `at most ${AT_ONCE} files upload at once, found ${uploading}`);
  rule(queued === 0 || uploading === AT_ONCE, 'no file waits while an upload slot is free');

  // One upload actor per uploading file, and none for any other.
  const children = Object.keys(after.children).sort();
  const expected = files
    .filter((file) => file.status === 'uploading')
    .map((file) => `upload-${file.id}`)
    .sort();
  rule(JSON.stringify(children) === JSON.stringify(expected), `upload actors ${children.join()} ≠ ${expected.join()}`);

  const value = after.value as string;
  const expectedValue = files.length === 0 ? 'idle' : uploading + queued > 0 ? 'uploading' : 'settled';
  rule(value === expectedValue, `the queue is ${expectedValue}, not ${value}`);

  for (const file of files) {
    rule(file.loaded >= 0 && file.loaded <= file.total, `${file.id}: progress within the file`);
    if (file.status === 'done') rule(file.loaded === file.total && file.error === null, `${file.id}: done is whole`);
    if (file.status === 'failed') rule(typeof file.error === 'string' && file.error !== '', `${file.id}: says why`);
    if (file.status === 'queued') rule(file.loaded === 0 && file.error === null, `${file.id}: queued from the start`);
  }

  if (!before || !event) return;
  const sent = event as UploadQueueEvent;
  const previous = ids(before);
  const now = ids(after);
  const file = 'id' in sent ? after.context.files.find((f) => f.id === sent.id) : undefined;
  switch (sent.type) {
    case 'files.add':
      rule(JSON.stringify(now.slice(0, previous.length)) === JSON.stringify(previous), 'added files go at the end');
      rule(now.length === previous.length + sent.files.length, 'every file sent is queued');
      rule(
        after.context.files.slice(previous.length).every((f, i) => f.name === sent.files[i]?.name && f.loaded === 0),
        'added in the order chosen, nothing sent yet',
      );
      break;
    case 'upload.progress':
      rule(file?.loaded === sent.loaded && file.total === sent.total, 'progress is recorded');
      break;
    case 'upload.done':
      rule(file?.status === 'done' && file.result === sent.result, "a finished file keeps the server's answer");
      break;
    case 'upload.failed':
      rule(file?.status === 'failed' && file.error === sent.message, "a failed file keeps the server's message");
      break;
    case 'file.retry':
      rule(file?.status === 'queued' || file?.status === 'uploading', 'a retried file is sent again');
      break;
    case 'file.remove':
      rule(!now.includes(sent.id), 'a removed file leaves the queue');
      rule(
        JSON.stringify(now) === JSON.stringify(previous.filter((id) => id !== sent.id)),
        'the others keep their order',
      );
      break;
  }
  if (sent.type !== 'files.add' && sent.type !== 'file.remove') {
    rule(JSON.stringify(now) === JSON.stringify(previous), 'the order of the files never changes');
  }
}

/** What the queue ignores: reports about files that are not uploading, backwards progress, retrying what did not fail. */
export function refusedUploadQueueEvents(snapshot: UploadQueueSnapshot): UploadQueueEvent[] {
  const { files } = snapshot.context;
  const notUploading = files.filter((file) => file.status !== 'uploading');
  const notFailed = files.filter((file) => file.status !== 'failed');
  const started = files.find((file) => file.status === 'uploading' && file.loaded > 0);
  return [
    { type: 'files.add', files: [] },
    { type: 'upload.progress', id: 'no-such-file', loaded: 1, total: 2 },
    { type: 'upload.done', id: 'no-such-file', result: null },
    { type: 'upload.failed', id: 'no-such-file', message: 'No' },
    { type: 'file.retry', id: 'no-such-file' },
    { type: 'file.remove', id: 'no-such-file' },
    ...notUploading.flatMap((file): UploadQueueEvent[] => [
      { type: 'upload.progress', id: file.id, loaded: 0, total: file.total },
      { type: 'upload.done', id: file.id, result: 'late' },
      { type: 'upload.failed', id: file.id, message: 'Late' },
    ]),
    ...notFailed.map((file): UploadQueueEvent => ({ type: 'file.retry', id: file.id })),
    ...(started
      ? [{ type: 'upload.progress', id: started.id, loaded: started.loaded - 1, total: started.total } as const]
      : []),
  ];
}
