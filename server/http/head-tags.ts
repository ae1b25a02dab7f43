import { escapeJsonForScript } from './shell-data.ts';

/*
 * Tags the server writes into the shell's <head> for a page that must look right without
 * JavaScript (share previews, search engines). Each carries `data-shell-head`: the browser drops
 * them when it starts (src/lib/queries/shell-data.ts), and React's own head takes over.
 */

const escapeAttribute = (value: string): string => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export type HeadTag =
  | { tag: 'title'; text: string }
  | { tag: 'meta'; name: string; content: string }
  | { tag: 'meta'; property: string; content: string }
  | { tag: 'link'; rel: string; href: string }
  /** The page's largest image above the fold: fetched with the shell instead of after the app renders it. */
  | { tag: 'preload-image'; href: string; srcset: string; sizes: string }
  | { tag: 'json-ld'; json: unknown };

export function renderHeadTag(tag: HeadTag): string {
  switch (tag.tag) {
    case 'title':
      // Never marked: the browser keeps it for React 19 to adopt (decision 0092), so the page always has one.
      return `<title>${escapeAttribute(tag.text)}</title>`;
    case 'link':
      return `<link data-shell-head rel="${escapeAttribute(tag.rel)}" href="${escapeAttribute(tag.href)}">`;
    case 'preload-image':
      return (
        `<link data-shell-head rel="preload" as="image" fetchpriority="high" href="${escapeAttribute(tag.href)}"` +
        ` imagesrcset="${escapeAttribute(tag.srcset)}" imagesizes="${escapeAttribute(tag.sizes)}">`
      );
    case 'json-ld':
      // A data block: never executed, so the CSP's refusal of inline script does not apply.
      return `<script data-shell-head type="application/ld+json">${escapeJsonForScript(JSON.stringify(tag.json))}</script>`;
    case 'meta': {
      const key = 'name' in tag ? `name="${escapeAttribute(tag.name)}"` : `property="${escapeAttribute(tag.property)}"`;
      return `<meta data-shell-head ${key} content="${escapeAttribute(tag.content)}">`;
    }
  }
}

/** The shell with its placeholder <title> replaced by the page's tags. */
export function withHeadTags(html: string, tags: readonly HeadTag[]): string {
  if (tags.length === 0) return html;
  const rendered = tags.map(renderHeadTag).join('');
  const placeholder = /<title>[^<]*<\/title>/;
  if (placeholder.test(html)) return html.replace(placeholder, () => rendered);
  const headEnd = html.indexOf('</head>');
  return headEnd === -1 ? `${rendered}${html}` : `${html.slice(0, headEnd)}${rendered}${html.slice(headEnd)}`;
}
