import { and, eq } from 'drizzle-orm';
import {
  media,
  memorialVideos,
  memorialWallSettings,
  obituaries,
  type WallModeration,
  type WallPosting,
} from '#server/db/schema.ts';
import { fileNameOf } from '#server/media/media-keys.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';
import type { App } from '#server/app.ts';
import { testClientAddressHeader } from './test-app.ts';

/** Sets a case's wall settings (inserting the row a case without settings lacks). */
export async function setWall(
  scope: TenantScope,
  caseId: number,
  wall: { moderation?: WallModeration; posting?: WallPosting; shown?: boolean },
): Promise<void> {
  await scope.delete(memorialWallSettings, eq(memorialWallSettings.caseId, caseId));
  await scope.insert(memorialWallSettings, { caseId, ...wall });
}

export async function setVideoApproved(scope: TenantScope, caseId: number, approvedAt: Date | null) {
  await scope.update(memorialVideos, { approvedAt }, eq(memorialVideos.caseId, caseId));
}

export interface MemoryForm {
  name?: string;
  email?: string;
  text?: string;
  photo?: { bytes: Uint8Array; name: string; type: string };
}

/** POST …/memories as a browser's form sends it (multipart/form-data). */
export function postMemoryForm(
  app: App,
  obituaryId: number,
  form: MemoryForm,
  { host = 'localhost', from }: { host?: string; from?: string } = {},
) {
  const body = new FormData();
  if (form.name !== undefined) body.set('name', form.name);
  if (form.email !== undefined) body.set('email', form.email);
  if (form.text !== undefined) body.set('text', form.text);
  if (form.photo)
    body.set('photo', new File([Uint8Array.from(form.photo.bytes)], form.photo.name, { type: form.photo.type }));
  return app.request(`/api/web/obituaries/${obituaryId}/memories`, {
    method: 'POST',
    headers: { 'X-Host': host, Accept: 'application/json', ...(from ? { [testClientAddressHeader]: from } : {}) },
    body,
  });
}

/** The first album photo of an obituary, and a file name it is served under (for tests that call every route). */
export async function albumPhotoOf(scope: TenantScope, obituaryId: number): Promise<{ id: number; file: string }> {
  const [found] = await scope
    .select({ id: media.id, variants: media.variants })
    .from(obituaries, eq(obituaries.id, obituaryId))
    .innerJoin(media, and(eq(media.caseId, obituaries.caseId), eq(media.album, 'photos'), scope.owns(media)))
    .limit(1);
  if (!found) throw new Error(`Obituary ${obituaryId} has no album photo`);
  return { id: found.id, file: fileNameOf(found.variants[0]!.key) };
}

/**
 * POST …/memories with a valid form whose photo is `photoBytes` of filler, sent as a stream in
 * 64 KB chunks without a Content-Length: `pulled` counts the chunks the server asked for, so a
 * test can tell whether the form was read.
 */
export function streamMemoryForm(
  app: App,
  obituaryId: number,
  { photoBytes, from, host = 'localhost' }: { photoBytes: number; from: string; host?: string },
): { response: Promise<Response>; pulled: { chunks: number } } {
  const boundary = 'memory-form-boundary';
  const field = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const head =
    field('name', 'Lee') +
    field('email', 'lee@example.net') +
    field('text', 'Remembering.') +
    `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="photo.jpg"\r\n` +
    'Content-Type: image/jpeg\r\n\r\n';
  const encoder = new TextEncoder();
  const filler = new Uint8Array(64 * 1024).fill(0x61);
  const chunks = [
    encoder.encode(head),
    ...Array.from({ length: Math.ceil(photoBytes / filler.length) }, () => filler),
    encoder.encode(`\r\n--${boundary}--\r\n`),
  ];
  const pulled = { chunks: 0 };
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const chunk = chunks[pulled.chunks];
      if (!chunk) return controller.close();
      pulled.chunks += 1;
      controller.enqueue(chunk);
    },
  });
  const response = Promise.resolve(
    app.request(`/api/web/obituaries/${obituaryId}/memories`, {
      method: 'POST',
      headers: {
        'X-Host': host,
        Accept: 'application/json',
        'Content-Type': `multipart/form-data; boundary=${boundary}`,
        [testClientAddressHeader]: from,
      },
      body,
      duplex: 'half',
    } as RequestInit),
  );
  return { response, pulled };
}
