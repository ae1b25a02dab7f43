import { describe, expect, it } from 'vitest';
import type { Page } from '#contract/website.ts';
import { lookupPage } from './pages.ts';

const page = (id: string, path: string, extra: Partial<Page> = {}): Page => ({
  id,
  path,
  title: id,
  description: '',
  parentId: null,
  position: 0,
  modules: [{ id: `${id}-text`, type: 'richText', html: '<p>x</p>' }],
  ...extra,
});

const pages = {
  '/': page('home', '/'),
  '/services': page('services', '/services', { modules: [] }),
  '/services/cremation': page('cremation', '/services/cremation', { parentId: 'services', position: 2 }),
  '/services/burial': page('burial', '/services/burial', { parentId: 'services', position: 1 }),
  '/empty': page('empty', '/empty', { modules: [] }),
};

describe('lookupPage', () => {
  it('finds a page by path, ignoring a trailing slash', () => {
    expect(lookupPage(pages, '/services/burial/')).toEqual({ kind: 'page', page: pages['/services/burial'] });
  });

  it('redirects a page without modules to its first child by position', () => {
    expect(lookupPage(pages, '/services')).toEqual({ kind: 'redirect', to: '/services/burial' });
  });

  it('treats unknown paths and empty pages without children as missing', () => {
    expect(lookupPage(pages, '/nowhere')).toEqual({ kind: 'missing' });
    expect(lookupPage(pages, '/empty')).toEqual({ kind: 'missing' });
  });
});
