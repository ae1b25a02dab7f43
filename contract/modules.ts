import { z } from 'zod';

/**
 * Page modules (spec §3: a module has an id and may hold nested objects that also carry ids).
 * One schema per module type; the discriminated union is what a page's `modules` list holds.
 * Rich text (`html`) is sanitised by the server before any browser sees it.
 */
const id = z.string().min(1);
const internalOrExternalLink = z.string().min(1);

export const imageRef = z.object({
  id,
  src: z.string().min(1),
  alt: z.string(),
});

export const link = z.object({
  id,
  label: z.string().min(1),
  to: internalOrExternalLink,
});

export const heroModule = z.object({
  id,
  type: z.literal('hero'),
  heading: z.string().min(1),
  subheading: z.string().optional(),
  image: imageRef.optional(),
  cta: link.optional(),
});

export const richTextModule = z.object({
  id,
  type: z.literal('richText'),
  html: z.string(),
});

export const imageWithTextModule = z.object({
  id,
  type: z.literal('imageWithText'),
  heading: z.string().min(1),
  html: z.string(),
  image: imageRef,
  imageSide: z.enum(['left', 'right']),
});

export const callToActionModule = z.object({
  id,
  type: z.literal('callToAction'),
  heading: z.string().min(1),
  text: z.string(),
  button: link,
});

export const locationsListModule = z.object({
  id,
  type: z.literal('locationsList'),
  heading: z.string().min(1),
});

export const blogListModule = z.object({
  id,
  type: z.literal('blogList'),
  heading: z.string().min(1),
  limit: z.number().int().min(1).max(24),
});

export const faqModule = z.object({
  id,
  type: z.literal('faq'),
  heading: z.string().min(1),
  items: z.array(z.object({ id, question: z.string().min(1), answer: z.string().min(1) })),
});

export const galleryModule = z.object({
  id,
  type: z.literal('gallery'),
  heading: z.string().min(1),
  images: z.array(imageRef.extend({ caption: z.string().optional() })),
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
]);

export type PageModule = z.infer<typeof pageModule>;
export type ModuleType = PageModule['type'];
export type ModuleOf<T extends ModuleType> = Extract<PageModule, { type: T }>;
