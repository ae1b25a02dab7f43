import type { Design, Page } from './website.ts';
import type { SiteContent } from './site-content.ts';

/*
 * Valid site documents for the contract's unit tests: each test changes one thing in a copy and
 * expects exactly that refusal, so these must stay valid (website.test.ts checks they are).
 */

export const validDesign: Design = {
  colorText: '#1a1a1a',
  colorBackground: '#FFFFFF',
  colorPrimary: '#2f5d62',
  colorOnPrimary: '#ffffff',
  fontHeading: 'Lora',
  fontBody: 'Source Sans 3',
  buttonCorners: 'Rounded',
  secondaryButtonCorners: 'Soft Square',
};

/** A page at `path`; its id is the path's last word ("home" for "/"). */
export const pageAt = (path: string, change: Partial<Page> = {}): Page => ({
  id: path.split('/').at(-1) || 'home',
  path,
  title: 'Welcome',
  description: 'Caring for families since 1952.',
  parentId: null,
  position: 0,
  modules: [{ id: 'm1', type: 'richText', html: '<p>Hello</p>' }],
  ...change,
});

export const validSiteContent: SiteContent = {
  design: validDesign,
  navigation: {
    items: [
      {
        node: { label: 'About us', to: '/about', empty: false, hiddenHeader: false },
        children: [{ node: { label: 'Our team', to: '/about/team', empty: false, hiddenHeader: true } }],
      },
    ],
  },
  pages: { '/': pageAt('/') },
  header: { id: 'header-1' },
  footer: { id: 'footer-1' },
  settings: { tagline: 'Here for you', footerText: '© Ellis & Sons' },
};
