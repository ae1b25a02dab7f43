import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';
import type { WallCommentsPage } from '#contract/family-memorial-wall.ts';
import type { MemoryPosted } from '#contract/memorial.ts';
import { familyApi } from './family-api.ts';
import type { FamilyMember } from './family-cases.ts';

export interface Memory {
  name: string;
  email: string;
  text: string;
}

/**
 * A memory a visitor shares on a published obituary's memories page: the page's own call
 * (POST /api/web/obituaries/{id}/memories, multipart like the form), with no photo.
 */
export async function sharedMemory(
  request: APIRequestContext,
  obituaryId: number,
  memory: Memory,
): Promise<MemoryPosted> {
  const response = await request.post(`/api/web/obituaries/${obituaryId}/memories`, { multipart: { ...memory } });
  expect(response.status(), `memory by ${memory.name}: ${await response.text()}`).toBe(201);
  return (await response.json()) as MemoryPosted;
}

/**
 * The family approves the memories waiting on their case's wall (the portal's memorial-wall calls):
 * those written by `authors`, or every one waiting when left out.
 */
export async function approveMemories(request: APIRequestContext, member: FamilyMember, authors?: string[]) {
  const api = await familyApi(request, member);
  const base = `/api/family/cases/${member.caseId}/memorial-wall/comments`;
  const { items } = await api.get<WallCommentsPage>(`${base}/pending`);
  for (const comment of items) {
    if (authors && !authors.includes(comment.authorName)) continue;
    await api.post(`${base}/${comment.id}`, { decision: 'approve' });
  }
}
