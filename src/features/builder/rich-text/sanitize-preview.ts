/*
 * The preview shows the draft exactly as visitors will see it, so rich text typed in the builder is
 * cleaned in the browser by the same rules the server applies to every page it serves
 * (server/services/rich-text.ts, decision 0009). The server stays the authority: this copy only keeps
 * the live preview honest and stops pasted markup from running in the editor's page.
 */

const allowedTags = new Set([
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'br',
  'a',
  'ul',
  'ol',
  'li',
  'strong',
  'em',
  'blockquote',
  'img',
]);
const renamed: Readonly<Record<string, string>> = { h1: 'h2', b: 'strong', i: 'em', div: 'p' };
/** Dropped with everything inside them (sanitize-html's non-text tags). */
const droppedWhole = new Set(['script', 'style', 'textarea', 'option', 'noscript', 'template', 'iframe', 'object']);
const allowedAttributes: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'title'],
  img: ['src', 'alt', 'width', 'height'],
};
const safeHref = /^(\/(?!\/)|#|https?:\/\/|mailto:|tel:)/i;
const safeSrc = /^(\/(?!\/)|https?:\/\/)/i;

function clean(source: Node, into: Node, document: Document): void {
  for (const child of Array.from(source.childNodes)) {
    if (child.nodeType === 3) {
      into.appendChild(document.createTextNode(child.textContent ?? ''));
      continue;
    }
    if (child.nodeType !== 1) continue;
    const element = child as Element;
    const original = element.tagName.toLowerCase();
    if (droppedWhole.has(original)) continue;
    const tag = renamed[original] ?? original;
    if (!allowedTags.has(tag)) {
      // Unknown wrappers go, their text stays.
      clean(element, into, document);
      continue;
    }
    const copy = document.createElement(tag);
    for (const name of allowedAttributes[tag] ?? []) {
      const value = element.getAttribute(name);
      if (value === null) continue;
      if (name === 'href' && !safeHref.test(value.trim())) continue;
      if (name === 'src' && !safeSrc.test(value.trim())) continue;
      copy.setAttribute(name, value);
    }
    if (tag === 'a') copy.setAttribute('rel', 'noopener');
    if (tag === 'img') {
      if (!copy.hasAttribute('src')) continue;
      copy.setAttribute('alt', element.getAttribute('alt') ?? '');
      copy.setAttribute('loading', 'lazy');
    }
    clean(element, copy, document);
    into.appendChild(copy);
  }
}

export function sanitizePreviewHtml(html: string): string {
  const parsed = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const output = parsed.createElement('div');
  clean(parsed.body, output, parsed);
  return output.innerHTML;
}
