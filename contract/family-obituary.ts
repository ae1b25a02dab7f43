import { z } from 'zod';
import { publicationMessages } from './obituary-publication.ts';
import { text } from './text.ts';

/*
 * The family's obituary text (spec §7 POST .../obituary, .../obituary/approve; issue 13
 * review-obituary). The family writes a draft (HTML limited to paragraphs, bold, italic and links,
 * cleaned on the server); approving makes the draft the public text. Only approved text is public.
 */

/** Room for a long obituary with its markup; the sanitiser keeps it well under this. */
export const OBITUARY_TEXT_MAX = 20_000;

/** POST .../obituary: the draft as the editor wrote it (cleaned before it is stored). */
export const obituaryDraftBody = z.object({ textHtml: text().max(OBITUARY_TEXT_MAX) });
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

export const obituaryMessages = {
  /** The publication rule's words (contract/obituary-publication.ts), the same for staff and family. */
  noDraft: publicationMessages.noDraft,
} as const;
