import { z } from 'zod';
import { imageSource, linkTarget } from './link-target.ts';
import { emailText, multilineText, singleLineCheck, text } from './text.ts';

/**
 * Page modules (spec §3: a module has an id and may hold nested objects that also carry ids).
 * One schema per module type; the discriminated union is what a page's `modules` list holds.
 * Rich text (`html`) is sanitised by the server before any browser sees it.
 */
const id = text().min(1);

export const imageRef = z.object({
  id,
  src: imageSource(),
  alt: text(),
});

export const link = z.object({
  id,
  label: text().min(1),
  to: linkTarget(),
});

export const heroModule = z.object({
  id,
  type: z.literal('hero'),
  heading: text().min(1),
  subheading: multilineText().optional(),
  image: imageRef.optional(),
  cta: link.optional(),
});

export const richTextModule = z.object({
  id,
  type: z.literal('richText'),
  html: multilineText(),
});

export const imageWithTextModule = z.object({
  id,
  type: z.literal('imageWithText'),
  heading: text().min(1),
  html: multilineText(),
  image: imageRef,
  imageSide: z.enum(['left', 'right']),
});

export const callToActionModule = z.object({
  id,
  type: z.literal('callToAction'),
  heading: text().min(1),
  text: multilineText(),
  button: link,
});

export const locationsListModule = z.object({
  id,
  type: z.literal('locationsList'),
  heading: text().min(1),
});

export const blogListModule = z.object({
  id,
  type: z.literal('blogList'),
  heading: text().min(1),
  limit: z.number().int().min(1).max(24),
});

export const faqModule = z.object({
  id,
  type: z.literal('faq'),
  heading: text().min(1),
  items: z.array(z.object({ id, question: text().min(1), answer: multilineText().min(1) })),
});

export const galleryModule = z.object({
  id,
  type: z.literal('gallery'),
  heading: text().min(1),
  images: z.array(imageRef.extend({ caption: text().optional() })),
});

export const testimonialModule = z.object({
  id,
  type: z.literal('testimonial'),
  heading: text().min(1).max(120),
  items: z
    .array(
      z.object({
        id,
        quote: multilineText().min(1).max(1000),
        author: text().min(1).max(120),
        /** "Daughter of Margaret", "Family served in 2023"... */
        relation: text().max(120).optional(),
      }),
    )
    .min(1)
    .max(12),
});

export const teamMembersModule = z.object({
  id,
  type: z.literal('teamMembers'),
  heading: text().min(1).max(120),
  members: z
    .array(
      z.object({
        id,
        name: text().min(1).max(120),
        role: text().min(1).max(120),
        bio: multilineText().max(600).optional(),
        photo: imageRef.optional(),
      }),
    )
    .min(1)
    .max(40),
});

/** Video sites whose players may be embedded: a link anywhere else is refused (spec §5 'Please enter a valid URL'). */
export const embeddableVideoHost = /^(www\.|m\.)?(youtube\.com|youtu\.be|vimeo\.com|player\.vimeo\.com)$/;

export const videoEmbedModule = z.object({
  id,
  type: z.literal('videoEmbed'),
  heading: text().min(1).max(120),
  /** The player's accessible name (an iframe needs a title). */
  title: text().min(1).max(160),
  /** A YouTube or Vimeo page or share link. */
  url: z.url({ protocol: /^https$/, hostname: embeddableVideoHost }).check(singleLineCheck),
});

export const contactDetailsModule = z.object({
  id,
  type: z.literal('contactDetails'),
  heading: text().min(1).max(120),
  phoneNumber: text().min(1).max(40),
  email: emailText().optional(),
  address: z.object({
    id,
    line1: text().min(1).max(120),
    line2: text().max(120).optional(),
    city: text().min(1).max(80),
    region: text().min(1).max(80),
    postalCode: text().min(1).max(20),
  }),
  hours: multilineText().max(400).optional(),
  /** A map of the address; without one, the page links an OpenStreetMap search for the address. */
  mapUrl: z
    .url({ protocol: /^https?$/ })
    .check(singleLineCheck)
    .optional(),
});

/** The newest published obituaries; renders nothing until the company has any. */
export const recentObituariesModule = z.object({
  id,
  type: z.literal('recentObituaries'),
  heading: text().min(1).max(120),
  limit: z.number().int().min(1).max(12),
});

export const pageModule = z.discriminatedUnion('type', [
  heroModule,
  richTextModule,
  imageWithTextModule,
  callToActionModule,
  locationsListModule,
  blogListModule,
  faqModule,
  galleryModule,
  testimonialModule,
  teamMembersModule,
  videoEmbedModule,
  contactDetailsModule,
  recentObituariesModule,
]);

export type PageModule = z.infer<typeof pageModule>;
export type ModuleType = PageModule['type'];
export type ModuleOf<T extends ModuleType> = Extract<PageModule, { type: T }>;

/** Each registered module type's schema, by type: what the server validates and the builder's forms are made from. */
export const moduleSchemas = {
  hero: heroModule,
  richText: richTextModule,
  imageWithText: imageWithTextModule,
  callToAction: callToActionModule,
  locationsList: locationsListModule,
  blogList: blogListModule,
  faq: faqModule,
  gallery: galleryModule,
  testimonial: testimonialModule,
  teamMembers: teamMembersModule,
  videoEmbed: videoEmbedModule,
  contactDetails: contactDetailsModule,
  recentObituaries: recentObituariesModule,
} as const satisfies { [T in ModuleType]: z.ZodType<ModuleOf<T>> };

export const moduleTypes = Object.keys(moduleSchemas) as ModuleType[];

export const isModuleType = (value: string): value is ModuleType => Object.hasOwn(moduleSchemas, value);
