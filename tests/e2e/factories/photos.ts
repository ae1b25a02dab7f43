import type { APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import type { FamilyPhoto } from '#contract/family-media.ts';
import { familyApi } from './family-api.ts';
import type { FamilyMember } from './family-cases.ts';

/** A plain photo of one color, 800 × 600, as a camera's JPEG. */
export const colorPhoto = (red: number, green = 120, blue = 90) =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: { r: red, g: green, b: blue } } })
    .jpeg()
    .toBuffer();

/**
 * Photos the family adds to their case's album, in order, as the portal's upload page sends them
 * (POST /api/family/cases/{caseId}/photos: the file as the body, its caption in the query). Once the
 * case's obituary is published they are its public album.
 */
export async function albumPhotos(
  request: APIRequestContext,
  member: FamilyMember,
  captions: string[],
): Promise<FamilyPhoto[]> {
  const api = await familyApi(request, member);
  const added: FamilyPhoto[] = [];
  for (const [index, caption] of captions.entries()) {
    const response = await request.post(`/api/family/cases/${member.caseId}/photos`, {
      params: { caption },
      headers: { Authorization: `Bearer ${api.token}`, 'Content-Type': 'image/jpeg' },
      data: await colorPhoto(60 + ((index * 70) % 190)),
    });
    if (response.status() !== 201) throw new Error(`photo "${caption}": ${response.status()} ${await response.text()}`);
    added.push((await response.json()) as FamilyPhoto);
  }
  return added;
}
