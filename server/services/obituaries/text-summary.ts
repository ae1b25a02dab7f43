import sanitizeHtml from 'sanitize-html';

/** Search results and share previews show about this much: what fits under a link. */
export const SUMMARY_MAX = 200;

const entities: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/**
 * The obituary's sanitised HTML as a sentence or two of plain text (meta description, Open Graph,
 * search results): tags gone, blocks separated by a space, cut at a sentence or word end.
 */
export function textSummary(html: string, max = SUMMARY_MAX): string {
  const text = sanitizeHtml(html.replace(/<\/(p|li|h\d|blockquote)>|<br\s*\/?>/gi, ' '), {
    allowedTags: [],
    allowedAttributes: {},
  })
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => entities[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const sentenceEnd = cut.lastIndexOf('. ');
  if (sentenceEnd >= max / 2) return cut.slice(0, sentenceEnd + 1);
  const wordEnd = cut.lastIndexOf(' ');
  return `${cut.slice(0, wordEnd > 0 ? wordEnd : max).replace(/[\s,;:]+$/, '')}…`;
}
