import type { APIRequestContext } from '@playwright/test';
import type { FamilyTrack } from '#contract/family-media.ts';
import { toneWav } from '#server/seed/tone-wav.ts';
import { familyApi } from './family-api.ts';
import type { FamilyMember } from './family-cases.ts';

/**
 * Songs the family adds for the service, as the portal's music page sends them
 * (POST /api/family/cases/{caseId}/music: the file as the body): a short tone, its title in its tags.
 */
export async function musicTracks(
  request: APIRequestContext,
  member: FamilyMember,
  titles: string[],
): Promise<FamilyTrack[]> {
  const api = await familyApi(request, member);
  const added: FamilyTrack[] = [];
  for (const title of titles) {
    const response = await request.post(`/api/family/cases/${member.caseId}/music`, {
      headers: { Authorization: `Bearer ${api.token}`, 'Content-Type': 'audio/wav' },
      data: toneWav({ seconds: 2, title }),
    });
    if (response.status() !== 201) throw new Error(`song "${title}": ${response.status()} ${await response.text()}`);
    added.push((await response.json()) as FamilyTrack);
  }
  return added;
}
