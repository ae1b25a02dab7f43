import { staffPicture, type StaffPicture } from '#contract/staff-pictures.ts';
import type { AuthActorRef } from '#machines/auth/auth.machine.ts';
import { refusalOf, type Refusal } from '#src/lib/account/password-reset-calls.ts';
import type { ApiClient } from '#src/lib/api/client.ts';
import { watchSession } from '#src/lib/console/session-watch.ts';
import { picturesPath } from '#src/lib/queries/console/pictures.ts';
import type { FileTransfer } from '#src/lib/uploads/file-transfer.ts';

/*
 * The picture library's calls (decision 0107), each watched for the session. A picture goes
 * up through the one file transfer (the family's photo upload, decision 0049), its alt text in the
 * query; a refusal with words (a bad alt text, a picture still in use) comes back as an outcome the page
 * shows.
 */

/** Sends one photo with its alt text; the server's answer is the picture it made. */
export async function uploadPicture(
  files: FileTransfer,
  file: Blob,
  alt: string,
  onProgress?: (percent: number) => void,
): Promise<StaffPicture> {
  const answer = await files.upload(picturesPath, file, {
    query: { alt },
    onProgress: (loaded, total) => onProgress?.(Math.floor((100 * loaded) / total)),
  });
  return staffPicture.parse(answer);
}

export type PictureOutcome = { kind: 'done' } | Refusal;

export async function editPictureAlt(
  api: ApiClient,
  auth: AuthActorRef,
  id: number,
  alt: string,
): Promise<PictureOutcome> {
  try {
    await watchSession(auth, api.patch(`${picturesPath}/${id}`, { body: { alt }, schema: staffPicture }));
    return { kind: 'done' };
  } catch (error) {
    return refusalOf(error);
  }
}

export async function deletePicture(api: ApiClient, auth: AuthActorRef, id: number): Promise<PictureOutcome> {
  try {
    await watchSession(auth, api.delete(`${picturesPath}/${id}`));
    return { kind: 'done' };
  } catch (error) {
    return refusalOf(error);
  }
}
