import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';
import type { StationeryItemType, StationeryPageType } from '#contract/family-proofs.ts';
import { colorPhoto } from './photos.ts';
import { staffApi, type StaffAccount } from './staff-api.ts';

/**
 * A stationery proof the funeral home sends the family, as the case page's Proofs section does
 * (decision 0078): each page's image uploaded into the next version through the one upload path, then
 * the version sent, which mails the family and puts the review task back to do.
 */
export async function sentStationeryProof(
  request: APIRequestContext,
  director: StaffAccount,
  caseId: number,
  itemType: StationeryItemType,
  pages: StationeryPageType[],
): Promise<void> {
  const api = await staffApi(request, director);
  const base = `/api/staff/cases/${caseId}/proofs/stationery/${itemType}`;
  for (const [index, pageType] of pages.entries()) {
    const response = await request.post(`${base}/pages/${pageType}`, {
      headers: { Authorization: `Bearer ${api.token}`, 'Content-Type': 'image/jpeg' },
      data: await colorPhoto(80 + index * 50, 110, 150),
    });
    expect(response.ok(), `${itemType} ${pageType}: ${response.status()} ${await response.text()}`).toBe(true);
  }
  await api.post(`${base}/send`);
}

/** The demo's nine-second memorial video and its captions (server/seed/evergreen/demo-media). */
const demoMedia = new URL('../../../server/seed/evergreen/demo-media/', import.meta.url);

/**
 * The memorial video the funeral home sends the family, as the case page's Proofs section does
 * (decision 0078): the MP4, then its WebVTT captions, into the next version, then sent.
 */
export async function sentVideoProof(
  request: APIRequestContext,
  director: StaffAccount,
  caseId: number,
): Promise<void> {
  const api = await staffApi(request, director);
  const base = `/api/staff/cases/${caseId}/proofs/video`;
  const upload = async (path: string, file: string, type: string) => {
    const response = await request.post(path, {
      headers: { Authorization: `Bearer ${api.token}`, 'Content-Type': type },
      data: await readFile(new URL(file, demoMedia)),
    });
    expect(response.ok(), `${file}: ${response.status()} ${await response.text()}`).toBe(true);
  };
  await upload(base, 'ingrid-memorial.mp4', 'video/mp4');
  await upload(`${base}/captions`, 'ingrid-memorial.vtt', 'text/vtt');
  await api.post(`${base}/send`);
}
