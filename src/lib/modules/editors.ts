import type { z } from 'zod';
import { moduleSchemas, type ModuleOf, type ModuleType, type PageModule } from '#contract/modules.ts';
import type { FieldHints } from './schema-fields.ts';

/*
 * The module registry, builder half (loaded only in preview; visitors never download it): each
 * type's schema (the contract's, which the server validates with too), how its form is labelled,
 * and the content a new module starts with. `renderers.ts` beside it is the public half.
 */

export interface ModuleEditor<T extends ModuleType> {
  /** What staff call it ("Hero", "FAQ"). */
  label: string;
  /** One line for the "add a module" choice. */
  description: string;
  schema: z.ZodObject & z.ZodType<ModuleOf<T>>;
  hints: FieldHints;
  /** A new module of this type, ready to show; every nested object gets an id from `newId`. */
  create(newId: () => string): ModuleOf<T>;
  /** A few words naming this module among others of its type (its heading, usually). */
  summary(module: ModuleOf<T>): string;
  /** Shown in edit mode where the module itself renders nothing yet. */
  placeholder?: string;
}

const image = (newId: () => string, src: string, alt: string) => ({ id: newId(), src, alt });
const headingOf = (module: { heading: string }) => module.heading;
const plainText = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const imageHints = (path: string): FieldHints => ({
  [`${path}.src`]: {
    label: 'Image address',
    help: 'Choose one of your pictures above, or type a path on this site (/media/…) or an https address.',
  },
  [`${path}.alt`]: { label: 'Description for screen readers', help: 'Leave empty only for a purely decorative image.' },
});
const linkHints = (path: string): FieldHints => ({
  [`${path}.label`]: { label: 'Button text' },
  [`${path}.to`]: { label: 'Goes to', help: 'A page of this site (/about), or a full address, tel: or mailto: link.' },
});

export const moduleEditors: { [T in ModuleType]: ModuleEditor<T> } = {
  hero: {
    label: 'Hero',
    description: 'A large heading over an image, with an optional button',
    schema: moduleSchemas.hero,
    hints: {
      heading: { label: 'Heading' },
      subheading: { label: 'Text under the heading', multiline: true },
      image: { label: 'Background image' },
      ...imageHints('image'),
      cta: { label: 'Button' },
      ...linkHints('cta'),
    },
    create: (newId) => ({
      id: newId(),
      type: 'hero',
      heading: 'A heading for this page',
      subheading: 'A sentence or two that welcomes visitors.',
      image: image(newId, '/media/hero-evergreen.svg', 'Evergreen trees at dawn'),
    }),
    summary: headingOf,
  },
  richText: {
    label: 'Text',
    description: 'Paragraphs, headings, lists and links',
    schema: moduleSchemas.richText,
    hints: { html: { label: 'Text', richText: true } },
    create: (newId) => ({ id: newId(), type: 'richText', html: '<p>Write something here.</p>' }),
    summary: (module) => plainText(module.html).slice(0, 60) || 'Empty text',
  },
  imageWithText: {
    label: 'Image with text',
    description: 'An image beside a heading and text',
    schema: moduleSchemas.imageWithText,
    hints: { html: { label: 'Text', richText: true }, ...imageHints('image'), imageSide: { label: 'Image side' } },
    create: (newId) => ({
      id: newId(),
      type: 'imageWithText',
      heading: 'A heading',
      html: '<p>Tell visitors more.</p>',
      image: image(newId, '/media/candle.svg', 'A lit memorial candle'),
      imageSide: 'left',
    }),
    summary: headingOf,
  },
  callToAction: {
    label: 'Call to action',
    description: 'A short message with one button',
    schema: moduleSchemas.callToAction,
    hints: { text: { multiline: true }, button: { label: 'Button' }, ...linkHints('button') },
    create: (newId) => ({
      id: newId(),
      type: 'callToAction',
      heading: 'We are here for you',
      text: 'Call us at any hour.',
      button: { id: newId(), label: 'Contact us', to: '/contact' },
    }),
    summary: headingOf,
  },
  locationsList: {
    label: 'Locations',
    description: 'Every location with its address and phone number',
    schema: moduleSchemas.locationsList,
    hints: {},
    create: (newId) => ({ id: newId(), type: 'locationsList', heading: 'Our locations' }),
    summary: headingOf,
  },
  blogList: {
    label: 'Blog articles',
    description: 'The newest blog articles',
    schema: moduleSchemas.blogList,
    hints: { limit: { label: 'How many articles', help: 'From 1 to 24.' } },
    create: (newId) => ({ id: newId(), type: 'blogList', heading: 'From our blog', limit: 3 }),
    summary: headingOf,
  },
  faq: {
    label: 'FAQ',
    description: 'Questions that open to show their answers',
    schema: moduleSchemas.faq,
    hints: {
      items: { label: 'Questions', itemLabel: 'Question' },
      'items.answer': { multiline: true },
    },
    create: (newId) => ({
      id: newId(),
      type: 'faq',
      heading: 'Frequently asked questions',
      items: [
        {
          id: newId(),
          question: 'What should I do first?',
          answer: 'Call us at any hour. We will explain the next steps and take care of the arrangements.',
        },
      ],
    }),
    summary: headingOf,
  },
  gallery: {
    label: 'Gallery',
    description: 'A grid of images with captions',
    schema: moduleSchemas.gallery,
    hints: { images: { label: 'Images', itemLabel: 'Image' }, ...imageHints('images') },
    create: (newId) => ({
      id: newId(),
      type: 'gallery',
      heading: 'Our chapels',
      images: [{ ...image(newId, '/media/chapel-maple-grove.svg', 'A chapel among tall firs'), caption: 'Our chapel' }],
    }),
    summary: headingOf,
  },
  testimonial: {
    label: 'Testimonials',
    description: 'Words of families you have served',
    schema: moduleSchemas.testimonial,
    hints: {
      items: { label: 'Testimonials', itemLabel: 'Testimonial' },
      'items.quote': { multiline: true },
      'items.author': { label: 'Who said it' },
      'items.relation': { label: 'About them', help: 'For example "Family served in 2024".' },
    },
    create: (newId) => ({
      id: newId(),
      type: 'testimonial',
      heading: 'What families say',
      items: [{ id: newId(), quote: 'They cared for us like family.', author: 'A family we served' }],
    }),
    summary: headingOf,
  },
  teamMembers: {
    label: 'Team members',
    description: 'Your staff, with their roles',
    schema: moduleSchemas.teamMembers,
    hints: {
      members: { label: 'Team members', itemLabel: 'Team member' },
      'members.bio': { label: 'A few words about them', multiline: true },
      'members.photo': { label: 'Photo' },
      ...imageHints('members.photo'),
    },
    create: (newId) => ({
      id: newId(),
      type: 'teamMembers',
      heading: 'Our team',
      members: [{ id: newId(), name: 'A team member', role: 'Funeral director' }],
    }),
    summary: headingOf,
  },
  videoEmbed: {
    label: 'Video',
    description: 'A YouTube or Vimeo video, loaded only when a visitor plays it',
    schema: moduleSchemas.videoEmbed,
    hints: {
      title: { label: 'Video title', help: 'Read to screen reader users and shown on the play button.' },
      url: { label: 'Video link', help: 'A YouTube or Vimeo address starting with https://' },
    },
    create: (newId) => ({
      id: newId(),
      type: 'videoEmbed',
      heading: 'Watch our story',
      title: 'Video: our story',
      url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
    }),
    summary: headingOf,
  },
  contactDetails: {
    label: 'Contact details',
    description: 'Phone, email, address and a map link',
    schema: moduleSchemas.contactDetails,
    hints: {
      hours: { label: 'Opening hours', multiline: true },
      mapUrl: { label: 'Map link', help: 'Leave empty to link an OpenStreetMap search for the address.' },
      address: { label: 'Address' },
      'address.line2': { label: 'Address line 2' },
      'address.region': { label: 'State or region' },
    },
    create: (newId) => ({
      id: newId(),
      type: 'contactDetails',
      heading: 'Contact us',
      phoneNumber: '(503) 555-0142',
      address: {
        id: newId(),
        line1: '1420 SE Maple Grove Avenue',
        city: 'Portland',
        region: 'OR',
        postalCode: '97214',
      },
    }),
    summary: headingOf,
  },
  recentObituaries: {
    label: 'Recent obituaries',
    description: 'The newest obituaries, with a link to the obituary search',
    schema: moduleSchemas.recentObituaries,
    hints: { limit: { label: 'How many obituaries', help: 'From 1 to 12.' } },
    create: (newId) => ({ id: newId(), type: 'recentObituaries', heading: 'Recent obituaries', limit: 4 }),
    summary: headingOf,
  },
};

export const editorOf = <T extends ModuleType>(type: T): ModuleEditor<T> => moduleEditors[type];

/** Label and summary of any module, for accessible names ("Edit Hero: Honoring every life…"). */
export function describeModule(module: PageModule): { label: string; summary: string } {
  const editor = moduleEditors[module.type] as ModuleEditor<typeof module.type>;
  return { label: editor.label, summary: editor.summary(module as never) };
}
