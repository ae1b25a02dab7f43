import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiError } from '#contract/errors.ts';
import { familyObituary } from '#contract/family-obituary.ts';
import { obituary, obituarySearchPage } from '#contract/obituaries.ts';
import type { PublicationState } from '#contract/obituary-publication.ts';
import { staffObituary, staffObituaryList, type StaffObituary } from '#contract/staff-obituaries.ts';
import { caseMembers, caseTasks, cases, locations, obituaries } from '#server/db/schema.ts';
import { tenantScope, type TenantScope } from '#server/db/tenant-scope.ts';
import { EVERGREEN_ARRANGING_FAMILY } from '#server/seed/evergreen/families.ts';
import {
  EVERGREEN_DIRECTOR_EMAIL,
  EVERGREEN_DIRECTOR_PASSWORD,
  EVERGREEN_OWNER_EMAIL,
  EVERGREEN_OWNER_PASSWORD,
  EVERGREEN_STAFF_EMAIL,
  EVERGREEN_STAFF_PASSWORD,
} from '#server/seed/evergreen/staff.ts';
import { createUser } from '#server/services/auth.ts';
import { familyFixture, type FamilyFixture } from '#tests/server/family-fixtures.ts';
import { request, signIn } from '#tests/server/tenant-fixtures.ts';
import { createTestApp, type TestApp } from '#tests/server/test-app.ts';
import { openTestDatabase, type TestDatabase } from '#tests/server/test-database.ts';

/*
 * The console's obituary calls (decision 0063): the publication rule on the server (every
 * refused step answers 409 with its words and changes nothing), the roles (office staff write but do
 * not publish), another company's obituary (404), the editor's form, and the public side seeing a
 * publish and an unpublish at once (page, search, sitemap, sub-pages).
 */

const host = 'localhost';
let database: TestDatabase;
let t: TestApp;
let scope: TenantScope;
let director: string;
let officeStaff: string;
let owner: string;
let harbor: string;
let rose: FamilyFixture;
let harold: number;
let chapel: number;

beforeAll(async () => {
  database = await openTestDatabase();
  t = createTestApp(database.db, { media: database.media });
  scope = tenantScope(database.db, database.demoCompanyId);
  await createUser(tenantScope(database.db, database.otherCompanyId), {
    email: 'keeper@harbor.example',
    name: 'Harbor Keeper',
    role: 'staff',
    staffRole: 'director',
    password: 'harbor-password-1961',
  });
  director = await signIn(t.app, host, { email: EVERGREEN_DIRECTOR_EMAIL, password: EVERGREEN_DIRECTOR_PASSWORD });
  officeStaff = await signIn(t.app, host, { email: EVERGREEN_STAFF_EMAIL, password: EVERGREEN_STAFF_PASSWORD });
  owner = await signIn(t.app, host, { email: EVERGREEN_OWNER_EMAIL, password: EVERGREEN_OWNER_PASSWORD });
  harbor = await signIn(t.app, 'other.test', { email: 'keeper@harbor.example', password: 'harbor-password-1961' });
  rose = await familyFixture(t.app, host, scope, EVERGREEN_ARRANGING_FAMILY);
  const [row] = await scope.select({ id: obituaries.id }).from(obituaries, eq(obituaries.caseId, rose.ids.case));
  harold = row!.id;
  const [location] = await scope.select({ id: locations.id }).from(locations).limit(1);
  chapel = location!.id;
});
afterAll(() => database.close());

const call = (method: string, path: string, body?: unknown, token = director, onHost = host) =>
  request(t.app, method, `/api/staff/obituaries${path}`, { host: onHost, token, body });

const view = async (response: Response): Promise<StaffObituary> => {
  expect(response.status, await response.clone().text()).toBeLessThan(300);
  return staffObituary.parse(await response.json());
};

/** A 409's words. */
const refusal = async (response: Response) => {
  expect(response.status).toBe(409);
  return apiError.parse(await response.json()).issues?.[0]?.message;
};

const stateOf = async (id: number) =>
  (await scope.select({ state: obituaries.publicationState }).from(obituaries, eq(obituaries.id, id)))[0]?.state;

const publicGet = (path: string) => request(t.app, 'GET', path, { host });
const searchNames = async (q: string) =>
  obituarySearchPage
    .parse(await (await publicGet(`/api/web/obituaries?q=${encodeURIComponent(q)}`)).json())
    .items.map((item) => item.fullName);
const sitemap = async () => (await publicGet('/sitemap.xml')).text();

/** A new obituary on its own (a case handled elsewhere): a draft with nothing in it. */
const fresh = async (fullName?: string) =>
  view(await call('POST', '', { for: { kind: 'new-case', locationId: chapel }, ...(fullName ? { fullName } : {}) }));

/** The editor's form of an obituary, as it reads it, with `change` over it. */
const formOf = (obit: StaffObituary, change: Record<string, unknown> = {}) => ({
  fullName: obit.content.fullName,
  bornOn: obit.content.bornOn,
  diedOn: obit.content.diedOn,
  livestreamUrl: obit.content.livestreamUrl,
  photoMediaId: obit.content.photoMediaId,
  events: obit.content.events.map(({ startsAtInstant: _instant, ...event }) => event),
  ...change,
});

describe("Harold's obituary, family-approved and ready, published from the console", () => {
  it('is ready, carries Rose’s approval of the text and her theme, and is public at once everywhere', async () => {
    const before = await view(await call('GET', `/${harold}`));
    expect(before.state).toBe('ready');
    expect(before.case.family.map((member) => member.name)).toEqual(['Rose Whitfield', 'Thomas Whitfield']);
    const text = before.approvals.find((approval) => approval.kind === 'text')!;
    expect(text).toMatchObject({ status: 'done', approvedBy: { name: 'Rose Whitfield', role: 'family' } });
    expect(before.approvals.find((approval) => approval.kind === 'theme')).toMatchObject({ status: 'done' });
    expect(before.actions.publish).toEqual({ allowed: true, reason: null, permission: 'obituaries.publish' });
    expect(before.photos.length).toBeGreaterThan(0);
    expect(before.locations.map((location) => location.id)).toContain(chapel);
    expect(before.photos[0]!.image.url).toMatch(/^\/api\/web\/case-files\/\d+\/[^?]+\?expires=\d+&signature=/);
    expect((await publicGet(`/api/web/obituaries/${harold}`)).status).toBe(404);
    expect(await searchNames('whitfield')).not.toContain('Harold James Whitfield');

    const published = await view(await call('POST', `/${harold}/publish`));
    expect(published).toMatchObject({ state: 'published', publicPath: `/obituaries/${harold}/harold-james-whitfield` });
    expect(published.actions.publish.allowed).toBe(false);
    const page = obituary.parse(await (await publicGet(`/api/web/obituaries/${harold}`)).json());
    expect(page.textHtml).toContain('surveyor for Multnomah County');
    expect(await searchNames('whitfield')).toContain('Harold James Whitfield');
    // The home page's recent obituaries are the search's first page.
    expect((await searchNames(''))[0]).toBe('Harold James Whitfield');
    expect(await sitemap()).toContain(`/obituaries/${harold}/harold-james-whitfield`);
    expect((await publicGet(`/api/web/obituaries/${harold}/photos`)).status).toBe(200);

    const unpublished = await view(await call('POST', `/${harold}/unpublish`));
    expect([unpublished.state, unpublished.publicPath, unpublished.publishedAt]).toEqual(['unpublished', null, null]);
    for (const path of ['', '/photos', '/memories', '/video'])
      expect((await publicGet(`/api/web/obituaries/${harold}${path}`)).status, path).toBe(404);
    expect(await searchNames('whitfield')).not.toContain('Harold James Whitfield');
    expect(await sitemap()).not.toContain(`/obituaries/${harold}/`);

    expect((await view(await call('POST', `/${harold}/publish`))).state).toBe('published');
    expect((await publicGet(`/api/web/obituaries/${harold}`)).status).toBe(200);
  });
});

describe('the publication rule on the server', () => {
  it('refuses each step a draft cannot take with 409 and its words, and changes nothing', async () => {
    const draft = await fresh();
    expect(draft.state).toBe('draft');
    expect(draft.actions['mark-ready']).toMatchObject({
      allowed: false,
      reason: 'The obituary needs the name of the person who died',
    });
    const id = draft.id;
    expect(await refusal(await call('POST', `/${id}/mark-ready`))).toBe(
      'The obituary needs the name of the person who died',
    );
    expect(await refusal(await call('POST', `/${id}/publish`))).toBe(
      'Publishing it is not possible while the obituary is a draft',
    );
    expect(await refusal(await call('POST', `/${id}/unpublish`))).toBe(
      'Taking it off the website is not possible while the obituary is a draft',
    );
    expect(await refusal(await call('POST', `/${id}/stop-asking`))).toBe(
      'Withdrawing the request to the family is not possible while the obituary is a draft',
    );
    // A case handled elsewhere has nobody to ask, and nothing written has nothing to approve.
    expect(await refusal(await call('POST', `/${id}/ask-family`))).toBe(
      'No family member is on this case to ask: invite one first',
    );
    expect(await refusal(await call('POST', `/${id}/approve-text`))).toBe('There is no draft to approve');

    const named = await view(await call('PUT', `/${id}`, formOf(draft, { fullName: 'Nadia Quill' })));
    expect(await refusal(await call('POST', `/${id}/mark-ready`))).toBe('The obituary needs the date of death');
    await view(await call('PUT', `/${id}`, formOf(named, { diedOn: '2026-11-20' })));
    expect(await refusal(await call('POST', `/${id}/mark-ready`))).toBe(
      'The obituary needs text approved by the family or a director',
    );
    expect(await stateOf(id)).toBe('draft');
  });

  it('takes a case handled elsewhere from draft to published: written, approved by a director, ready', async () => {
    const draft = await fresh('Otto Brandvold');
    const id = draft.id;
    const written = await view(
      await call(
        'PUT',
        `/${id}`,
        formOf(draft, {
          diedOn: '2026-11-21',
          bornOn: '1939-02-11',
          textHtml: '<p>Otto <b>loved</b> boats.</p><script>alert(1)</script><h1>Title</h1>',
          livestreamUrl: 'https://stream.example/otto',
        }),
      ),
    );
    expect(written.content).toMatchObject({
      textHtml: '',
      draftTextHtml: '<p>Otto <strong>loved</strong> boats.</p>Title',
    });
    expect(await refusal(await call('POST', `/${id}/mark-ready`))).toBe(
      'The obituary needs text approved by the family or a director',
    );
    const approved = await view(await call('POST', `/${id}/approve-text`));
    expect(approved.content.textHtml).toContain('<strong>loved</strong>');
    expect(approved.approvals[0]).toMatchObject({ kind: 'text', approvedBy: { name: 'Samuel Ortiz', role: 'staff' } });
    expect((await view(await call('POST', `/${id}/mark-ready`))).state).toBe('ready');

    // Editing the text of a ready obituary sends it back; its name and dates do not.
    const ready = await view(await call('GET', `/${id}`));
    expect((await view(await call('PUT', `/${id}`, formOf(ready, { bornOn: '1939-02-12' })))).state).toBe('ready');
    const edited = await view(await call('PUT', `/${id}`, formOf(ready, { textHtml: '<p>Otto loved the sea.</p>' })));
    expect([edited.state, edited.content.draftTextHtml]).toEqual(['draft', '<p>Otto loved the sea.</p>']);
    await view(await call('POST', `/${id}/approve-text`));
    await view(await call('POST', `/${id}/mark-ready`));
    expect((await view(await call('POST', `/${id}/publish`))).state).toBe('published');
    expect(await refusal(await call('POST', `/${id}/publish`))).toBe(
      'Publishing it is not possible while the obituary is published',
    );

    // A public obituary keeps its name and date of death; a change of its text waits, unseen.
    const published = await view(await call('GET', `/${id}`));
    expect(await refusal(await call('PUT', `/${id}`, formOf(published, { fullName: '  ' })))).toBe(
      'The obituary needs the name of the person who died',
    );
    expect(await refusal(await call('PUT', `/${id}`, formOf(published, { diedOn: null })))).toBe(
      'The obituary needs the date of death',
    );
    const waiting = await view(await call('PUT', `/${id}`, formOf(published, { textHtml: '<p>Otto, sailor.</p>' })));
    expect([waiting.state, waiting.content.draftTextHtml]).toEqual(['published', '<p>Otto, sailor.</p>']);
    expect(obituary.parse(await (await publicGet(`/api/web/obituaries/${id}`)).json()).textHtml).toBe(
      '<p>Otto loved the sea.</p>',
    );
    await view(await call('POST', `/${id}/approve-text`));
    expect(obituary.parse(await (await publicGet(`/api/web/obituaries/${id}`)).json()).textHtml).toBe(
      '<p>Otto, sailor.</p>',
    );
  });

  it('asks the family, whose approval in the portal makes it ready; the request can be withdrawn', async () => {
    const [row] = await scope
      .insert(cases, { locationId: chapel, status: 'AT_NEED', decedentName: 'Ada Lind', nameSlug: 'ada-lind' })
      .returning({ id: cases.id });
    const caseId = row!.id;
    await scope.insert(caseMembers, { caseId, userId: rose.memberId });
    const draft = await view(
      await call('POST', '', { for: { kind: 'case', caseId }, diedOn: '2026-11-22', bornOn: null }),
    );
    expect(draft.content.fullName).toBe('Ada Lind');
    expect(await refusal(await call('POST', '', { for: { kind: 'case', caseId } }))).toBe(
      'This case has an obituary already',
    );
    const id = draft.id;
    expect((await view(await call('POST', `/${id}/ask-family`))).state).toBe('awaiting-family');
    expect(await refusal(await call('POST', `/${id}/approve-text`))).toBe('There is no draft to approve');
    expect(await refusal(await call('POST', `/${id}/mark-ready`))).toBe(
      'Marking it ready is not possible while the obituary is waiting for the family’s approval',
    );
    expect((await view(await call('POST', `/${id}/stop-asking`))).state).toBe('draft');
    await view(await call('POST', `/${id}/ask-family`));

    // The family, in the portal: a draft, then the approval.
    const roseOnAda = await signIn(t.app, host, rose.account);
    const portal = (method: string, suffix: string, body?: unknown) =>
      request(t.app, method, `/api/family/cases/${caseId}/obituary${suffix}`, { host, token: roseOnAda, body });
    expect((await portal('POST', '', { textHtml: '<p>Ada kept bees.</p>' })).status).toBe(200);
    const approved = familyObituary.parse(await (await portal('POST', '/approve')).json());
    expect(approved.textHtml).toBe('<p>Ada kept bees.</p>');
    const ready = await view(await call('GET', `/${id}`));
    expect(ready.state).toBe('ready');
    expect(ready.approvals[0]).toMatchObject({ status: 'done', approvedBy: { name: 'Rose Whitfield' } });
    const [task] = await scope
      .select({ by: caseTasks.completedByUserId })
      .from(caseTasks, and(eq(caseTasks.caseId, caseId), eq(caseTasks.kind, 'review-obituary')));
    expect(task?.by).toBe(rose.memberId);
    // The family editing a ready obituary's text sends it back to draft too.
    expect((await portal('POST', '', { textHtml: '<p>Ada kept bees and goats.</p>' })).status).toBe(200);
    expect(await stateOf(id)).toBe('draft');
  });
});

describe('every step in every state', () => {
  /** An obituary made in `state` with everything it could need: a name, a date, approved text, a family. */
  const madeIn = async (state: PublicationState) => {
    const [made] = await scope
      .insert(cases, { locationId: chapel, status: 'AT_NEED', decedentName: 'Lena Moss', nameSlug: 'lena-moss' })
      .returning({ id: cases.id });
    await scope.insert(caseMembers, { caseId: made!.id, userId: rose.memberId });
    const [row] = await scope
      .insert(obituaries, {
        caseId: made!.id,
        fullName: 'Lena Moss',
        searchName: 'lena moss',
        diedOn: '2026-11-23',
        textHtml: '<p>Lena.</p>',
        textApprovedAt: new Date(),
        publicationState: state,
        publishedAt: state === 'published' ? new Date() : null,
      })
      .returning({ id: obituaries.id });
    return row!.id;
  };
  const words: Record<string, string> = {
    'ask-family': 'Asking the family to approve it',
    'stop-asking': 'Withdrawing the request to the family',
    'mark-ready': 'Marking it ready',
    publish: 'Publishing it',
    unpublish: 'Taking it off the website',
  };
  const stateWords: Record<PublicationState, string> = {
    draft: 'a draft',
    'awaiting-family': 'waiting for the family’s approval',
    ready: 'ready to publish',
    published: 'published',
    unpublished: 'unpublished',
  };
  /** Where each step takes an obituary from each state (absent: refused). */
  const taken: Record<PublicationState, Record<string, PublicationState>> = {
    draft: { 'ask-family': 'awaiting-family', 'mark-ready': 'ready' },
    'awaiting-family': { 'stop-asking': 'draft' },
    ready: { publish: 'published' },
    published: { unpublish: 'unpublished' },
    unpublished: { publish: 'published' },
  };

  it.each(Object.keys(taken) as PublicationState[])(
    'from %s: the steps it takes, 409 with the words for the others',
    async (state) => {
      for (const action of [...Object.keys(words), 'approve-text']) {
        const id = await madeIn(state);
        const response = await call('POST', `/${id}/${action}`);
        const next = taken[state][action];
        if (next) {
          expect(response.status, `${state} ${action}`).toBe(200);
          expect((await view(response)).state).toBe(next);
          continue;
        }
        // Nothing waits for approval here: the portal's words, in every state.
        const expected =
          action === 'approve-text'
            ? 'There is no draft to approve'
            : `${words[action]} is not possible while the obituary is ${stateWords[state]}`;
        expect(await refusal(response), `${state} ${action}`).toBe(expected);
        expect(await stateOf(id), `${state} ${action} changes nothing`).toBe(state);
      }
    },
  );
});

describe('the editor’s form', () => {
  it('keeps events by id, writes times on the event’s own clock, and refuses ids that are not the obituary’s', async () => {
    const draft = await fresh('Ines Varga');
    const id = draft.id;
    const service = {
      kind: 'service',
      startsAt: '2026-12-03T11:00',
      endsAt: '2026-12-03T12:00',
      timeZone: 'America/Chicago',
      locationId: null,
      place: {
        name: 'St. Olaf',
        line1: '1 Church St',
        city: 'Duluth',
        region: 'MN',
        postalCode: '55802',
        country: 'US',
      },
      flowersUntil: '2026-12-02T17:00',
    };
    const saved = await view(
      await call(
        'PUT',
        `/${id}`,
        formOf(draft, { events: [service, { ...service, kind: 'burial', locationId: chapel, place: null }] }),
      ),
    );
    const [first, second] = saved.content.events;
    expect(first).toMatchObject({
      kind: 'service',
      startsAt: '2026-12-03T11:00',
      startsAtInstant: '2026-12-03T17:00:00.000Z',
    });
    expect(first!.flowersUntil).toBe('2026-12-02T17:00');
    expect(second).toMatchObject({ kind: 'burial', locationId: chapel });
    expect(second!.place.name).not.toBe('St. Olaf');

    // The burial removed, the service kept (its id: shop orders name it) and moved.
    const kept = await view(
      await call(
        'PUT',
        `/${id}`,
        formOf(saved, { events: [{ ...formOf(saved).events[0], startsAt: '2026-12-03T10:00' }] }),
      ),
    );
    expect(kept.content.events.map((event) => [event.id, event.startsAt])).toEqual([[first!.id, '2026-12-03T10:00']]);

    const bad = await call(
      'PUT',
      `/${id}`,
      formOf(kept, {
        photoMediaId: 999_999,
        events: [
          { ...service, id: 999_999 },
          { ...service, locationId: 999_999 },
          { ...service, place: null },
          { ...service, timeZone: 'Mars/Olympus', endsAt: '2026-12-03T10:00' },
        ],
      }),
    );
    expect(bad.status).toBe(422);
    expect(apiError.parse(await bad.json()).issues).toEqual([
      { path: 'events.2.place', message: 'This field is required' },
      { path: 'events.3.timeZone', message: 'Please enter a valid format' },
      { path: 'events.3.endsAt', message: 'Value must be greater than or equal to 2026-12-03T11:00' },
    ]);
    const foreign = await call(
      'PUT',
      `/${id}`,
      formOf(kept, {
        photoMediaId: 999_999,
        events: [
          { ...service, id: 999_999 },
          { ...service, locationId: 999_999 },
        ],
      }),
    );
    expect(foreign.status).toBe(422);
    expect(apiError.parse(await foreign.json()).issues?.map((issue) => issue.path)).toEqual([
      'photoMediaId',
      'events.0.id',
      'events.1.locationId',
    ]);
    expect((await view(await call('GET', `/${id}`))).content.events).toHaveLength(1);
  });

  it('sets the memorial wall and turns the shop off and on; left out, neither is touched', async () => {
    const draft = await fresh('Wren Halvorsen');
    const id = draft.id;
    // Until saved: the family's defaults, and the shop open.
    expect(draft.content).toMatchObject({
      wall: { moderation: 'approve-first', posting: 'anyone', shown: true },
      shop: true,
    });
    await view(
      await call('PUT', `/${id}`, formOf(draft, { diedOn: '2026-11-20', textHtml: '<p>Wren kept bees.</p>' })),
    );
    await view(await call('POST', `/${id}/approve-text`));
    await view(await call('POST', `/${id}/mark-ready`));
    const published = await view(await call('POST', `/${id}/publish`));
    expect((await publicGet(`/api/web/obituaries/${id}/shop/products`)).status).toBe(200);

    const wall = { moderation: 'open', posting: 'members', shown: false };
    const saved = await view(await call('PUT', `/${id}`, formOf(published, { wall, shop: false })));
    expect(saved.content).toMatchObject({ wall, shop: false });
    expect(saved.state).toBe('published');
    // The public page follows at once: no shop, and the wall as set (the family's own settings row).
    expect(obituary.parse(await (await publicGet(`/api/web/obituaries/${id}`)).json()).shop).toBe(false);
    expect((await publicGet(`/api/web/obituaries/${id}/shop/products`)).status).toBe(404);
    const memories = (await (await publicGet(`/api/web/obituaries/${id}/memories`)).json()) as { wall: unknown };
    expect(memories.wall).toEqual(wall);

    const untouched = await view(await call('PUT', `/${id}`, formOf(saved, { bornOn: '1950-05-05' })));
    expect(untouched.content).toMatchObject({ wall, shop: false, bornOn: '1950-05-05' });
    const reopened = await view(await call('PUT', `/${id}`, formOf(untouched, { shop: true })));
    expect(reopened.content.shop).toBe(true);
    expect((await publicGet(`/api/web/obituaries/${id}/shop/products`)).status).toBe(200);
  });

  it('takes an uploaded main photo for a case without photos, leaving the family’s task to them', async () => {
    const draft = await fresh('Ansel Marlowe');
    expect([draft.photos, draft.content.photoMediaId]).toEqual([[], null]);
    const png = new Blob([
      new Uint8Array(
        await sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 40, g: 90, b: 60 } } })
          .png()
          .toBuffer(),
      ),
    ]);
    const photo = (body: Blob, token = director, onHost = host) =>
      request(t.app, 'POST', `/api/staff/obituaries/${draft.id}/photo`, {
        host: onHost,
        token,
        body,
        headers: { 'Content-Type': 'application/octet-stream' },
      });

    const saved = await view(await photo(png, officeStaff));
    expect(saved.photos).toHaveLength(1);
    expect(saved.content.photoMediaId).toBe(saved.photos[0]!.id);
    // Cropped to the obituary's 4:5 shape, as the family's own upload is.
    expect(saved.photos[0]!.image.width / saved.photos[0]!.image.height).toBeCloseTo(4 / 5, 1);
    expect(saved.approvals.find((approval) => approval.kind === 'obituary-photo')).toMatchObject({
      status: 'to-do',
      approvedBy: null,
    });

    const text = await photo(new Blob([new TextEncoder().encode('not a photo')]));
    expect(text.status).toBe(422);
    expect(apiError.parse(await text.json()).issues?.[0]?.path).toBe('file');
    // Another company's obituary is none: 404, its body never read.
    expect((await photo(png, harbor, 'other.test')).status).toBe(404);
  });

  it('lists newest first, by name and state, with the count in each state', async () => {
    const list = staffObituaryList.parse(await (await call('GET', '?pageSize=2')).json());
    expect(list.items).toHaveLength(2);
    expect(list.items[0]!.createdAt >= list.items[1]!.createdAt).toBe(true);
    expect(list.total).toBe(Object.values(list.counts).reduce((sum, count) => sum + count, 0));
    const walter = staffObituaryList.parse(await (await call('GET', '?q=BROOKS&state=draft')).json());
    expect(walter.items.map((item) => [item.fullName, item.state, item.changeWaiting])).toEqual([
      ['Walter James Brooks', 'draft', true],
    ]);
    const none = staffObituaryList.parse(await (await call('GET', '?q=brooks&state=published')).json());
    expect(none.items).toEqual([]);
    const ofCase = staffObituaryList.parse(await (await call('GET', `?caseId=${rose.ids.case}`)).json());
    expect(ofCase.items.map((item) => item.id)).toEqual([harold]);
  });
});

describe('roles and companies', () => {
  it('lets office staff write and ask, but not approve for the family, publish or unpublish (403)', async () => {
    const draft = await fresh('Pia Sorensen');
    expect((await call('GET', `/${draft.id}`, undefined, officeStaff)).status).toBe(200);
    const asStaff = await view(
      await call('PUT', `/${draft.id}`, formOf(draft, { textHtml: '<p>Pia.</p>' }), officeStaff),
    );
    expect(asStaff.actions['approve-text']).toMatchObject({ allowed: false, reason: 'Your role does not allow this.' });
    for (const action of ['approve-text', 'publish', 'unpublish'])
      expect((await call('POST', `/${draft.id}/${action}`, undefined, officeStaff)).status, action).toBe(403);
    expect((await call('POST', `/${draft.id}/approve-text`, undefined, owner)).status).toBe(200);
  });

  it('answers 404 to a director of another company for every call on an obituary, and leaves it as it was', async () => {
    const [theirs] = await tenantScope(database.db, database.otherCompanyId)
      .select({ id: obituaries.id, state: obituaries.publicationState })
      .from(obituaries)
      .limit(1);
    const ours = await view(await call('GET', `/${harold}`));
    expect((await call('GET', `/${theirs!.id}`)).status).toBe(404);
    for (const action of ['publish', 'unpublish', 'mark-ready', 'ask-family', 'stop-asking', 'approve-text'])
      expect((await call('POST', `/${theirs!.id}/${action}`)).status, action).toBe(404);
    expect((await call('PUT', `/${theirs!.id}`, formOf(ours, { fullName: 'Taken' }))).status).toBe(404);
    const [after] = await tenantScope(database.db, database.otherCompanyId)
      .select({ state: obituaries.publicationState, name: obituaries.fullName })
      .from(obituaries, eq(obituaries.id, theirs!.id));
    expect(after).toMatchObject({ state: theirs!.state });
    expect(after!.name).not.toBe('Taken');
    // Their own staff reach it; ours is no obituary of theirs.
    expect((await call('GET', `/${theirs!.id}`, undefined, harbor, 'other.test')).status).toBe(200);
    expect((await call('GET', `/${harold}`, undefined, harbor, 'other.test')).status).toBe(404);
  });
});
