import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { familyObituary, obituaryMessages } from '#contract/family-obituary.ts';
import { wallCommentsPage } from '#contract/family-memorial-wall.ts';
import { caseStationery, proofMessages, videoProof } from '#contract/family-proofs.ts';
import { caseTasks, obituaries } from '#server/db/schema.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';
import { createCompany } from '#tests/server/factories/company.ts';
import { createMemorial } from '#tests/server/factories/memorial.ts';
import { createStationeryProofs } from '#tests/server/factories/proofs.ts';
import { newFamily, type FamilyFixture } from '#tests/server/family-fixtures.ts';
import { request } from '#tests/server/tenant-fixtures.ts';
import { createTestApp } from '#tests/server/test-app.ts';
import { openTestDatabase } from '#tests/server/test-database.ts';
import { storedXssCorpus } from '../../tests/fixtures/stored-xss.ts';

/*
 * The family's content calls (decision 0052), on this file's own company: Rose's case (Edwin Ashdown) is given pending
 * memories, three stationery proofs and a video proof, as a family finds them when the funeral home
 * has made its proofs; Daniel's case has its own, which Rose must not reach.
 */

const database = await openTestDatabase();
const { app } = createTestApp(database.db, { media: database.media });
let host: string;
let scope: TenantScope;
let rose: FamilyFixture;
let daniel: FamilyFixture;

/** What the funeral home has made for a case: memories waiting for the family, the proofs. */
async function caseContent(caseId: number, memories: { authorName: string; body: string; hoursAgo: number }[]) {
  await createMemorial(scope, database.media, caseId, {
    memories: memories.map((memory) => ({ ...memory, status: 'pending' as const })),
    video: { approved: false },
  });
  await createStationeryProofs(scope, database.media, caseId);
}

beforeAll(async () => {
  const company = await createCompany(database);
  ({ host, scope } = company);
  rose = await newFamily(app, company, {
    member: { name: 'Rose Ashdown' },
    case: { name: 'Edwin Ashdown' },
    content: (caseId) =>
      caseContent(caseId, [
        { authorName: 'Mina Sato', body: 'Edwin always had time for a long talk.', hoursAgo: 30 },
        { authorName: 'Olu Bakare', body: 'Twelve years side by side at work.', hoursAgo: 20 },
        { authorName: 'The Ferreira family', body: 'A wonderful neighbour.', hoursAgo: 10 },
      ]),
  });
  daniel = await newFamily(app, company, {
    member: { name: 'Daniel Mensah' },
    case: { name: 'Abena Mensah' },
    content: (caseId) =>
      caseContent(caseId, [{ authorName: 'Ines Duarte', body: 'Abena sang in the choir.', hoursAgo: 5 }]),
  });
  // The funeral home publishes Edwin's obituary, so what the family approves can be seen in public.
  await scope.update(
    obituaries,
    { textHtml: '<p>A life remembered.</p>', publicationState: 'published', publishedAt: new Date() },
    eq(obituaries.caseId, rose.ids.case),
  );
});
afterAll(() => database.close());

const call = (who: FamilyFixture, method: string, path: string, body?: unknown) =>
  request(app, method, `/api/family/cases/${who.ids.case}${path}`, { host, token: who.token, body });
const asRose = (method: string, path: string, body?: unknown) => call(rose, method, path, body);
const publicGet = (path: string) => request(app, 'GET', path, { host });
const obituaryIdOf = async (caseId: number) =>
  (await scope.select({ id: obituaries.id }).from(obituaries, eq(obituaries.caseId, caseId)))[0]!.id;
const taskStatus = async (caseId: number, kind: string) =>
  (
    await scope
      .select({ status: caseTasks.status })
      .from(caseTasks, and(eq(caseTasks.caseId, caseId), eq(caseTasks.kind, kind as never)))
  )[0]?.status;

describe('obituary text', () => {
  it('stores every payload of the XSS corpus sanitised: no script, handler, frame or javascript: link', async () => {
    for (const payload of storedXssCorpus) {
      const saved = await asRose('POST', '/obituary', { textHtml: `<p>Edwin</p>${payload}` });
      expect(saved.status).toBe(200);
      const read = familyObituary.parse(await (await asRose('GET', '/obituary')).json());
      const draft = read.draftTextHtml ?? '';
      expect(draft, payload).not.toMatch(
        /<script|<iframe|<svg|<img|<details|<math|<style|\son\w+=|javascript:|style=/i,
      );
      expect(draft).toContain('<p>Edwin</p>');
    }
  });

  it('keeps paragraphs, bold, italic and links, and drops headings and images', async () => {
    const saved = familyObituary.parse(
      await (
        await asRose('POST', '/obituary', {
          textHtml: '<h1>Title</h1><p><b>Bold</b> <i>it</i> <a href="https://example.com" target="_blank">site</a></p>',
        })
      ).json(),
    );
    expect(saved.draftTextHtml).toBe(
      'Title<p><strong>Bold</strong> <em>it</em> <a href="https://example.com" rel="noopener">site</a></p>',
    );
  });

  it('is public only once approved, and approving finishes the task', async () => {
    const obituaryId = await obituaryIdOf(rose.ids.case);
    await asRose('POST', '/obituary', { textHtml: '<p>Edwin loved <em>the sea</em>.</p>' });
    expect(await (await publicGet(`/api/web/obituaries/${obituaryId}`)).text()).not.toContain('the sea');
    const approved = await asRose('POST', '/obituary/approve');
    expect(approved.status).toBe(200);
    expect(familyObituary.parse(await approved.json())).toMatchObject({
      textHtml: '<p>Edwin loved <em>the sea</em>.</p>',
      draftTextHtml: null,
      published: true,
    });
    expect(await (await publicGet(`/api/web/obituaries/${obituaryId}`)).text()).toContain('<em>the sea</em>');
    expect(await taskStatus(rose.ids.case, 'review-obituary')).toBe('done');
    const again = await asRose('POST', '/obituary/approve');
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ issues: [{ message: 'There is no draft to approve' }] });
  });

  it('keeps no text with formatting marks left over: 422, the draft as it was', async () => {
    await asRose('POST', '/obituary', { textHtml: '<p>He was a <strong>devoted</strong> husband.</p>' });
    const garbled = await asRose('POST', '/obituary', {
      textHtml: '<p>He was a <strong>evoted</strong> husband.****d</p>',
    });
    expect(garbled.status).toBe(422);
    expect(await garbled.json()).toMatchObject({
      issues: [{ path: 'textHtml', message: obituaryMessages.leftoverMarks }],
    });
    const read = familyObituary.parse(await (await asRose('GET', '/obituary')).json());
    expect(read.draftTextHtml).toBe('<p>He was a <strong>devoted</strong> husband.</p>');
  });

  it('answers 422 with the spec message for a body without text', async () => {
    const response = await asRose('POST', '/obituary', {});
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ issues: [{ path: 'textHtml', message: 'This field is required' }] });
  });
});

describe('memorial wall moderation', () => {
  const pageOf = async (status: string) =>
    wallCommentsPage.parse(await (await asRose('GET', `/memorial-wall/comments/${status}`)).json());

  it('approves a memory onto the public page, rejects another, and finishes the task at none pending', async () => {
    const obituaryId = await obituaryIdOf(rose.ids.case);
    const pending = await pageOf('pending');
    expect(pending.items.map((item) => item.authorName)).toEqual(['Mina Sato', 'Olu Bakare', 'The Ferreira family']);
    expect(pending.pendingTotal).toBe(3);
    const [first, second, third] = pending.items;
    expect((await asRose('POST', `/memorial-wall/comments/${first!.id}`, { decision: 'approve' })).status).toBe(204);
    expect((await asRose('POST', `/memorial-wall/comments/${second!.id}`, { decision: 'reject' })).status).toBe(204);
    const memories = await (await publicGet(`/api/web/obituaries/${obituaryId}/memories`)).text();
    expect(memories).toContain('Mina Sato');
    expect(memories).not.toContain('Olu Bakare');
    expect((await pageOf('rejected')).items.map((item) => item.id)).toEqual([second!.id]);
    expect(await taskStatus(rose.ids.case, 'review-wall-comments')).not.toBe('done');
    await asRose('POST', `/memorial-wall/comments/${third!.id}`, { decision: 'approve' });
    expect((await pageOf('pending')).pendingTotal).toBe(0);
    expect(await taskStatus(rose.ids.case, 'review-wall-comments')).toBe('done');
  });

  it("answers 404 for another family's memory and 422 for an unknown decision", async () => {
    const [theirs] = wallCommentsPage.parse(
      await (await call(daniel, 'GET', '/memorial-wall/comments/pending')).json(),
    ).items;
    expect((await asRose('POST', `/memorial-wall/comments/${theirs!.id}`, { decision: 'approve' })).status).toBe(404);
    const refused = await asRose('POST', `/memorial-wall/comments/${theirs!.id}`, { decision: 'maybe' });
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({
      issues: [{ message: 'Invalid option selected. Valid options are: approve, reject' }],
    });
  });

  it('saves the settings, which the public page then follows, and finishes the task', async () => {
    const settings = { moderation: 'open', posting: 'members', shown: false };
    const saved = await asRose('POST', '/memorial-wall/settings', settings);
    expect(await saved.json()).toEqual(settings);
    expect(await (await asRose('GET', '/memorial-wall/settings')).json()).toEqual(settings);
    const obituaryId = await obituaryIdOf(rose.ids.case);
    const memories = (await (await publicGet(`/api/web/obituaries/${obituaryId}/memories`)).json()) as {
      total: number;
      wall: unknown;
    };
    expect(memories).toMatchObject({ total: 0, wall: settings });
    expect(await taskStatus(rose.ids.case, 'review-wall-settings')).toBe('done');
    await asRose('POST', '/memorial-wall/settings', { moderation: 'approve-first', posting: 'anyone', shown: true });
  });
});

describe('stationery proofs', () => {
  const stationery = async () => caseStationery.parse(await (await asRose('GET', '/stationery')).json());

  it('lists the three proofs with their pages, each image a signed link that opens only as signed', async () => {
    const { proofs } = await stationery();
    expect(proofs.map((proof) => [proof.itemType, proof.pages.map((page) => page.pageType)])).toEqual([
      ['prayer-card', ['front', 'back']],
      ['programme', ['front', 'inside-left', 'inside-right', 'back']],
      ['bookmark', ['front', 'back']],
    ]);
    const url = proofs[0]!.pages[0]!.image!.url;
    const asked = Date.now() / 1000;
    const opened = await publicGet(url);
    expect(opened.status).toBe(200);
    expect(opened.headers.get('content-type')).toBe('image/webp');
    // Kept by this browser only, and never past the link's expiry (at most an hour away).
    const expires = Number(/expires=(\d+)/.exec(url)![1]);
    expect(expires - asked).toBeLessThanOrEqual(3600);
    const maxAge = Number(/^private, max-age=(\d+)$/.exec(opened.headers.get('cache-control') ?? '')?.[1]);
    expect(maxAge).toBeGreaterThan(0);
    expect(maxAge).toBeLessThanOrEqual(expires - asked);
    // Another first character (a signature that starts with "A" would otherwise be sent unchanged).
    const forged = url.replace(/signature=(.)/, (_, first: string) => `signature=${first === 'A' ? 'B' : 'A'}`);
    expect((await publicGet(forged)).status).toBe(404);
    expect((await publicGet(url.replace(/expires=\d+/, 'expires=1000'))).status).toBe(404);
    // The expiry as signed, spelled another way, is no number (decision 0056): one file, one link.
    for (const loose of [`%2B${expires}`, `0${expires}`, `0x${expires.toString(16)}`, `${expires}.0`])
      expect((await publicGet(url.replace(`expires=${expires}`, `expires=${loose}`))).status, loose).toBe(422);
    // The file is not public by its media address either.
    const mediaId = /case-files\/(\d+)\//.exec(url)![1];
    expect((await publicGet(`/api/web/media/${mediaId}/front.webp`)).status).toBe(404);
  });

  it('keeps comments as plain text, then locks the proof once approved (409)', async () => {
    const payload = storedXssCorpus[1];
    const commented = await asRose('POST', '/stationery/comment?itemType=prayer-card&pageType=back', { text: payload });
    expect(commented.status).toBe(200);
    const back = caseStationery.parse(await commented.json()).proofs[0]!.pages[1]!;
    expect(back.comments.map((comment) => [comment.authorName, comment.body])).toEqual([['Rose Ashdown', payload]]);

    expect((await asRose('POST', '/stationery/approve?itemType=prayer-card')).status).toBe(200);
    const locked = await asRose('POST', '/stationery/comment?itemType=prayer-card&pageType=back', { text: 'More' });
    expect(locked.status).toBe(409);
    expect(await locked.json()).toMatchObject({ issues: [{ message: proofMessages.locked }] });
    expect((await asRose('POST', '/stationery/approve?itemType=prayer-card')).status).toBe(409);
  });

  it('finishes the task with the last proof approved', async () => {
    await asRose('POST', '/stationery/approve?itemType=programme');
    expect(await taskStatus(rose.ids.case, 'review-stationery')).not.toBe('done');
    await asRose('POST', '/stationery/approve?itemType=bookmark');
    expect(await taskStatus(rose.ids.case, 'review-stationery')).toBe('done');
    expect((await stationery()).proofs.every((proof) => proof.approvedAt !== null)).toBe(true);
  });

  it('answers 422 for an unknown item or page and an empty comment', async () => {
    const unknown = await asRose('POST', '/stationery/comment?itemType=poster&pageType=front', { text: 'x' });
    expect(unknown.status).toBe(422);
    const empty = await asRose('POST', '/stationery/comment?itemType=bookmark&pageType=front', { text: '  ' });
    expect(await empty.json()).toMatchObject({ issues: [{ path: 'text', message: 'This field is required' }] });
  });
});

describe('video proof', () => {
  it('is private until approved, takes comments as text, then plays on the public page and is locked', async () => {
    const obituaryId = await obituaryIdOf(rose.ids.case);
    const publicVideo = async () =>
      ((await (await publicGet(`/api/web/obituaries/${obituaryId}/video`)).json()) as { video: unknown }).video;
    expect(await publicVideo()).toBeNull();
    const proof = videoProof.parse(await (await asRose('GET', '/video')).json()).video!;
    expect(proof.approvedAt).toBeNull();
    expect((await publicGet(proof.url)).status).toBe(200);

    const commented = await asRose('POST', '/video/comment', { text: storedXssCorpus[0] });
    expect(videoProof.parse(await commented.json()).video!.comments.map((comment) => comment.body)).toEqual([
      storedXssCorpus[0],
    ]);
    const approved = await asRose('POST', '/video/approve');
    expect(approved.status).toBe(200);
    expect(videoProof.parse(await approved.json()).video!.approvedAt).not.toBeNull();
    expect(await publicVideo()).not.toBeNull();
    expect(await taskStatus(rose.ids.case, 'review-video')).toBe('done');
    expect((await asRose('POST', '/video/approve')).status).toBe(409);
    expect((await asRose('POST', '/video/comment', { text: 'late' })).status).toBe(409);
  });
});
