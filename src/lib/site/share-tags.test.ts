import { describe, expect, it } from 'vitest';
import { shareTags, type ShareFacts } from './share-tags.ts';

const home: ShareFacts = {
  title: 'Evergreen Funeral Homes',
  description: 'Family-owned funeral homes in the Portland area.',
  companyName: 'Evergreen Funeral Homes',
  logoUrl: '/api/web/media/4/640.webp',
  siteUrl: 'https://evergreen.example',
  path: '/',
};

describe('shareTags', () => {
  it("names the page, its company and its canonical address on the company's configured site", () => {
    expect(shareTags(home)).toEqual({
      canonical: 'https://evergreen.example/',
      properties: [
        ['og:type', 'website'],
        ['og:site_name', 'Evergreen Funeral Homes'],
        ['og:title', 'Evergreen Funeral Homes'],
        ['og:description', 'Family-owned funeral homes in the Portland area.'],
        ['og:url', 'https://evergreen.example/'],
        ['og:image', 'https://evergreen.example/api/web/media/4/640.webp'],
        ['og:image:alt', 'Evergreen Funeral Homes'],
      ],
    });
  });

  it('encodes the path as the sitemap does, and keeps a logo on another host where it is', () => {
    const tags = shareTags({ ...home, path: '/café', logoUrl: 'https://cdn.example/logo.png' });
    expect(tags.canonical).toBe('https://evergreen.example/caf%C3%A9');
    expect(tags.properties).toContainEqual(['og:image', 'https://cdn.example/logo.png']);
  });

  it('shows no card image for an SVG logo (share previews do not draw one) or none at all', () => {
    for (const logoUrl of ['/media/evergreen-logo.svg', '/media/logo.SVG?v=2', null]) {
      const properties = shareTags({ ...home, logoUrl }).properties.map(([property]) => property);
      expect(properties, String(logoUrl)).not.toContain('og:image');
      expect(properties, String(logoUrl)).toContain('og:url');
    }
  });

  it("writes no absolute address without a configured site address (never the request's host)", () => {
    const tags = shareTags({ ...home, siteUrl: null });
    expect(tags.canonical).toBeNull();
    expect(tags.properties.map(([property]) => property)).toEqual([
      'og:type',
      'og:site_name',
      'og:title',
      'og:description',
    ]);
  });
});
