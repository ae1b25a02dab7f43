import { describe, expect, it } from 'vitest';
import type { Obituary } from '#contract/obituaries.ts';
import type { HeadTag } from './head-tags.ts';
import { obituaryHeadTags } from './obituary-head-tags.ts';

const linnea: Obituary = {
  id: 12,
  fullName: 'Linnea Maja Sjöberg',
  nameSlug: 'linnea-maja-sjoberg',
  bornOn: '1941-03-14',
  diedOn: '2026-11-20',
  photo: {
    url: '/api/web/media/5/1280.webp',
    width: 1280,
    height: 1600,
    alt: 'Linnea in her garden',
    sources: [],
  },
  locationId: 1,
  locationName: 'Maple Grove Chapel',
  textHtml: '<p>Linnea taught piano.</p>',
  summary: 'Linnea taught piano.',
  livestreamUrl: null,
  shop: true,
  noFlowers: false,
  theme: null,
  events: [
    {
      id: 3,
      kind: 'service',
      name: 'Funeral service',
      startsAt: '2026-11-30T18:30:00.000Z',
      endsAt: null,
      timeZone: 'America/Los_Angeles',
      placeName: 'Maple Grove Chapel',
      address: {
        line1: '1420 SE Maple Grove Avenue',
        city: 'Portland',
        region: 'OR',
        postalCode: '97214',
        country: 'US',
      },
    },
  ],
};

const facts = {
  obituary: linnea,
  companyName: 'Evergreen Funeral Homes',
  siteUrl: 'https://evergreen.example',
  path: '/obituaries/12/linnea-maja-sjoberg',
};

const property = (tags: HeadTag[], name: string) =>
  tags.find(
    (tag) =>
      tag.tag === 'meta' && (('property' in tag && tag.property === name) || ('name' in tag && tag.name === name)),
  );

describe('obituaryHeadTags', () => {
  it('names the person, their dates and the page in title, description and share tags', () => {
    const tags = obituaryHeadTags(facts);
    expect(tags[0]).toEqual({ tag: 'title', text: 'Linnea Maja Sjöberg Obituary | Evergreen Funeral Homes' });
    expect(property(tags, 'description')).toMatchObject({ content: 'Linnea taught piano.' });
    expect(property(tags, 'og:title')).toMatchObject({ content: 'Linnea Maja Sjöberg (1941–2026)' });
    expect(property(tags, 'og:url')).toMatchObject({
      content: 'https://evergreen.example/obituaries/12/linnea-maja-sjoberg',
    });
    expect(tags).toContainEqual({
      tag: 'link',
      rel: 'canonical',
      href: 'https://evergreen.example/obituaries/12/linnea-maja-sjoberg',
    });
    expect(property(tags, 'og:image')).toMatchObject({
      content: 'https://evergreen.example/api/web/media/5/1280.webp',
    });
    expect(property(tags, 'og:image:alt')).toMatchObject({ content: 'Linnea in her garden' });
    expect(property(tags, 'twitter:card')).toMatchObject({ content: 'summary_large_image' });
  });

  it('starts the portrait with the shell, in the widths and size the page shows it', () => {
    const withSources = {
      ...linnea.photo!,
      sources: [
        { url: '/api/web/media/5/320.webp', width: 320 },
        { url: '/api/web/media/5/640.webp', width: 640 },
      ],
    };
    const tags = obituaryHeadTags({ ...facts, siteUrl: null, obituary: { ...linnea, photo: withSources } });
    expect(tags).toContainEqual({
      tag: 'preload-image',
      href: withSources.url,
      srcset: '/api/web/media/5/320.webp 320w, /api/web/media/5/640.webp 640w',
      sizes: '12rem',
    });
    expect(obituaryHeadTags({ ...facts, obituary: { ...linnea, photo: null } }).map((tag) => tag.tag)).not.toContain(
      'preload-image',
    );
  });

  it('describes the person and the schedule for search engines', () => {
    const data = obituaryHeadTags(facts).find((tag) => tag.tag === 'json-ld');
    expect(data).toEqual({
      tag: 'json-ld',
      json: {
        '@context': 'https://schema.org',
        '@graph': [
          {
            '@type': 'WebPage',
            '@id': 'https://evergreen.example/obituaries/12/linnea-maja-sjoberg',
            url: 'https://evergreen.example/obituaries/12/linnea-maja-sjoberg',
            name: 'Linnea Maja Sjöberg Obituary',
            about: {
              '@type': 'Person',
              '@id': 'https://evergreen.example/obituaries/12/linnea-maja-sjoberg#person',
              name: 'Linnea Maja Sjöberg',
              birthDate: '1941-03-14',
              deathDate: '2026-11-20',
              image: 'https://evergreen.example/api/web/media/5/1280.webp',
            },
          },
          expect.objectContaining({
            '@type': 'Event',
            name: 'Funeral service for Linnea Maja Sjöberg',
            // The service is the person's: linked to the Person above by its @id.
            about: { '@id': 'https://evergreen.example/obituaries/12/linnea-maja-sjoberg#person' },
            startDate: '2026-11-30T18:30:00.000Z',
            location: expect.objectContaining({ name: 'Maple Grove Chapel' }),
          }),
        ],
      },
    });
  });

  it('writes no absolute link without a configured address, and a small card without a photo', () => {
    const tags = obituaryHeadTags({
      ...facts,
      siteUrl: null,
      obituary: { ...linnea, photo: null, bornOn: null, summary: '' },
    });
    expect(tags.some((tag) => tag.tag === 'link')).toBe(false);
    expect(property(tags, 'og:url')).toBeUndefined();
    expect(property(tags, 'og:image')).toBeUndefined();
    expect(property(tags, 'twitter:card')).toMatchObject({ content: 'summary' });
    expect(property(tags, 'og:title')).toMatchObject({ content: 'Linnea Maja Sjöberg (2026)' });
    expect(property(tags, 'description')).toMatchObject({ content: 'Linnea Maja Sjöberg, 2026.' });
    // The schedule still names its person: by an @id relative to the page's own address.
    const data = tags.find((tag) => tag.tag === 'json-ld');
    expect(data).toMatchObject({
      json: {
        '@graph': [
          { about: { '@type': 'Person', '@id': '#person' } },
          { '@type': 'Event', about: { '@id': '#person' } },
        ],
      },
    });
  });
});
