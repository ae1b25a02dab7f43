import { describe, expect, it } from 'vitest';
import {
  checkedSiteContent,
  draftRenderContext,
  duplicateRedirectMessage,
  managedRedirect,
  publishBody,
  redirectInput,
  redirectParams,
  rollbackResult,
  saveDraftBody,
  siteContentIssues,
  siteVersionPage,
  staleDraftMessage,
  versionParams,
  versionsQuery,
} from './builder.ts';
import type { SiteContent } from './site-content.ts';
import { pageAt, validSiteContent } from './site-fixtures.test-helper.ts';
import { issuesOf } from './spec-issues.test-helper.ts';

/** The site with these pages, keyed as given. */
const withPages = (pages: SiteContent['pages']): SiteContent => ({ ...validSiteContent, pages });

const about = pageAt('/about');
const team = pageAt('/about/team', { parentId: 'about', position: 1 });

describe('siteContentIssues', () => {
  it('finds nothing wrong with a home page and a two-level tree', () => {
    expect(siteContentIssues(withPages({ '/': pageAt('/'), '/about': about, '/about/team': team }))).toEqual([]);
  });

  it('wants each page keyed by its own path', () => {
    expect(siteContentIssues(withPages({ '/': pageAt('/'), '/about-us': about }))).toEqual([
      { path: ['pages', '/about-us', 'path'], message: 'Must be the same as the page key' },
    ]);
  });

  it('refuses a second page with an id already taken', () => {
    const twin = pageAt('/twin', { id: 'about' });
    expect(siteContentIssues(withPages({ '/about': about, '/twin': twin }))).toEqual([
      { path: ['pages', '/twin', 'id'], message: 'Another page already has this id' },
    ]);
  });

  it('refuses two modules with one id on a page, but not on different pages', () => {
    const module = { id: 'm1', type: 'richText', html: '' } as const;
    const crowded = pageAt('/about', { modules: [module, { ...module, id: 'm2' }, module] });
    expect(siteContentIssues(withPages({ '/': pageAt('/'), '/about': crowded }))).toEqual([
      { path: ['pages', '/about', 'modules', 2, 'id'], message: 'Another module on this page has this id' },
    ]);
  });

  it('refuses a parent that does not exist', () => {
    expect(siteContentIssues(withPages({ '/about/team': team }))).toEqual([
      { path: ['pages', '/about/team', 'parentId'], message: 'The parent page does not exist' },
    ]);
  });

  it('refuses a page placed under itself, directly or through another page', () => {
    const selfish = pageAt('/about', { parentId: 'about' });
    expect(siteContentIssues(withPages({ '/about': selfish }))).toEqual([
      { path: ['pages', '/about', 'parentId'], message: 'A page cannot be placed under itself' },
    ]);
    const a = pageAt('/a', { parentId: 'b' });
    const b = pageAt('/b', { parentId: 'a' });
    expect(siteContentIssues(withPages({ '/a': a, '/b': b }))).toEqual([
      { path: ['pages', '/a', 'parentId'], message: 'A page cannot be placed under itself' },
      { path: ['pages', '/b', 'parentId'], message: 'A page cannot be placed under itself' },
    ]);
  });

  it('names every page that hangs below a loop', () => {
    const a = pageAt('/a', { parentId: 'b' });
    const b = pageAt('/b', { parentId: 'a' });
    const below = pageAt('/c', { parentId: 'a' });
    expect(siteContentIssues(withPages({ '/a': a, '/b': b, '/c': below })).map((issue) => issue.path[1])).toEqual([
      '/a',
      '/b',
      '/c',
    ]);
  });
});

describe('saveDraftBody', () => {
  it('accepts a draft with the revision it started from', () => {
    const body = { baseRevision: 3, content: validSiteContent };
    expect(saveDraftBody.parse(body)).toEqual(body);
  });

  it("refuses a site its shape allows but its rules don't, at the page's path", () => {
    const content = withPages({ '/about-us': about });
    expect(issuesOf(checkedSiteContent, content)).toEqual([
      { path: 'pages./about-us.path', message: 'Must be the same as the page key' },
    ]);
    expect(issuesOf(saveDraftBody, { baseRevision: 3, content })).toEqual([
      { path: 'content.pages./about-us.path', message: 'Must be the same as the page key' },
    ]);
  });

  it('refuses revision 0 and a revision between whole numbers', () => {
    expect(issuesOf(saveDraftBody, { baseRevision: 0, content: validSiteContent })).toEqual([
      { path: 'baseRevision', message: 'Must be at least 1' },
    ]);
    expect(issuesOf(publishBody, { revision: 1.5 })).toEqual([{ path: 'revision', message: 'Expected integer' }]);
  });
});

describe('publishing and versions', () => {
  it('publishes at a revision from 1', () => {
    expect(publishBody.parse({ revision: 1 })).toEqual({ revision: 1 });
    expect(issuesOf(publishBody, { revision: 0 })).toEqual([{ path: 'revision', message: 'Must be at least 1' }]);
    expect(issuesOf(publishBody, {})).toEqual([{ path: 'revision', message: 'This field is required' }]);
  });

  it('answers a rollback with versions and revisions from 1', () => {
    expect(rollbackResult.parse({ version: 2, revision: 9 })).toEqual({ version: 2, revision: 9 });
    expect(issuesOf(rollbackResult, { version: 0, revision: 0 })).toEqual([
      { path: 'version', message: 'Must be at least 1' },
      { path: 'revision', message: 'Must be at least 1' },
    ]);
  });

  it('reads the version from the path as a whole number from 1', () => {
    expect(versionParams.parse({ version: '4' })).toEqual({ version: 4 });
    expect(versionParams.parse({ version: '1' })).toEqual({ version: 1 });
    expect(issuesOf(versionParams, { version: '0' })).toEqual([{ path: 'version', message: 'Must be at least 1' }]);
  });

  it('lists versions a page at a time, 20 by default', () => {
    expect(versionsQuery.parse({})).toEqual({ page: 1, pageSize: 20 });
    const listed = {
      items: [{ version: 2, publishedAt: '2026-11-01T10:00:00.000Z', publishedBy: 'Ruth Ellis', current: true }],
      page: 1,
      pageSize: 20,
      total: 1,
    };
    expect(siteVersionPage.parse(listed)).toEqual(listed);
    expect(issuesOf(siteVersionPage, { ...listed, items: [{ ...listed.items[0], publishedBy: undefined }] })).toEqual([
      { path: 'items.0.publishedBy', message: 'This field is required' },
    ]);
  });

  it('gives the draft render context the revision a save must name', () => {
    const draft = {
      ...validSiteContent,
      company: { name: 'Ellis & Sons', phoneNumber: '503-555-0199', logoUrl: null },
      locations: [],
      revision: 5,
    };
    expect(draftRenderContext.parse(draft)).toEqual(draft);
    expect(issuesOf(draftRenderContext, { ...draft, revision: 0 })).toEqual([
      { path: 'revision', message: 'Must be at least 1' },
    ]);
  });

  it('asks whoever saved a stale draft to reload it', () => {
    expect(staleDraftMessage).toBe(
      'Someone else changed the draft since you loaded it. Reload the draft to see their changes, then make yours again.',
    );
  });
});

describe('redirectInput', () => {
  const redirectTo = (to: string, from = '/old') => ({ from, to, permanent: true });

  it.each([
    '/new',
    '/',
    '/new?utm=mail#top',
    'https://example.com',
    'http://example.com/obituaries?id=4',
    'HTTPS://EXAMPLE.COM/Path',
  ])('accepts a redirect to %s', (to) => {
    expect(redirectInput.parse(redirectTo(to))).toEqual(redirectTo(to));
  });

  it.each([
    'new',
    '//example.com/new',
    '/new page',
    'ftp://example.com',
    'https://',
    'https:///path',
    'https://example.com/a b',
    'see https://example.com',
    'xhttps://example.com',
    'http:/example.com',
  ])('refuses a redirect to %s as no valid URL', (to) => {
    expect(issuesOf(redirectInput, redirectTo(to))).toEqual([{ path: 'to', message: 'Please enter a valid URL' }]);
  });

  it.each(['old', '//old', '/old page', '/old?x=1', '/old#top', 'x/old'])(
    'refuses to redirect from %s, which is no path of this site',
    (from) => {
      expect(issuesOf(redirectInput, redirectTo('/new', from))).toEqual([
        { path: 'from', message: 'Please enter a valid format' },
      ]);
    },
  );

  it('refuses a redirect to itself', () => {
    expect(issuesOf(redirectInput, redirectTo('/old'))).toEqual([
      { path: 'to', message: 'A redirect cannot point to itself' },
    ]);
  });

  it('takes paths up to 500 and targets up to 2000 characters', () => {
    const longFrom = `/${'a'.repeat(499)}`;
    const longTo = `https://example.com/${'b'.repeat(1980)}`;
    expect(redirectInput.parse(redirectTo(longTo, longFrom))).toEqual(redirectTo(longTo, longFrom));
    expect(issuesOf(redirectInput, redirectTo('/new', `${longFrom}a`))).toEqual([
      { path: 'from', message: 'Cannot exceed 500 characters' },
    ]);
    expect(issuesOf(redirectInput, redirectTo(`${longTo}b`))).toEqual([
      { path: 'to', message: 'Cannot exceed 2000 characters' },
    ]);
  });

  it('says an empty source or target is too short', () => {
    expect(issuesOf(redirectInput, redirectTo('/new', ''))).toEqual([
      { path: 'from', message: 'This field is required' },
      { path: 'from', message: 'Please enter a valid format' },
    ]);
    // The link-target rule (contract/link-target.ts) stops at the length: one message for an empty target.
    expect(issuesOf(redirectInput, redirectTo(''))).toEqual([{ path: 'to', message: 'This field is required' }]);
  });

  it('refuses a duplicate source in words', () => {
    expect(duplicateRedirectMessage).toBe('A redirect from this path already exists');
  });
});

describe('managed redirects', () => {
  it('lists a redirect with its id', () => {
    const stored = { id: 3, from: '/old', to: '/new', permanent: false };
    expect(managedRedirect.parse(stored)).toEqual(stored);
    expect(issuesOf(managedRedirect, { ...stored, id: undefined })).toEqual([
      { path: 'id', message: 'This field is required' },
    ]);
  });

  it('reads the redirect id from the path as a whole number from 1', () => {
    expect(redirectParams.parse({ id: '8' })).toEqual({ id: 8 });
    expect(redirectParams.parse({ id: '1' })).toEqual({ id: 1 });
    expect(issuesOf(redirectParams, { id: '0' })).toEqual([{ path: 'id', message: 'Must be at least 1' }]);
  });
});
