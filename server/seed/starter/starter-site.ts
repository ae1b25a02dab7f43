import { telHref } from '#contract/phone.ts';
import type { SiteContent } from '#contract/site-content.ts';
import type { NavNode, Page } from '#contract/website.ts';
import { evergreenSiteContent } from '../evergreen/site-content.ts';

/*
 * The website a new funeral home starts from (`npm run company -- create`, decision 0084): a few pages
 * written from its own name and phone number, its locations listed from the locations table, the
 * three static pages spec §1 requires, and the demo's plain design. Nothing in it is the demo's: the
 * owner rewrites it in the website builder before publishing what they want families to read.
 */

export interface StarterSiteFacts {
  name: string;
  phoneNumber: string;
}

const node = (label: string, to: string): NavNode => ({ label, to, empty: false, hiddenHeader: false });

/** Names go into page HTML: never as markup. */
const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const page = (fields: Omit<Page, 'parentId'>): Page => ({ ...fields, parentId: null });

export function starterSiteContent({ name, phoneNumber }: StarterSiteFacts): SiteContent {
  const call = { label: `Call ${phoneNumber}`, to: telHref(phoneNumber) };
  const html = { name: escapeHtml(name), phone: escapeHtml(phoneNumber), tel: escapeHtml(call.to) };
  const legal = (id: string, path: string, title: string, description: string, position: number, body: string) =>
    page({ id, path, title, description, position, modules: [{ id: `${id}-body`, type: 'richText', html: body }] });

  const pages: Page[] = [
    page({
      id: 'page-home',
      path: '/',
      title: 'Home',
      description: `${name}: funerals, cremation and planning ahead, with care.`,
      position: 0,
      modules: [
        {
          id: 'home-hero',
          type: 'hero',
          heading: name,
          subheading: 'Whatever you need, we are here for you, day or night.',
          cta: { id: 'home-hero-cta', label: 'Start planning', to: '/plan-now' },
        },
        {
          id: 'home-call',
          type: 'callToAction',
          heading: "We're here for you, day or night",
          text: 'If a death has just occurred, call us at any hour.',
          button: { id: 'home-call-button', ...call },
        },
        { id: 'home-locations', type: 'locationsList', heading: 'Our locations' },
        { id: 'home-obituaries', type: 'recentObituaries', heading: 'Recent obituaries', limit: 4 },
      ],
    }),
    page({
      id: 'page-about',
      path: '/about',
      title: 'About Us',
      description: `Who we are at ${name}.`,
      position: 1,
      modules: [
        {
          id: 'about-body',
          type: 'richText',
          html: `<p>${html.name} cares for families in their hardest days. Call us at <a href="${html.tel}">${html.phone}</a> with any question.</p>`,
        },
      ],
    }),
    page({
      id: 'page-contact',
      path: '/contact',
      title: 'Contact Us',
      description: `Call, write or visit ${name}.`,
      position: 2,
      modules: [
        { id: 'contact-locations', type: 'locationsList', heading: 'Visit us' },
        {
          id: 'contact-plan',
          type: 'callToAction',
          heading: 'Thinking about the future?',
          text: 'Start an advance plan online, and we will follow up when it suits you.',
          button: { id: 'contact-plan-button', label: 'Start planning', to: '/plan-now' },
        },
      ],
    }),
    legal(
      'page-terms-of-use',
      '/terms-of-use',
      'Terms of Use',
      `The terms that apply when you use the ${name} website.`,
      10,
      `<p>By using the website of ${html.name} you agree to use it only to learn about our services, plan ahead, ` +
        'share memories on tribute pages and, when invited, take part in arrangements. Families may ask us to remove any post.</p>' +
        `<p>Questions about these terms: call <a href="${html.tel}">${html.phone}</a>.</p>`,
    ),
    legal(
      'page-accessibility',
      '/accessibility',
      'Accessibility',
      'Our commitment to a website everyone can use.',
      11,
      '<p>We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA. ' +
        `If any part of this website is difficult to use, please call us at <a href="${html.tel}">${html.phone}</a> and we will help.</p>`,
    ),
    legal(
      'page-privacy-policy',
      '/privacy-policy',
      'Privacy Policy',
      'What personal information we collect, why, and the choices you have.',
      12,
      '<p>We collect only what we need to serve you (the details you enter when planning or arranging, and what you choose ' +
        'to share on tribute pages), we share it only with those who help us provide services, and we never sell it. ' +
        `To see, correct or delete what we hold about you, call <a href="${html.tel}">${html.phone}</a>.</p>`,
    ),
  ];

  return {
    design: evergreenSiteContent.design,
    // The browser adds the hidden 'Plan Now' item itself (spec §2).
    navigation: {
      items: [
        { node: node('Home', '/') },
        { node: node('About', '/about') },
        { node: node('Contact', '/contact') },
        { node: node('Obituaries', '/obituaries') },
      ],
    },
    pages: Object.fromEntries(pages.map((entry) => [entry.path, entry])),
    header: { id: 'header-main' },
    footer: { id: 'footer-main' },
    settings: { tagline: '', footerText: `${name}. Our phones are answered 24 hours a day: ${phoneNumber}.` },
  };
}
