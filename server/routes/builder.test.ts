import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loginResult } from '#contract/auth.ts';
import {
  draftRenderContext,
  duplicateRedirectMessage,
  managedRedirect,
  managedRedirects,
  publishResult,
  rollbackResult,
  saveDraftResult,
  siteVersionPage,
  staleDraftMessage,
  type DraftRenderContext,
} from '#contract/builder.ts';
import { apiError } from '#contract/errors.ts';
import type { SiteContent } from '#contract/site-content.ts';
import { redirects as redirectsSchema, renderContext } from '#contract/website.ts';
import { siteVersions } from '#server/db/schema.ts';
import { EVERGREEN_STAFF_EMAIL, EVERGREEN_STAFF_PASSWORD } from '#server/seed/evergreen/staff.ts';
import { tenantScope } from '#server/db/tenant-scope.ts';
import { createUser } from '#server/services/auth.ts';
import { createTestApp, get, type TestApp } from '#tests/server/test-app.ts';
import { openTestDatabase, type TestDatabase } from '#tests/server/test-database.ts';

let database: TestDatabase;
let t: TestApp;
let staffToken: string;
let familyToken: string;
let harborToken: string;

const send = (method: string, path: string, body?: unknown, init: { host?: string; token?: string | null } = {}) =>
  t.app.request(path, {
    method,
    headers: {
      'X-Host': init.host ?? 'localhost',
      Accept: 'application/json',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(init.token === null ? {} : { Authorization: `Bearer ${init.token ?? staffToken}` }),
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });

const signIn = async (email: string, password: string, host = 'localhost') => {
  const response = await send('POST', '/api/auth/login', { email, password }, { host, token: null });
  return loginResult.parse(await response.json()).token;
};

const loadDraft = async (token = staffToken): Promise<DraftRenderContext> =>
  draftRenderContext.parse(await (await send('GET', '/api/web/render-context/draft', undefined, { token })).json());

/** Saves the draft with `change` applied to its content: the answer's status and issues. */
const saveChanged = async (change: (content: SiteContent) => unknown) => {
  const draft = await loadDraft();
  const response = await send('PUT', '/api/web/builder/draft', {
    baseRevision: draft.revision,
    content: change(contentOf(draft)),
  });
  return { status: response.status, issues: response.ok ? [] : (apiError.parse(await response.json()).issues ?? []) };
};

const approved = async () => renderContext.parse(await (await get(t.app, '/api/web/render-context/approved')).json());

/** What the builder saves: the site document part of a render context. */
const contentOf = (context: DraftRenderContext): SiteContent => ({
  design: context.design,
  navigation: context.navigation,
  pages: context.pages,
  header: context.header,
  footer: context.footer,
  settings: context.settings,
});

const withHomeHeading = (content: SiteContent, heading: string): SiteContent => {
  const home = content.pages['/']!;
  return {
    ...content,
    pages: {
      ...content.pages,
      '/': {
        ...home,
        modules: home.modules.map((module) => (module.type === 'hero' ? { ...module, heading } : module)),
      },
    },
  };
};

const homeHeading = (context: { pages: SiteContent['pages'] }) =>
  context.pages['/']?.modules.find((module) => module.type === 'hero')?.heading;

beforeAll(async () => {
  database = await openTestDatabase();
  t = createTestApp(database.db);
  await createUser(tenantScope(database.db, database.demoCompanyId), {
    email: 'family@evergreen.example',
    name: 'Family Member',
    role: 'family',
    password: 'family-password-2026',
  });
  await createUser(tenantScope(database.db, database.otherCompanyId), {
    email: 'keeper@harbor.example',
    name: 'Harbor Keeper',
    role: 'staff',
    staffRole: 'owner',
    password: 'harbor-password-1961',
  });
  staffToken = await signIn(EVERGREEN_STAFF_EMAIL, EVERGREEN_STAFF_PASSWORD);
  familyToken = await signIn('family@evergreen.example', 'family-password-2026');
  harborToken = await signIn('keeper@harbor.example', 'harbor-password-1961', 'other.test');
});
afterAll(() => database.close());

describe('GET /api/web/render-context/draft', () => {
  it('is never public: 401 without a session, 403 for a family account', async () => {
    const anonymous = await send('GET', '/api/web/render-context/draft', undefined, { token: null });
    expect(anonymous.status).toBe(401);
    expect(apiError.parse(await anonymous.json())).toEqual({ status: 401, message: 'Unauthorized' });
    expect((await send('GET', '/api/web/render-context/draft', undefined, { token: familyToken })).status).toBe(403);
  });

  it("refuses a staff token of another company's site (tenancy)", async () => {
    expect((await send('GET', '/api/web/render-context/draft', undefined, { token: harborToken })).status).toBe(401);
    const harbor = await send('GET', '/api/web/render-context/draft', undefined, {
      token: harborToken,
      host: 'other.test',
    });
    expect(harbor.status).toBe(200);
    expect(draftRenderContext.parse(await harbor.json()).company.name).toBe('Quiet Harbor Memorial Chapel');
  });

  it('answers the draft with its revision, uncached, sanitised like the approved context', async () => {
    const response = await send('GET', '/api/web/render-context/draft');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const draft = draftRenderContext.parse(await response.json());
    expect(draft.revision).toBeGreaterThanOrEqual(1);
    expect(draft.company.name).toBe('Evergreen Funeral Homes');
    expect(draft.locations).toHaveLength(3);
  });
});

describe('saving, publishing and rolling back', () => {
  beforeEach(() => {
    t.siteCache.invalidateSiteCache(database.demoCompanyId);
  });

  it('saves a draft without touching what visitors see, then publishes it as a new version', async () => {
    const draft = await loadDraft();
    const before = await approved();
    const saved = await send('PUT', '/api/web/builder/draft', {
      baseRevision: draft.revision,
      content: withHomeHeading(contentOf(draft), 'Caring for Portland families'),
    });
    expect(saved.status).toBe(200);
    const { revision } = saveDraftResult.parse(await saved.json());
    expect(revision).toBe(draft.revision + 1);

    expect(homeHeading(await loadDraft())).toBe('Caring for Portland families');
    expect(homeHeading(await approved())).toBe(homeHeading(before));

    const versionsBefore = siteVersionPage.parse(await (await send('GET', '/api/web/builder/versions')).json());
    const published = await send('POST', '/api/web/builder/publish', { revision });
    expect(published.status).toBe(200);
    const result = publishResult.parse(await published.json());
    expect(result.version).toBe((versionsBefore.items[0]?.version ?? 0) + 1);

    // The cached approved context was invalidated by the publish itself.
    expect(homeHeading(await approved())).toBe('Caring for Portland families');

    const versions = siteVersionPage.parse(await (await send('GET', '/api/web/builder/versions')).json());
    expect(versions.total).toBe(versionsBefore.total + 1);
    expect(versions.items[0]).toMatchObject({ version: result.version, current: true, publishedBy: 'Dana Ellison' });
    expect(versions.items.filter((item) => item.current)).toHaveLength(1);
  });

  it('publishing the revision that is already published makes no new version', async () => {
    const draft = await loadDraft();
    const first = publishResult.parse(
      await (await send('POST', '/api/web/builder/publish', { revision: draft.revision })).json(),
    );
    const again = publishResult.parse(
      await (await send('POST', '/api/web/builder/publish', { revision: draft.revision })).json(),
    );
    expect(again.version).toBe(first.version);
  });

  it('refuses a stale save with 409 and a clear message, and keeps the other save', async () => {
    const draft = await loadDraft();
    const first = await send('PUT', '/api/web/builder/draft', {
      baseRevision: draft.revision,
      content: withHomeHeading(contentOf(draft), 'First editor'),
    });
    expect(first.status).toBe(200);
    const second = await send('PUT', '/api/web/builder/draft', {
      baseRevision: draft.revision,
      content: withHomeHeading(contentOf(draft), 'Second editor'),
    });
    expect(second.status).toBe(409);
    expect(apiError.parse(await second.json())).toEqual({
      status: 409,
      message: 'Conflict',
      issues: [{ path: 'baseRevision', message: staleDraftMessage }],
    });
    expect(homeHeading(await loadDraft())).toBe('First editor');

    const stalePublish = await send('POST', '/api/web/builder/publish', { revision: draft.revision });
    expect(stalePublish.status).toBe(409);
  });

  it('rolls back to an earlier version: visitors and the draft see it again', async () => {
    const draft = await loadDraft();
    const saved = saveDraftResult.parse(
      await (
        await send('PUT', '/api/web/builder/draft', {
          baseRevision: draft.revision,
          content: withHomeHeading(contentOf(draft), 'Before the rollback'),
        })
      ).json(),
    );
    const kept = publishResult.parse(
      await (await send('POST', '/api/web/builder/publish', { revision: saved.revision })).json(),
    );
    const next = saveDraftResult.parse(
      await (
        await send('PUT', '/api/web/builder/draft', {
          baseRevision: saved.revision,
          content: withHomeHeading(contentOf(await loadDraft()), 'A change we regret'),
        })
      ).json(),
    );
    await send('POST', '/api/web/builder/publish', { revision: next.revision });
    expect(homeHeading(await approved())).toBe('A change we regret');

    const response = await send('POST', `/api/web/builder/versions/${kept.version}/rollback`);
    expect(response.status).toBe(200);
    const rolled = rollbackResult.parse(await response.json());
    expect(rolled.version).toBe(kept.version);
    expect(rolled.revision).toBe(next.revision + 1);

    expect(homeHeading(await approved())).toBe('Before the rollback');
    const newDraft = await loadDraft();
    expect(homeHeading(newDraft)).toBe('Before the rollback');
    expect(newDraft.revision).toBe(rolled.revision);

    const versions = siteVersionPage.parse(await (await send('GET', '/api/web/builder/versions')).json());
    expect(versions.items.find((item) => item.current)?.version).toBe(kept.version);
    // Every published version is kept.
    expect(versions.items.map((item) => item.version)).toEqual(
      [...versions.items.map((item) => item.version)].sort((a, b) => b - a),
    );
    expect(new Set(versions.items.map((item) => item.version)).size).toBe(versions.total);

    // An editor still holding the pre-rollback draft cannot save over it.
    const stale = await send('PUT', '/api/web/builder/draft', {
      baseRevision: next.revision,
      content: withHomeHeading(contentOf(newDraft), 'Stale'),
    });
    expect(stale.status).toBe(409);
  });

  it('answers 404 for a version that does not exist or is no number, 422 for one that cannot be', async () => {
    expect((await send('POST', '/api/web/builder/versions/9999/rollback')).status).toBe(404);
    expect((await send('POST', '/api/web/builder/versions/zero/rollback')).status).toBe(404);
    const bad = await send('POST', '/api/web/builder/versions/0/rollback');
    expect(bad.status).toBe(422);
    expect(apiError.parse(await bad.json()).issues).toEqual([{ path: 'version', message: 'Must be at least 1' }]);
  });

  it('refuses a version number its column cannot hold with 422 (spec §5), not a database failure', async () => {
    const overflow = await send('POST', '/api/web/builder/versions/99999999999/rollback');
    expect(overflow.status).toBe(422);
    expect(apiError.parse(await overflow.json()).issues).toEqual([
      { path: 'version', message: 'Cannot exceed 2147483647' },
    ]);
    // The largest number the column holds is only a version that does not exist.
    expect((await send('POST', '/api/web/builder/versions/2147483647/rollback')).status).toBe(404);
    const publish = await send('POST', '/api/web/builder/publish', { revision: 99999999999 });
    expect(publish.status).toBe(422);
    expect(apiError.parse(await publish.json()).issues).toEqual([
      { path: 'revision', message: 'Cannot exceed 2147483647' },
    ]);
  });

  it('keeps companies apart: a rollback or publish never touches another company', async () => {
    const harborBefore = await get(t.app, '/api/web/render-context/approved', { host: 'other.test' });
    const harborVersions = siteVersionPage.parse(
      await (
        await send('GET', '/api/web/builder/versions', undefined, { host: 'other.test', token: harborToken })
      ).json(),
    );
    expect(harborVersions.items).toEqual([expect.objectContaining({ version: 1, current: true })]);
    const harborAfter = await get(t.app, '/api/web/render-context/approved', { host: 'other.test' });
    expect(await harborAfter.text()).toBe(await harborBefore.text());
  });
});

describe('validation of saved drafts (422, spec §5 messages)', () => {
  it('checks every field with the contract', async () => {
    const draft = await loadDraft();
    const content = contentOf(draft);
    const home = content.pages['/']!;
    const broken = {
      ...content,
      pages: {
        ...content.pages,
        '/': {
          ...home,
          modules: [
            { id: 'x', type: 'hero', heading: '' },
            { id: 'y', type: 'videoEmbed', heading: 'Video', title: 'A video', url: 'https://evil.example/v' },
            { id: 'z', type: 'carousel' },
          ],
        },
      },
    };
    const response = await send('PUT', '/api/web/builder/draft', { baseRevision: draft.revision, content: broken });
    expect(response.status).toBe(422);
    const issues = apiError.parse(await response.json()).issues ?? [];
    expect(issues).toEqual(
      expect.arrayContaining([
        { path: 'content.pages./.modules.0.heading', message: 'This field is required' },
        { path: 'content.pages./.modules.1.url', message: 'Please enter a valid URL' },
      ]),
    );
    expect(issues.find((issue) => issue.path === 'content.pages./.modules.2.type')?.message).toMatch(
      /^Invalid option selected\. Valid options are: hero, richText, .*recentObituaries$/,
    );
    expect((await send('PUT', '/api/web/builder/draft', {})).status).toBe(422);
    expect((await send('PUT', '/api/web/builder/draft', '{')).status).toBe(400);
  });

  it('checks the site stays a site: pages keyed by path, unique ids, parents that exist', async () => {
    const draft = await loadDraft();
    const content = contentOf(draft);
    const about = content.pages['/about']!;
    const broken: SiteContent = {
      ...content,
      pages: {
        ...content.pages,
        '/about': { ...about, path: '/about-us', parentId: 'page-missing' },
        '/contact': { ...content.pages['/contact']!, id: 'page-home' },
      },
    };
    const response = await send('PUT', '/api/web/builder/draft', { baseRevision: draft.revision, content: broken });
    expect(response.status).toBe(422);
    const issues = apiError.parse(await response.json()).issues ?? [];
    expect(issues).toEqual(
      expect.arrayContaining([
        { path: 'content.pages./about.path', message: 'Must be the same as the page key' },
        { path: 'content.pages./about.parentId', message: 'The parent page does not exist' },
        { path: 'content.pages./contact.id', message: 'Another page already has this id' },
      ]),
    );
  });

  it('refuses NUL characters anywhere in the document, page keys included, with 422 (spec §5)', async () => {
    const { status, issues } = await saveChanged((content) => ({
      ...content,
      settings: { ...content.settings, tagline: 'Calm\u0000' },
      pages: {
        ...content.pages,
        '/': { ...content.pages['/']!, modules: [{ id: 'x', type: 'richText', html: '<p>\ud800</p>' }] },
        '/n\u0000': { ...content.pages['/']!, id: 'page-nul', path: '/n\u0000', modules: [] },
      },
    }));
    expect(status).toBe(422);
    expect(issues).toEqual(
      expect.arrayContaining([
        { path: 'content.settings.tagline', message: 'Invalid string' },
        { path: 'content.pages./.modules.0.html', message: 'Invalid string' },
        { path: 'content.pages./n\u0000', message: 'Invalid string' },
      ]),
    );
  });

  it('refuses javascript: and other unsafe link targets with the spec §5 URL message', async () => {
    const button = (to: string) => ({ id: 'b', label: 'Go', to });
    const cta = (id: string, to: string) => ({ id, type: 'callToAction', heading: 'H', text: '', button: button(to) });
    const homeWith = (content: SiteContent, modules: unknown[]) => ({
      ...content.pages,
      '/': { ...content.pages['/']!, modules },
    });
    const { status, issues } = await saveChanged((content) => ({
      ...content,
      navigation: {
        items: [{ node: { label: 'Bad', to: 'javascript:alert(1)', empty: false, hiddenHeader: false } }],
      },
      pages: homeWith(content, [
        cta('c0', 'javascript:alert(1)'),
        cta('c1', ' JavaScript:alert(1)'),
        cta('c2', '//evil.example/x'),
        cta('c3', 'data:text/html,<script>alert(1)</script>'),
        { id: 'h', type: 'hero', heading: 'Hi', cta: button('java\tscript:alert(1)') },
      ]),
    }));
    expect(status).toBe(422);
    const url = (path: string) => ({ path, message: 'Please enter a valid URL' });
    expect(issues).toEqual(
      expect.arrayContaining([
        url('content.navigation.items.0.node.to'),
        url('content.pages./.modules.0.button.to'),
        url('content.pages./.modules.1.button.to'),
        url('content.pages./.modules.2.button.to'),
        url('content.pages./.modules.3.button.to'),
        // A control character: one line of text, spec §5 'Invalid string'.
        { path: 'content.pages./.modules.4.cta.to', message: 'Invalid string' },
      ]),
    );

    const fine = await saveChanged((content) => ({
      ...content,
      pages: homeWith(content, [
        cta('c0', '/about'),
        cta('c1', 'https://example.org/a?b=c#d'),
        cta('c2', 'mailto:care@example.org'),
        cta('c3', 'tel:+15035550100'),
      ]),
    }));
    expect(fine).toEqual({ status: 200, issues: [] });
  });

  it('stores rich text as written but serves it sanitised, drafts included', async () => {
    const draft = await loadDraft();
    const content = contentOf(draft);
    const contact = content.pages['/contact']!;
    const dirty: SiteContent = {
      ...content,
      pages: {
        ...content.pages,
        '/contact': {
          ...contact,
          modules: [{ id: 'contact-body', type: 'richText', html: '<p onclick="x()">Hi<script>alert(1)</script></p>' }],
        },
      },
    };
    const saved = await send('PUT', '/api/web/builder/draft', { baseRevision: draft.revision, content: dirty });
    expect(saved.status).toBe(200);
    const served = (await loadDraft()).pages['/contact']?.modules[0];
    expect(served && 'html' in served ? served.html : '').toBe('<p>Hi</p>');
  });
});

describe('staff only, everywhere', () => {
  const calls: Array<[string, string, unknown?]> = [
    ['PUT', '/api/web/builder/draft', { baseRevision: 1, content: {} }],
    ['POST', '/api/web/builder/publish', { revision: 1 }],
    ['GET', '/api/web/builder/versions'],
    ['POST', '/api/web/builder/versions/1/rollback'],
    ['GET', '/api/web/builder/redirects'],
    ['POST', '/api/web/builder/redirects', { from: '/a', to: '/b', permanent: false }],
    ['PUT', '/api/web/builder/redirects/1', { from: '/a', to: '/b', permanent: false }],
    ['DELETE', '/api/web/builder/redirects/1'],
  ];
  it.each(calls)('%s %s: 401 anonymous, 403 family, 401 with another company’s token', async (method, path, body) => {
    expect((await send(method, path, body, { token: null })).status).toBe(401);
    expect((await send(method, path, body, { token: familyToken })).status).toBe(403);
    expect((await send(method, path, body, { token: harborToken })).status).toBe(401);
  });
});

describe('redirects', () => {
  it('lists, adds, changes and removes redirects, applied to visitors at once', async () => {
    const list = managedRedirects.parse(await (await send('GET', '/api/web/builder/redirects')).json());
    expect(list.map((redirect) => redirect.from)).toEqual(['/memorial-fund', '/old-about']);

    const created = await send('POST', '/api/web/builder/redirects', {
      from: '/obits',
      to: '/obituaries',
      permanent: true,
    });
    expect(created.status).toBe(201);
    const redirect = managedRedirect.parse(await created.json());
    const publicList = async () => redirectsSchema.parse(await (await get(t.app, '/api/web/redirects')).json());
    expect(await publicList()).toContainEqual({ from: '/obits', to: '/obituaries', permanent: true });

    const changed = await send('PUT', `/api/web/builder/redirects/${redirect.id}`, {
      from: '/obits',
      to: 'https://example.org/obituaries',
      permanent: false,
    });
    expect(changed.status).toBe(200);
    expect(await publicList()).toContainEqual({
      from: '/obits',
      to: 'https://example.org/obituaries',
      permanent: false,
    });

    expect((await send('DELETE', `/api/web/builder/redirects/${redirect.id}`)).status).toBe(204);
    expect((await publicList()).map((item) => item.from)).not.toContain('/obits');
    expect((await send('DELETE', `/api/web/builder/redirects/${redirect.id}`)).status).toBe(404);
  });

  it('refuses a second redirect from the same path, bad paths and bad targets', async () => {
    const duplicate = await send('POST', '/api/web/builder/redirects', {
      from: '/old-about',
      to: '/',
      permanent: true,
    });
    expect(duplicate.status).toBe(422);
    expect(apiError.parse(await duplicate.json()).issues).toEqual([
      { path: 'from', message: duplicateRedirectMessage },
    ]);

    const bad = await send('POST', '/api/web/builder/redirects', { from: 'no-slash', to: 'javascript:alert(1)' });
    expect(bad.status).toBe(422);
    expect(apiError.parse(await bad.json()).issues).toEqual([
      { path: 'from', message: 'Please enter a valid format' },
      { path: 'to', message: 'Please enter a valid URL' },
      { path: 'permanent', message: 'This field is required' },
    ]);
  });

  it('refuses a NUL character or a lone surrogate in from or to with 422 (spec §5), adding and changing', async () => {
    const invalid = (path: string) => ({ path, message: 'Invalid string' });
    const added = await send('POST', '/api/web/builder/redirects', { from: '/a\u0000b', to: '/', permanent: true });
    expect(added.status).toBe(422);
    expect(apiError.parse(await added.json()).issues).toEqual([invalid('from')]);

    const [first] = managedRedirects.parse(await (await send('GET', '/api/web/builder/redirects')).json());
    const changed = await send('PUT', `/api/web/builder/redirects/${first?.id}`, {
      from: '/old',
      to: '/new\u0000',
      permanent: true,
    });
    expect(changed.status).toBe(422);
    expect(apiError.parse(await changed.json()).issues).toEqual([invalid('to')]);

    const surrogate = await send('POST', '/api/web/builder/redirects', { from: '/\ud800', to: '/', permanent: true });
    expect(surrogate.status).toBe(422);
    expect(apiError.parse(await surrogate.json()).issues).toEqual([invalid('from')]);
  });

  it('refuses a redirect id its column cannot hold with 422 (spec §5)', async () => {
    const overflow = await send('PUT', '/api/web/builder/redirects/99999999999', {
      from: '/a',
      to: '/b',
      permanent: false,
    });
    expect(overflow.status).toBe(422);
    expect(apiError.parse(await overflow.json()).issues).toEqual([{ path: 'id', message: 'Cannot exceed 2147483647' }]);
    expect((await send('DELETE', '/api/web/builder/redirects/99999999999')).status).toBe(422);
  });

  it("cannot see or change another company's redirects", async () => {
    const harbor = managedRedirects.parse(
      await (
        await send('GET', '/api/web/builder/redirects', undefined, { host: 'other.test', token: harborToken })
      ).json(),
    );
    const [target] = harbor;
    expect(target?.from).toBe('/old-home');
    expect(
      (await send('PUT', `/api/web/builder/redirects/${target?.id}`, { from: '/x', to: '/', permanent: false })).status,
    ).toBe(404);
    expect((await send('DELETE', `/api/web/builder/redirects/${target?.id}`)).status).toBe(404);
    const rows = await database.db
      .select({ from: siteVersions.id })
      .from(siteVersions)
      .where(and(eq(siteVersions.companyId, database.otherCompanyId), eq(siteVersions.status, 'approved')));
    expect(rows).toHaveLength(1);
  });
});

describe('images from other sites (img-src allows only the site and IMAGE_ORIGINS)', () => {
  /** The content with its first image's address replaced, and the path of that `src`. */
  function withFirstImage(content: SiteContent, src: string): { content: unknown; path: string } {
    const copy = structuredClone(content) as unknown;
    const visit = (node: unknown, path: string[]): string | null => {
      if (node === null || typeof node !== 'object') return null;
      for (const [key, value] of Object.entries(node)) {
        if (key === 'src' && typeof value === 'string') {
          (node as Record<string, unknown>).src = src;
          return [...path, key].join('.');
        }
        const found = visit(value, [...path, key]);
        if (found) return found;
      }
      return null;
    };
    const path = visit(copy, []);
    if (!path) throw new Error('the demo draft has no image');
    return { content: copy, path };
  }

  it('refuses a draft whose image is on another site, at its path, unless the operator lists that origin', async () => {
    const draft = await loadDraft();
    const { content, path } = withFirstImage(contentOf(draft), 'https://images.example.org/a.jpg');
    const refused = await send('PUT', '/api/web/builder/draft', { baseRevision: draft.revision, content });
    expect(refused.status).toBe(422);
    expect(apiError.parse(await refused.json()).issues).toEqual([
      { path, message: 'Images must be files of this site (an address starting with /)' },
    ]);

    const listed = createTestApp(database.db, { imageOrigins: ['https://images.example.org'] });
    const saved = await listed.app.request('/api/web/builder/draft', {
      method: 'PUT',
      headers: {
        'X-Host': 'localhost',
        'Content-Type': 'application/json',
        Authorization: `Bearer ${staffToken}`,
      },
      body: JSON.stringify({ baseRevision: draft.revision, content }),
    });
    expect(saved.status).toBe(200);
    expect(saved.headers.get('content-security-policy')).toMatch(
      /img-src 'self' data: blob: https:\/\/images\.example\.org;/,
    );
  });
});
