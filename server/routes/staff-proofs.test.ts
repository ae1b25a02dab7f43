import { readFile } from 'node:fs/promises';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiError } from '#contract/errors.ts';
import { caseStationery, videoProof } from '#contract/family-proofs.ts';
import { photoMessages } from '#contract/memorial.ts';
import { roleRefusedMessage } from '#contract/staff-roles.ts';
import {
  captionsMessages,
  sendMessages,
  staffProofs,
  videoMessages,
  type StaffProofs,
} from '#contract/staff-proofs.ts';
import { caseTasks } from '#server/db/schema.ts';
import {
  EVERGREEN_DIRECTOR_EMAIL,
  EVERGREEN_DIRECTOR_PASSWORD,
  EVERGREEN_OWNER_EMAIL,
  EVERGREEN_OWNER_PASSWORD,
  EVERGREEN_STAFF_EMAIL,
  EVERGREEN_STAFF_PASSWORD,
} from '#server/seed/evergreen/staff.ts';
import { createCompany, type FactoryCompany } from '#tests/server/factories/company.ts';
import { newFamily, type FamilyFixture } from '#tests/server/family-fixtures.ts';
import { outboxMailsTo } from '#tests/server/outbox-mails.ts';
import { request, signIn } from '#tests/server/tenant-fixtures.ts';
import { createTestApp, type TestApp } from '#tests/server/test-app.ts';
import { openTestDatabase, type TestDatabase } from '#tests/server/test-database.ts';

/*
 * The console's proofs (decision 0078) in companies of their own: who may upload,
 * the content judging of the one upload path, versions and their history, approval per version,
 * staff's answers as the family sees them, and the family's mail.
 */

let database: TestDatabase;
let t: TestApp;
let company: FactoryCompany;
let other: FactoryCompany;
let owner: string;
let director: string;
let office: string;
let otherDirector: string;
let family: FamilyFixture;
let neighbour: FamilyFixture;

const demoMedia = new URL('../seed/evergreen/demo-media/', import.meta.url);
const fileOf = async (name: string) => new Blob([new Uint8Array(await readFile(new URL(name, demoMedia)))]);
const pagePng = async (shade: number) =>
  new Blob([
    new Uint8Array(
      await sharp({ create: { width: 60, height: 90, channels: 3, background: { r: shade, g: shade, b: shade } } })
        .png()
        .toBuffer(),
    ),
  ]);

const call = (method: string, path: string, token: string, body?: unknown, host = company.host) =>
  request(t.app, method, path, { host, token, body });
const messageOf = async (response: Response) => apiError.parse(await response.json()).issues?.[0]?.message;
const proofsPath = (caseId: number) => `/api/staff/cases/${caseId}/proofs`;
const pagePath = (caseId: number, item: string, page: string) =>
  `${proofsPath(caseId)}/stationery/${item}/pages/${page}`;
const ok = async (response: Response): Promise<StaffProofs> => {
  expect(response.status).toBe(200);
  return staffProofs.parse(await response.json());
};
const familyStationery = async (who = family) => {
  const response = await call('GET', `/api/family/cases/${who.ids.case}/stationery`, who.token);
  expect(response.status).toBe(200);
  return caseStationery.parse(await response.json());
};
const familyVideo = async () => {
  const response = await call('GET', `/api/family/cases/${family.ids.case}/video`, family.token);
  expect(response.status).toBe(200);
  return videoProof.parse(await response.json());
};
const taskStatus = async (caseId: number, kind: 'review-stationery' | 'review-video') => {
  const [row] = await company.scope
    .select({ status: caseTasks.status })
    .from(caseTasks, and(eq(caseTasks.caseId, caseId), eq(caseTasks.kind, kind)));
  return row?.status;
};

beforeAll(async () => {
  database = await openTestDatabase();
  t = createTestApp(database.db, { media: database.media });
  company = await createCompany(database);
  other = await createCompany(database, { name: 'Harbor Light Chapel' });
  const director_ = { email: EVERGREEN_DIRECTOR_EMAIL, password: EVERGREEN_DIRECTOR_PASSWORD };
  owner = await signIn(t.app, company.host, { email: EVERGREEN_OWNER_EMAIL, password: EVERGREEN_OWNER_PASSWORD });
  director = await signIn(t.app, company.host, director_);
  office = await signIn(t.app, company.host, { email: EVERGREEN_STAFF_EMAIL, password: EVERGREEN_STAFF_PASSWORD });
  otherDirector = await signIn(t.app, other.host, director_);
  family = await newFamily(t.app, company, { member: { name: 'Rose Ashdown' }, case: { name: 'Edwin Ashdown' } });
  neighbour = await newFamily(t.app, company, { member: { name: 'Ada Penrose' }, case: { name: 'Jory Penrose' } });
});
afterAll(async () => {
  await t.mail.flush();
  await database.close();
});

describe('who may upload a proof', () => {
  it('lets the owner and a director upload a page, refuses office staff (403), a family and another company (404)', async () => {
    const caseId = neighbour.ids.case;
    const byOwner = await ok(await call('POST', pagePath(caseId, 'bookmark', 'front'), owner, await pagePng(40)));
    expect(byOwner.stationery.find((item) => item.itemType === 'bookmark')?.versions).toMatchObject([
      { version: 1, sentAt: null, pages: [{ pageType: 'front' }] },
    ]);
    const byDirector = await ok(await call('POST', pagePath(caseId, 'bookmark', 'back'), director, await pagePng(60)));
    expect(byDirector.stationery.find((item) => item.itemType === 'bookmark')?.versions[0]?.pages).toHaveLength(2);

    const refused = await call('POST', pagePath(caseId, 'bookmark', 'back'), office, await pagePng(80));
    expect(refused.status).toBe(403);
    expect(await messageOf(refused)).toBe(roleRefusedMessage);
    expect((await call('POST', pagePath(caseId, 'bookmark', 'back'), neighbour.token, await pagePng(80))).status).toBe(
      403,
    );
    const foreign = await call(
      'POST',
      pagePath(caseId, 'bookmark', 'back'),
      otherDirector,
      await pagePng(80),
      other.host,
    );
    expect(foreign.status).toBe(404);
    // The drafts stay staff's: the family sees nothing until one is sent.
    expect((await familyStationery(neighbour)).proofs).toEqual([]);
  });

  it('judges the content: a text file sent as a page, a video or captions is refused with the one map’s words', async () => {
    const caseId = neighbour.ids.case;
    const text = new Blob(['this is not a photo, whatever its name says'], { type: 'image/jpeg' });
    const page = await call('POST', pagePath(caseId, 'prayer-card', 'front'), director, text);
    expect(page.status).toBe(422);
    expect(await messageOf(page)).toBe(photoMessages.notAPhoto);
    const video = await call('POST', `${proofsPath(caseId)}/video`, director, text);
    expect(video.status).toBe(422);
    expect(await messageOf(video)).toBe(videoMessages.notVideo);
    // Captions before any video are refused; a photo is not captions either.
    const early = await call(
      'POST',
      `${proofsPath(caseId)}/video/captions`,
      director,
      await fileOf('ingrid-memorial.vtt'),
    );
    expect(early.status).toBe(409);
    expect(await messageOf(early)).toBe(sendMessages.noVideo);
    await ok(await call('POST', `${proofsPath(caseId)}/video`, director, await fileOf('ingrid-memorial.mp4')));
    const photoAsCaptions = await call('POST', `${proofsPath(caseId)}/video/captions`, director, await pagePng(10));
    expect(photoAsCaptions.status).toBe(422);
    expect(await messageOf(photoAsCaptions)).toBe(captionsMessages.notCaptions);
    const proofs = await ok(await call('GET', proofsPath(caseId), director));
    expect(proofs.stationery.find((item) => item.itemType === 'prayer-card')?.versions).toEqual([]);
    expect(proofs.video.versions).toMatchObject([{ version: 1, sentAt: null, captions: null }]);
  });
});

describe('versions of a stationery proof', () => {
  let commentId: number;

  it('sends version 1: the family sees it, comments, reads staff’s answer, and is mailed', async () => {
    const caseId = family.ids.case;
    const nothing = await call('POST', `${proofsPath(caseId)}/stationery/prayer-card/send`, director);
    expect(nothing.status).toBe(409);
    expect(await messageOf(nothing)).toBe(sendMessages.nothingToSend);

    await ok(await call('POST', pagePath(caseId, 'prayer-card', 'front'), director, await pagePng(30)));
    await ok(await call('POST', pagePath(caseId, 'prayer-card', 'back'), director, await pagePng(50)));
    await ok(await call('POST', `${proofsPath(caseId)}/stationery/prayer-card/send`, director));
    expect(await taskStatus(caseId, 'review-stationery')).toBe('to-do');

    const [card] = (await familyStationery()).proofs;
    expect(card).toMatchObject({ itemType: 'prayer-card', version: 1, approvedAt: null, history: [] });
    expect(card?.pages.map((page) => page.pageType)).toEqual(['front', 'back']);

    const mails = await outboxMailsTo(database.db, t.mail, family.account.email);
    expect(mails.at(-1)?.subject).toBe('The prayer card for Edwin Ashdown is ready to review');
    expect(mails.at(-1)?.text).toContain('The prayer card for Edwin Ashdown is ready for you to review.');

    const commented = await call(
      'POST',
      `/api/family/cases/${caseId}/stationery/comment?itemType=prayer-card&pageType=front`,
      family.token,
      { text: 'Please use her middle name.' },
    );
    expect(commented.status).toBe(200);
    const staffView = await ok(await call('GET', proofsPath(caseId), director));
    const front = staffView.stationery[0]!.versions[0]!.pages[0]!;
    expect(front.comments).toMatchObject([{ authorName: 'Rose Ashdown', body: 'Please use her middle name.' }]);
    commentId = front.comments[0]!.id;

    const answered = await ok(
      await call('POST', `${proofsPath(caseId)}/comments/${commentId}/answers`, director, {
        text: 'Done in version 2.',
      }),
    );
    expect(answered.stationery[0]!.versions[0]!.pages[0]!.comments[0]!.answers).toMatchObject([
      { body: 'Done in version 2.' },
    ]);
    const seen = (await familyStationery()).proofs[0]!.pages[0]!.comments[0]!;
    expect(seen.answers.map((answer) => answer.body)).toEqual(['Done in version 2.']);
  });

  it('keeps answers to the case: another case’s id, another company, or an answer to an answer are 404', async () => {
    const body = { text: 'Not here.' };
    expect(
      (await call('POST', `${proofsPath(neighbour.ids.case)}/comments/${commentId}/answers`, director, body)).status,
    ).toBe(404);
    expect(
      (
        await call(
          'POST',
          `${proofsPath(family.ids.case)}/comments/${commentId}/answers`,
          otherDirector,
          body,
          other.host,
        )
      ).status,
    ).toBe(404);
    const staffView = await ok(await call('GET', proofsPath(family.ids.case), director));
    const answerId = staffView.stationery[0]!.versions[0]!.pages[0]!.comments[0]!.answers[0]!.id;
    expect(
      (await call('POST', `${proofsPath(family.ids.case)}/comments/${answerId}/answers`, director, body)).status,
    ).toBe(404);
    // The other family of the company sees none of it.
    expect(JSON.stringify(await familyStationery(neighbour))).not.toContain('Done in version 2.');
  });

  it('makes version 2 from a new page: approval of version 1 stays in the history, version 2 needs its own', async () => {
    const caseId = family.ids.case;
    const approve = () =>
      call('POST', `/api/family/cases/${caseId}/stationery/approve?itemType=prayer-card`, family.token);
    expect((await approve()).status).toBe(200);
    expect(await taskStatus(caseId, 'review-stationery')).toBe('done');

    const draft = await ok(await call('POST', pagePath(caseId, 'prayer-card', 'front'), owner, await pagePng(200)));
    const versions = draft.stationery[0]!.versions;
    expect(versions.map((version) => [version.version, version.sentAt === null])).toEqual([
      [2, true],
      [1, false],
    ]);
    // The draft began as a copy of version 1: its back is version 1's image, its front the new one.
    expect(versions[0]!.pages.map((page) => page.pageType)).toEqual(['front', 'back']);
    expect(versions[0]!.pages[0]!.comments).toEqual([]);
    // Not sent yet: the family still reviews version 1, approved.
    expect((await familyStationery()).proofs[0]).toMatchObject({ version: 1, history: [] });

    await ok(await call('POST', `${proofsPath(caseId)}/stationery/prayer-card/send`, owner));
    expect(await taskStatus(caseId, 'review-stationery')).toBe('to-do');
    const [card] = (await familyStationery()).proofs;
    expect(card).toMatchObject({ version: 2, approvedAt: null });
    expect(card?.history).toMatchObject([{ version: 1, approvedAt: expect.any(String) }]);
    expect(card?.history[0]?.pages[0]?.comments[0]?.answers[0]?.body).toBe('Done in version 2.');
    const mails = await outboxMailsTo(database.db, t.mail, family.account.email);
    expect(mails.at(-1)?.text).toContain('A new version (version 2) of the prayer card for Edwin Ashdown');

    // A comment now goes on version 2; approving approves version 2.
    const commented = await call(
      'POST',
      `/api/family/cases/${caseId}/stationery/comment?itemType=prayer-card&pageType=front`,
      family.token,
      { text: 'Perfect now.' },
    );
    expect(commented.status).toBe(200);
    const after = caseStationery.parse(await commented.json()).proofs[0]!;
    expect(after.pages[0]!.comments.map((comment) => comment.body)).toEqual(['Perfect now.']);
    expect(after.history[0]!.pages[0]!.comments.map((comment) => comment.body)).toEqual([
      'Please use her middle name.',
    ]);
    expect((await approve()).status).toBe(200);
    expect((await approve()).status).toBe(409);
    expect(await taskStatus(caseId, 'review-stationery')).toBe('done');
  });
});

describe('versions of the memorial video', () => {
  it('needs captions to send, then makes version 2 with version 1 as history', async () => {
    const caseId = family.ids.case;
    const path = `${proofsPath(caseId)}/video`;
    await ok(await call('POST', path, director, await fileOf('ingrid-memorial.mp4')));
    const bare = await call('POST', `${path}/send`, director);
    expect(bare.status).toBe(409);
    expect(await messageOf(bare)).toBe(sendMessages.noCaptions);
    expect((await familyVideo()).video).toBeNull();

    await ok(await call('POST', `${path}/captions`, director, await fileOf('ingrid-memorial.vtt')));
    await ok(await call('POST', `${path}/send`, director));
    const first = (await familyVideo()).video;
    expect(first).toMatchObject({ version: 1, contentType: 'video/mp4', approvedAt: null, history: [] });
    expect(first?.captions).not.toBeNull();
    // Served as the UTF-8 the intake proved, as the seed's captions are.
    const captionsFile = await request(t.app, 'GET', first!.captions!, { host: company.host });
    expect(captionsFile.headers.get('Content-Type')).toBe('text/vtt; charset=utf-8');
    expect((await call('POST', `/api/family/cases/${caseId}/video/approve`, family.token)).status).toBe(200);
    expect(await taskStatus(caseId, 'review-video')).toBe('done');

    await ok(await call('POST', path, owner, await fileOf('ingrid-memorial.mp4')));
    // Version 1's captions were copied into the draft: it can be sent at once.
    await ok(await call('POST', `${path}/send`, owner));
    const second = (await familyVideo()).video;
    expect(second).toMatchObject({ version: 2, approvedAt: null, history: [{ version: 1 }] });
    expect(second?.captions).not.toBeNull();
    expect(await taskStatus(caseId, 'review-video')).toBe('to-do');
    const mails = await outboxMailsTo(database.db, t.mail, family.account.email);
    expect(mails.at(-1)?.subject).toBe('The memorial video for Edwin Ashdown is ready to review');
  });
});
