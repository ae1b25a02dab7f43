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

function inline(escaped: string): string {
  return escaped
    .replace(/\[([^\]\n]+)\]\(([^)\s]+)\)/g, (whole: string, words: string, href: string) =>
      linkTarget.test(unescapeHtml(href)) ? `<a href="${href}">${words}</a>` : whole,
    )
    .replace(/\*\*([^*\n]+)\*\*/g, '<strong>$1</strong>')
    .replace(/\*([^*\n]+)\*/g, '<em>$1</em>');
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

/** Wraps the selection of `text` (start to end) in `before`/`after`; answers the text and the new selection. */
export function wrapSelection(text: string, start: number, end: number, before: string, after: string) {
  const selected = text.slice(start, end);
  return {
    text: text.slice(0, start) + before + selected + after + text.slice(end),
    start: start + before.length,
    end: end + before.length,
  };
}
