import { describe, expect, it } from 'vitest';
import { siteContent, siteVersionStatus } from './site-content.ts';
import { validSiteContent } from './site-fixtures.test-helper.ts';
import { issuesOf } from './spec-issues.test-helper.ts';

const content = validSiteContent;

describe('siteContent', () => {
  it('keeps the design, navigation, pages, header, footer and settings of a version', () => {
    expect(siteContent.parse(content)).toEqual(content);
  });

  it('leaves out the company and locations, which live in their own tables', () => {
    const withJoined = { ...content, company: { name: 'Ellis & Sons' }, locations: [{ id: 1 }] };
    expect(siteContent.parse(withJoined)).toEqual(content);
  });

  it('says each missing part is required', () => {
    expect(issuesOf(siteContent, {})).toEqual(
      ['design', 'navigation', 'pages', 'header', 'footer', 'settings'].map((path) => ({
        path,
        message: 'This field is required',
      })),
    );
  });
});

describe('siteVersionStatus', () => {
  it('is draft, approved or archived', () => {
    for (const status of ['draft', 'approved', 'archived']) expect(siteVersionStatus.parse(status)).toBe(status);
    expect(issuesOf(siteVersionStatus, 'published')).toEqual([
      { path: '', message: 'Invalid option selected. Valid options are: draft, approved, archived' },
    ]);
  });
});
