import type { RenderResult } from '#contract/server-render.ts';
import { shellDataIds } from '#contract/shell-data.ts';
import { withHeadTags, type HeadTag } from './head-tags.ts';
import { embedShellData } from './shell-data.ts';

export type RenderedPage = Extract<RenderResult, { kind: 'page' }>;

/** React's hoisted <title> and description, which the server's own head tags (an obituary's) already say. */
const reactTitleAndDescription = /<title[^>]*>[^<]*<\/title>|<meta\b[^>]*\bname="description"[^>]*>/g;

/**
 * The shell filled with a server-rendered page (decision 0091): React's head tags in <head>, the page
 * in #root, and one JSON data block (the query cache and the origin) for the browser to hydrate with,
 * in place of the shell's render context, redirects and obituary blocks: no data goes twice. Every
 * head tag is marked data-shell-head: the browser drops them as it starts, and React writes its own.
 */
export function renderedPage(shell: string, tags: readonly HeadTag[], page: RenderedPage): string {
  const reactHead = tags.length > 0 ? page.head.replace(reactTitleAndDescription, '') : page.head;
  // The <title> is not marked: it stays for React to adopt (decision 0092).
  const marked = reactHead.replace(/<(meta|link)\b/g, '<$1 data-shell-head');
  // Without head tags of its own the shell keeps its placeholder title: React's replaces it.
  const head = tags.length > 0 ? withHeadTags(shell, tags) : shell.replace(/<title>[^<]*<\/title>/, '');
  const withReactHead = head.replace('</head>', () => `${marked}</head>`);
  // rendered.html has no <noscript> notice: the page is there without JavaScript.
  const filled = withReactHead.replace('<div id="root"></div>', () => `<div id="root">${page.body}</div>`);
  return embedShellData(filled, [{ id: shellDataIds.rendered, json: JSON.stringify(page.data) }]);
}
