import type { SiteContent } from '#contract/site-content.ts';
import type { NavNode } from '#contract/website.ts';
import { evergreenPages } from './pages.ts';
import { evergreenStaticPages } from './static-pages.ts';

/** The demo site's design, navigation and pages: what the approved and draft versions hold. */

const node = (label: string, to: string): NavNode => ({ label, to, empty: false, hiddenHeader: false });

export const evergreenSiteContent: SiteContent = {
  design: {
    colorText: '#1f2a37',
    colorBackground: '#fbfaf7',
    colorPrimary: '#2f5d50',
    colorOnPrimary: '#ffffff',
    fontHeading: 'Georgia, "Times New Roman", serif',
    fontBody: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    buttonCorners: 'Rounded',
    secondaryButtonCorners: 'Soft Square',
  },
  // The browser adds the hidden 'Plan Now' item itself (spec §2), so it is not stored.
  navigation: {
    items: [
      { node: node('Home', '/') },
      { node: node('About', '/about') },
      {
        node: node('Services', '/services'),
        children: [
          { node: node('Burial', '/services/burial') },
          { node: node('Cremation', '/services/cremation') },
          { node: node('Planning Ahead', '/services/planning-ahead') },
        ],
      },
      { node: node('Blog', '/blog') },
      { node: node('Contact', '/contact') },
      { node: node('Obituaries', '/obituaries') },
    ],
  },
  pages: Object.fromEntries([...evergreenPages, ...evergreenStaticPages].map((page) => [page.path, page])),
  header: { id: 'header-main' },
  footer: { id: 'footer-main' },
  settings: {
    tagline: 'Caring for Portland-area families since 1952',
    footerText:
      'Evergreen Funeral Homes is family owned and operated. Our phones are answered 24 hours a day: (503) 555-0142.',
  },
};
