import { z } from 'zod';
import { publicationMessages } from './obituary-publication.ts';
import { isPlainText, multilineText } from './text.ts';

/*
 * The family's obituary text (spec §7 POST .../obituary, .../obituary/approve; the review-obituary
 * task). The family writes a draft (HTML limited to paragraphs, bold, italic and links, cleaned on the
 * server); approving makes the draft the public text. Only approved text is public.
 */

/** Room for a long obituary with its markup; the sanitiser keeps it well under this. */
export const OBITUARY_TEXT_MAX = 20_000;

export const obituaryMessages = {
  /** The publication rule's words (contract/obituary-publication.ts), the same for staff and family. */
  noDraft: publicationMessages.noDraft,
  leftoverMarks: 'Some formatting is unfinished: each ** and * needs its pair, and a link its address',
} as const;

/**
 * Whether the editor's markup (decision 0051, src/lib/obituary-text) left marks in the text instead of
 * making them bold, italic or a link: a `*` or a `](` outside the tags. A half-finished toggle made
 * such text, and nothing else puts them there, so a text holding them is not kept.
 */
export const hasLeftoverMarks = (html: string): boolean => /\*|\]\(/.test(html.replace(/<[^>]*>/g, ''));

/**
 * An obituary text as the family's and the staff's editors send it (HTML, cleaned on the server): at
 * most OBITUARY_TEXT_MAX characters and no marks left over. The editors show its words under the field.
 */
export const obituaryTextHtml = () =>
  multilineText()
    .max(OBITUARY_TEXT_MAX)
    .refine((html) => !isPlainText(html) || !hasLeftoverMarks(html), { message: obituaryMessages.leftoverMarks });

/** POST .../obituary: the draft as the editor wrote it (cleaned before it is stored). */
export const obituaryDraftBody = z.object({ textHtml: obituaryTextHtml() });
export type ObituaryDraftBody = z.infer<typeof obituaryDraftBody>;

/** GET .../obituary (added: the spec's calls have no read) and the answer of both POSTs. */
export const familyObituary = z.object({
  /** The approved, public text (sanitised HTML); '' before the first approval. */
  textHtml: z.string(),
  /** The family's working copy while it differs from the approved text; null when none. */
  draftTextHtml: z.string().nullable(),
  textApprovedAt: z.iso.datetime({ offset: true }).nullable(),
  /** Whether the funeral home has published the obituary (the approved text is public only then). */
  published: z.boolean(),
});
export type FamilyObituary = z.infer<typeof familyObituary>;

/**
 * GET and POST .../obituary/shop (decision 0082): the family's switches for the obituary's sympathy
 * shop. `shop` off closes it (the staff editor's switch, the same column); `noFlowers` keeps flowers
 * and plants out of it and the public page says the family asks for donations instead.
 */
export const obituaryShopSettings = z.object({ shop: z.boolean(), noFlowers: z.boolean() });
export type ObituaryShopSettings = z.infer<typeof obituaryShopSettings>;
