import { z } from 'zod';
import { hasLeftoverMarks, OBITUARY_TEXT_MAX, obituaryMessages } from './obituary-text-rule.ts';
import { isPlainText, multilineText } from './text.ts';

/*
 * The family's obituary text (spec §7 POST .../obituary, .../obituary/approve; the review-obituary
 * task). The family writes a draft (HTML limited to paragraphs, bold, italic and links, cleaned on the
 * server); approving makes the draft the public text. Only approved text is public. The text's rule
 * is obituary-text-rule.ts's too, without zod, for the editors.
 */

export { hasLeftoverMarks, OBITUARY_TEXT_MAX, obituaryMessages };

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
