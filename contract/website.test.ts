import { describe, expect, it } from 'vitest';
import { pageAt, validDesign, validSiteContent } from './site-fixtures.test-helper.ts';
import { issuesOf } from './spec-issues.test-helper.ts';
import {
  blogArticle,
  blogArticleParams,
  blogArticleSummary,
  cornerStyle,
  design,
  health,
  location,
  navigation,
  page,
  redirect,
  renderContext,
} from './website.ts';

const homePage = pageAt('/');

const mainStreet = {
  id: 7,
  name: 'Main Street Chapel',
  address: {
    line1: '12 Main Street',
    city: 'Portland',
    region: 'OR',
    postalCode: '97214',
    country: 'US',
  },
  phoneNumber: '503-555-0100',
  email: 'chapel@example.com',
};

const validContext = {
  ...validSiteContent,
  company: { name: 'Ellis & Sons', phoneNumber: '503-555-0199', logoUrl: null },
  locations: [mainStreet],
};

describe('renderContext', () => {
  it('accepts a whole context and keeps every part of it', () => {
    expect(renderContext.parse(validContext)).toEqual(validContext);
  });

  it('gives a context without locations an empty list', () => {
    const { locations: _omitted, ...withoutLocations } = validContext;
    expect(renderContext.parse(withoutLocations).locations).toEqual([]);
  });

  it('says each missing part is required', () => {
    expect(issuesOf(renderContext, {})).toEqual(
      ['design', 'company', 'navigation', 'pages', 'header', 'footer', 'settings'].map((path) => ({
        path,
        message: 'This field is required',
      })),
    );
  });

  it('refuses a header or footer without an id', () => {
    expect(issuesOf(renderContext, { ...validContext, header: {}, footer: { id: 3 } })).toEqual([
      { path: 'header.id', message: 'This field is required' },
      { path: 'footer.id', message: 'Expected string' },
    ]);
  });

  it('refuses a company without a name or phone number, and a missing logo', () => {
    expect(issuesOf(renderContext, { ...validContext, company: { name: '', phoneNumber: '' } })).toEqual([
      { path: 'company.name', message: 'This field is required' },
      { path: 'company.phoneNumber', message: 'This field is required' },
      { path: 'company.logoUrl', message: 'This field is required' },
    ]);
  });

  it('refuses settings that are not words', () => {
    expect(issuesOf(renderContext, { ...validContext, settings: { tagline: 1, footerText: null } })).toEqual([
      { path: 'settings.tagline', message: 'Expected string' },
      { path: 'settings.footerText', message: 'This field is required' },
    ]);
  });
});

describe('design', () => {
  it('accepts six-digit hex colours in either case', () => {
    expect(design.parse(validDesign)).toEqual(validDesign);
  });

  it.each(['1a1a1a', '#1a1a1', '#1a1a1a1', 'x#1a1a1a', '#1a1a1g', '#fff'])(
    'refuses the colour %j as a wrong format',
    (colour) => {
      expect(issuesOf(design, { ...validDesign, colorPrimary: colour })).toEqual([
        { path: 'colorPrimary', message: 'Please enter a valid format' },
      ]);
    },
  );

  it('refuses empty font names', () => {
    expect(issuesOf(design, { ...validDesign, fontHeading: '', fontBody: '' })).toEqual([
      { path: 'fontHeading', message: 'This field is required' },
      { path: 'fontBody', message: 'This field is required' },
    ]);
  });

  it('offers exactly the three corner styles', () => {
    for (const style of ['Square', 'Rounded', 'Soft Square']) expect(cornerStyle.parse(style)).toBe(style);
    expect(issuesOf(design, { ...validDesign, buttonCorners: 'Round' })).toEqual([
      {
        path: 'buttonCorners',
        message: 'Invalid option selected. Valid options are: Square, Rounded, Soft Square',
      },
    ]);
  });
});

describe('navigation', () => {
  it('refuses a node without a label or a target', () => {
    const node = { label: '', to: '', empty: false, hiddenHeader: false };
    expect(issuesOf(navigation, { items: [{ node }] })).toEqual([
      { path: 'items.0.node.label', message: 'This field is required' },
      { path: 'items.0.node.to', message: 'This field is required' },
    ]);
  });

  it('checks the children as nodes too', () => {
    const node = { label: 'About', to: '/about', empty: 'no', hiddenHeader: false };
    expect(issuesOf(navigation, { items: [{ node: { ...node, empty: false }, children: [{ node }] }] })).toEqual([
      { path: 'items.0.children.0.node.empty', message: 'Expected boolean' },
    ]);
  });
});

describe('page', () => {
  it('accepts a child page with its parent and position', () => {
    const child = { ...homePage, id: 'team', path: '/about/team', parentId: 'about', position: 2, modules: [] };
    expect(page.parse(child)).toEqual(child);
  });

  it('refuses a path that does not start with "/"', () => {
    expect(issuesOf(page, { ...homePage, path: 'about/' })).toEqual([{ path: 'path', message: 'Invalid string' }]);
  });

  it('refuses an empty id or title, and a position between whole numbers', () => {
    expect(issuesOf(page, { ...homePage, id: '', title: '', position: 1.5 })).toEqual([
      { path: 'id', message: 'This field is required' },
      { path: 'title', message: 'This field is required' },
      { path: 'position', message: 'Expected integer' },
    ]);
  });

  it('refuses an unknown module type, listing the known ones', () => {
    const [issue] = issuesOf(page, { ...homePage, modules: [{ id: 'm1', type: 'carousel' }] });
    expect(issue?.path).toBe('modules.0.type');
    expect(issue?.message).toMatch(/^Invalid option selected\. Valid options are: hero, richText, /);
  });
});

describe('location', () => {
  it('accepts a location with a second address line or without an email', () => {
    const withLine2 = { ...mainStreet, address: { ...mainStreet.address, line2: 'Suite 4' }, email: null };
    expect(location.parse(withLine2)).toEqual(withLine2);
  });

  it('refuses empty address parts and a country that is not two letters', () => {
    const address = { line1: '', city: '', region: '', postalCode: '', country: 'USA' };
    expect(issuesOf(location, { ...mainStreet, address })).toEqual([
      { path: 'address.line1', message: 'This field is required' },
      { path: 'address.city', message: 'This field is required' },
      { path: 'address.region', message: 'This field is required' },
      { path: 'address.postalCode', message: 'This field is required' },
      { path: 'address.country', message: 'Cannot exceed 2 characters' },
    ]);
  });

  it('refuses an empty name or phone number and an email that is not one', () => {
    expect(issuesOf(location, { ...mainStreet, id: 'seven', name: '', phoneNumber: '', email: 'chapel' })).toEqual([
      { path: 'id', message: 'Expected number' },
      { path: 'name', message: 'This field is required' },
      { path: 'phoneNumber', message: 'This field is required' },
      { path: 'email', message: 'Please enter a valid email address' },
    ]);
  });
});

describe('redirect', () => {
  it('accepts a path on the site or an address elsewhere', () => {
    const local = { from: '/old-about', to: '/about', permanent: true };
    const away = { from: '/obituaries', to: 'https://example.com/obituaries', permanent: false };
    expect(redirect.parse(local)).toEqual(local);
    expect(redirect.parse(away)).toEqual(away);
  });

  it('refuses a source that is not a path, and an empty target', () => {
    expect(issuesOf(redirect, { from: 'old-about/', to: '', permanent: true })).toEqual([
      { path: 'from', message: 'Invalid string' },
      { path: 'to', message: 'This field is required' },
    ]);
  });
});

describe('blog articles', () => {
  const summary = {
    id: 3,
    title: 'Planning ahead',
    summary: 'Why families plan early.',
    author: 'Ruth Ellis',
    imageUrl: null,
    publishedAt: '2026-01-05T09:00:00.000Z',
  };

  it('accepts a summary, and an article with its html', () => {
    expect(blogArticleSummary.parse(summary)).toEqual(summary);
    expect(blogArticle.parse({ ...summary, html: '<p>Text</p>' })).toEqual({ ...summary, html: '<p>Text</p>' });
  });

  it('refuses an article without its html', () => {
    expect(issuesOf(blogArticle, summary)).toEqual([{ path: 'html', message: 'This field is required' }]);
  });

  it('refuses a summary missing its words', () => {
    expect(issuesOf(blogArticleSummary, { id: 3 })).toEqual(
      ['title', 'summary', 'author', 'imageUrl', 'publishedAt'].map((path) => ({
        path,
        message: 'This field is required',
      })),
    );
  });

  it('reads the article id from the path as a whole number from 1, refusing 0 in spec §5 words', () => {
    expect(blogArticleParams.parse({ id: '12' })).toEqual({ id: 12 });
    expect(blogArticleParams.parse({ id: '1' })).toEqual({ id: 1 });
    expect(issuesOf(blogArticleParams, { id: '0' })).toEqual([{ path: 'id', message: 'Must be at least 1' }]);
    expect(issuesOf(blogArticleParams, { id: '1.5' })).toEqual([{ path: 'id', message: 'Expected number' }]);
  });
});

describe('health', () => {
  it('answers only "ok"', () => {
    expect(health.parse({ status: 'ok' })).toEqual({ status: 'ok' });
    expect(issuesOf(health, { status: 'down' })).toEqual([
      { path: 'status', message: 'Invalid option selected. Valid options are: ok' },
    ]);
  });
});
