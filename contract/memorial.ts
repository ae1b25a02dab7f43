import { z } from 'zod';
import { rowIdParam } from './ids.ts';
import { pageOf, pagingQuery } from './paging.ts';
import { responsiveImage } from './responsive-image.ts';
import { emailText, multilineText, text } from './text.ts';
import { validationText } from './validation-messages.ts';
import { waitText } from './wait-time.ts';

/*
 * The public memorial of an obituary: its photo album, the memories visitors write and
 * the memorial video. Every call sits under /api/web/obituaries/{id}/ and answers only what is
 * published and approved; a memory's writer's email goes in and never comes out.
 */

/** The largest photo a visitor may send, in bytes (the check is also the route's body limit). */
export const PHOTO_MAX_BYTES = 15 * 1024 * 1024;

/** What a refused photo is told, next to the photo field. */
export const photoMessages = {
  notAPhoto: 'Please choose a JPEG, PNG or WebP photo',
  tooLarge: 'The photo must be 15 MB or smaller',
  tooManyPixels: 'The photo is too large: it must be at most 50 megapixels',
} as const;

/** An album photo: its renditions (decision 0032), `alt` being the family's caption, shown under it too. */
export const albumPhoto = responsiveImage.extend({ id: z.number().int() });
export type AlbumPhoto = z.infer<typeof albumPhoto>;

/** GET …/photos: the whole album, in the family's order (albums are tens of photos, never thousands). */
export const obituaryPhotos = z.object({ items: z.array(albumPhoto) });
export type ObituaryPhotos = z.infer<typeof obituaryPhotos>;

export const memoriesQuery = pagingQuery;
export type MemoriesQuery = z.infer<typeof memoriesQuery>;

export const publicMemory = z.object({
  id: z.number().int(),
  authorName: z.string(),
  /** Plain text as typed: shown as text, never as HTML. */
  body: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  /** A photo the writer added; its alt text names the writer (the memory's text describes it). */
  photo: responsiveImage.nullable(),
});
export type PublicMemory = z.infer<typeof publicMemory>;

/** What the memories page needs to know about the wall besides its memories. */
export const memorialWall = z.object({
  /** False: the family hid the wall; no memories are listed and none can be written. */
  shown: z.boolean(),
  /** 'members': only the family's signed-in members may write (families sign in in a later issue). */
  posting: z.enum(['anyone', 'members']),
  /** 'approve-first': a new memory waits for the family's approval before it is shown. */
  moderation: z.enum(['approve-first', 'open']),
});
export type MemorialWall = z.infer<typeof memorialWall>;

/** GET …/memories: approved memories, newest first, paged; with the wall's settings. */
export const obituaryMemories = pageOf(publicMemory).extend({ wall: memorialWall });
export type ObituaryMemories = z.infer<typeof obituaryMemories>;

const required = (max: number) => text().trim().min(1, validationText.required).max(max);
const requiredParagraphs = (max: number) => multilineText().trim().min(1, validationText.required).max(max);

/** The memory form's fields as typed (the browser's form checks the same). */
export const memoryFields = z.object({
  name: required(100),
  // Empty says 'This field is required' (spec §5), anything else must be an address.
  email: required(254).pipe(emailText()),
  text: requiredParagraphs(5000),
});
export type MemoryFields = z.infer<typeof memoryFields>;

/** POST …/memories, sent as multipart/form-data: the fields and, optionally, one photo. */
export const memoryPost = memoryFields.extend({
  // Described for the OpenAPI document by hand: its generator has no words for a file schema.
  photo: z.file().max(PHOTO_MAX_BYTES, photoMessages.tooLarge).meta({ type: 'string', format: 'binary' }).optional(),
});

export const memoryPosted = z.object({
  id: z.number().int(),
  status: z.enum(['pending', 'approved']),
  /** What to tell the writer: held for approval, or shown now. */
  message: z.string(),
});
export type MemoryPosted = z.infer<typeof memoryPosted>;

export const memoryPostedMessages = {
  pending: 'Thank you. Your memory was received and will appear here once the family has approved it.',
  approved: 'Thank you. Your memory is now shown on the memorial wall.',
} as const;

/** The refusals of POST …/memories that are not about one field. */
export const memoryRefusals = {
  hidden: 'The family has closed this memorial wall.',
  membersOnly: 'Only members of the family can write on this memorial wall. Please sign in to share a memory.',
} as const;

/** 429: how long until this client may write again. */
export const memoryThrottledMessage = (seconds: number): string =>
  `Many memories were shared from here in a short time. Please wait ${waitText(seconds)} and try again.`;

/** A memorial video's file as a player needs it: the family's proof of it and the public page alike. */
export const videoFileFields = {
  url: z.string(),
  contentType: z.string(),
  /** A WebVTT track for <track kind="captions">, or null. */
  captions: z.string().nullable(),
  poster: z.string().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
};

/** GET …/video: the approved memorial video, or null. */
export const memorialVideo = z.object({ video: z.object(videoFileFields).nullable() });
export type MemorialVideo = z.infer<typeof memorialVideo>;

/** GET /api/web/media/{id}/{file}: a stored rendition, by the name its URL gives ("640.webp"). */
export const mediaFileParams = z.object({
  id: rowIdParam(),
  file: text().regex(/^[a-z0-9]{1,20}\.[a-z0-9]{2,5}$/),
});
