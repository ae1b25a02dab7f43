/*
 * The obituary editor's tiny markup (decision 0051): a blank line starts a paragraph, a line break
 * stays one, **bold**, *italic*, [words](https://link). It becomes the HTML the server keeps
 * (paragraphs, <br>, <strong>, <em>, <a>) and comes back from it. Everything typed is escaped, so
 * markup is the only way to make a tag; the server sanitises again whatever arrives.
 */

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const unescapeHtml = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&nbsp;/g, '\u00a0')
    .replace(/&amp;/g, '&');

/** Links the editor makes: web, mail and phone addresses only. */
const linkTarget = /^(https?:\/\/|mailto:|tel:)\S+$/i;

/** A bold span, then (read after the bold ones) an italic one: one line, no star inside. */
const boldSpan = /\*\*([^*\n]+)\*\*/g;
const italicSpan = /\*([^*\n]+)\*/g;

function inline(escaped: string): string {
  return escaped
    .replace(/\[([^\]\n]+)\]\(([^)\s]+)\)/g, (whole: string, words: string, href: string) =>
      linkTarget.test(unescapeHtml(href)) ? `<a href="${href}">${words}</a>` : whole,
    )
    .replace(boldSpan, '<strong>$1</strong>')
    .replace(italicSpan, '<em>$1</em>');
}

/** The markup as HTML: one <p> per paragraph, <br> for a line break inside one. */
export function markupToHtml(markup: string): string {
  return markup
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '')
    .map((paragraph) => `<p>${inline(escapeHtml(paragraph)).replace(/\n/g, '<br />')}</p>`)
    .join('');
}

/** The server's HTML (its sanitiser's narrow vocabulary) back as markup, for editing. */
export function htmlToMarkup(html: string): string {
  return unescapeHtml(
    html
      .replace(/<br\s*\/?>/gi, '\n')
      .replace(/<\/p>\s*/gi, '\n\n')
      .replace(/<p>/gi, '')
      .replace(/<\/?strong>/gi, '**')
      .replace(/<\/?em>/gi, '*')
      .replace(/<a [^>]*href="([^"]*)"[^>]*>(.*?)<\/a>/gi, '[$2]($1)')
      .replace(/<[^>]+>/g, ''),
  ).trim();
}

/** The text after an edit and what is selected in it (start = end: the caret). */
export interface MarkupEdit {
  text: string;
  start: number;
  end: number;
}

/** Wraps the selection of `text` (start to end) in `before`/`after`; answers the text and the new selection. */
export function wrapSelection(text: string, start: number, end: number, before: string, after: string): MarkupEdit {
  const selected = text.slice(start, end);
  return {
    text: text.slice(0, start) + before + selected + after + text.slice(end),
    start: start + before.length,
    end: end + before.length,
  };
}

export type EmphasisMarker = '**' | '*';

/** Where a span of the text is: its opening marker at `open`, its words from `from` to `to`, its end at `close`. */
interface Span {
  open: number;
  from: number;
  to: number;
  close: number;
}

/** The spans markupToHtml makes bold or italic, found the way it finds them (bold first). */
function spansOf(text: string, marker: EmphasisMarker): Span[] {
  // Italic is read once the bold spans are gone: hide them behind as many non-star characters.
  const read = marker === '**' ? text : text.replace(boldSpan, (bold) => ' '.repeat(bold.length));
  const pattern = marker === '**' ? boldSpan : italicSpan;
  return [...read.matchAll(pattern)].map((match) => {
    const open = match.index;
    const close = open + match[0].length;
    return { open, from: open + marker.length, to: close - marker.length, close };
  });
}

/** How many stars run from `at` on (step 1) or back from it (step -1). */
function starsAt(text: string, at: number, step: 1 | -1): number {
  let count = 0;
  for (let i = step === 1 ? at : at - 1; text[i] === '*'; i += step) count += 1;
  return count;
}

/**
 * Ctrl+B / Ctrl+I and the B and I buttons: bold or italic on and off, as a word processor does.
 * - A selection that is a span's words, or the whole span, loses its markers; any other is wrapped.
 * - The caret between the two markers of an empty span removes them (on, then off, nothing typed).
 * - The caret at the end of a span's words steps out past its closing marker, and at their start
 *   before its opening one: what is typed next is plain. In the middle it closes and reopens the
 *   span around the caret.
 * - Elsewhere it opens an empty span and puts the caret inside.
 * Before this, pressing Ctrl+B again after typing added a second pair of markers in front of the
 * first one's closing marker, and the next words landed between them.
 */
export function toggleEmphasis(text: string, start: number, end: number, marker: EmphasisMarker): MarkupEdit {
  const size = marker.length;
  const spans = spansOf(text, marker);
  if (start !== end) {
    const span = spans.find((s) => (s.from === start && s.to === end) || (s.open === start && s.close === end));
    if (!span) return wrapSelection(text, start, end, marker, marker);
    const words = text.slice(span.from, span.to);
    return {
      text: text.slice(0, span.open) + words + text.slice(span.close),
      start: span.open,
      end: span.open + words.length,
    };
  }
  const caret = start;
  if (starsAt(text, caret, -1) === size && starsAt(text, caret, 1) === size) {
    return { text: text.slice(0, caret - size) + text.slice(caret + size), start: caret - size, end: caret - size };
  }
  const span = spans.find((s) => s.from <= caret && caret <= s.to);
  if (span?.to === caret) return { text, start: span.close, end: span.close };
  if (span?.from === caret) return { text, start: span.open, end: span.open };
  // Inside a span's words this closes it before the caret and opens it again after; elsewhere it
  // opens an empty span: the same two markers.
  return wrapSelection(text, caret, caret, marker, marker);
}
