import { quietHarborFamilies } from './quiet-harbor-families.ts';
import { quietHarborFamilyPortal } from './quiet-harbor-family-portal.ts';
import { quietHarborPlanningSections } from './quiet-harbor-planning.ts';
import { evergreenMemorials } from './evergreen/memorials.ts';
import type { TenantSeed } from './tenant-seed.ts';

/**
 * A second, deliberately different tenant on host 'other.test', for tests that prove isolation:
 * nothing of it may ever appear on the demo site, and the reverse.
 */
export const quietHarborSeed: TenantSeed = {
  company: {
    slug: 'quiet-harbor',
    name: 'Quiet Harbor Memorial Chapel',
    phoneNumber: '(207) 555-0188',
    logoUrl: '/media/quiet-harbor-logo.svg',
  },
  hosts: ['other.test'],
  author: 'Lantern test seed',
  // Takes test cards, as the demo does: isolation calls its shop and its card payments too.
  sandboxCardPayments: true,
  priceListPublished: true,
  families: quietHarborFamilies,
  familyPortal: quietHarborFamilyPortal,
  content: {
    design: {
      colorText: '#1b2733',
      colorBackground: '#f7f5f0',
      colorPrimary: '#1f4e79',
      colorOnPrimary: '#ffffff',
      fontHeading: 'Georgia, serif',
      fontBody: 'system-ui, sans-serif',
      buttonCorners: 'Square',
      secondaryButtonCorners: 'Square',
    },
    navigation: {
      items: [
        { node: { label: 'Home', to: '/', empty: false, hiddenHeader: false } },
        { node: { label: 'Our Chapel', to: '/our-chapel', empty: false, hiddenHeader: false } },
      ],
    },
    pages: {
      '/': {
        id: 'harbor-home',
        path: '/',
        title: 'Home',
        description: 'A small chapel by the sea in Camden, Maine.',
        parentId: null,
        position: 0,
        modules: [
          {
            id: 'harbor-hero',
            type: 'hero',
            heading: 'A quiet place to remember',
            image: { id: 'harbor-hero-image', src: '/media/harbor.svg', alt: 'A calm harbor at first light' },
          },
          { id: 'harbor-intro', type: 'richText', html: '<p>Serving the families of Penobscot Bay since 1961.</p>' },
        ],
      },
      '/our-chapel': {
        id: 'harbor-chapel',
        path: '/our-chapel',
        title: 'Our Chapel',
        description: 'Our chapel on Harbor View Road.',
        parentId: null,
        position: 1,
        modules: [
          { id: 'harbor-chapel-body', type: 'richText', html: '<p>Seating for ninety, with a view of the water.</p>' },
        ],
      },
    },
    header: { id: 'harbor-header' },
    footer: { id: 'harbor-footer' },
    settings: { tagline: 'By the sea since 1961', footerText: 'Quiet Harbor Memorial Chapel, Camden, Maine.' },
  },
  locations: [
    {
      name: 'Quiet Harbor Memorial Chapel',
      address: { line1: '12 Harbor View Road', city: 'Camden', region: 'ME', postalCode: '04843', country: 'US' },
      phoneNumber: '(207) 555-0188',
      email: null,
    },
  ],
  redirects: [{ from: '/old-home', to: '/', permanent: true }],
  planning: { sections: quietHarborPlanningSections, siteUrl: 'https://quietharbor.example' },
  articles: [
    {
      title: 'Remembering Together by the Sea',
      summary: 'Our summer memorial gathering on the harbor.',
      author: 'Ruth Calloway',
      imageUrl: '/media/harbor.svg',
      publishedAt: '2025-06-01T14:00:00.000Z',
      html: '<p>Each August we gather on the harbor to remember those we have lost this year.</p>',
    },
  ],
  obituaries: [
    {
      fullName: 'Abigail Penobscot Hale',
      bornOn: '1944-06-21',
      diedDaysAgo: 5,
      location: 0,
      textHtml: '<p>Abigail Penobscot Hale, lobster fisher of Camden for sixty years, has come home from the sea.</p>',
      events: [
        {
          kind: 'service',
          daysFromNow: 3,
          localTime: '11:00',
          minutes: 60,
          timeZone: 'America/New_York',
          location: 0,
          deliveryCutoffHours: 24,
        },
      ],
    },
  ],
  // One album photo (borrowed from the demo's files), so every memorial call has something to show.
  memorials: {
    folder: evergreenMemorials.folder,
    memorials: [
      {
        fullName: 'Abigail Penobscot Hale',
        photos: [{ file: 'eleanor-harbour.jpg', caption: 'Camden harbor at dusk, where Abigail kept her boat' }],
      },
    ],
  },
};
