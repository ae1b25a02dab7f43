import { publicationMessages } from './obituary-publication.ts';
import { textIssue } from './plain-checks.ts';
import { isPlainText } from './plain-text.ts';
import { validationText } from './validation-messages.ts';

/*
 * An obituary text's rule without zod, for the editors (the family's review-obituary task, the
 * console's editor): family-obituary.ts `obituaryTextHtml` is the same rule as a schema, which the
 * server parses with; the test holds the two together.
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

/** What `obituaryTextHtml()` says of the text first (too long, marks left over…), or undefined when it may be sent. */
export function obituaryTextIssue(html: string): { message: string; tooLong: boolean } | undefined {
  const message =
    textIssue(html, { multiline: true, max: OBITUARY_TEXT_MAX }) ??
    (isPlainText(html) && hasLeftoverMarks(html) ? obituaryMessages.leftoverMarks : undefined);
  return message === undefined
    ? undefined
    : { message, tooLong: message === validationText.maxLength(String(OBITUARY_TEXT_MAX)) };
}
