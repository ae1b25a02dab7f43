import type { RenderPage } from '#contract/server-render.ts';

/**
 * The browser app's server render of public pages (decision 0091). The server does not import src/
 * (dependency-cruiser): the composition root hands pages() this, made from the build's render
 * module, and pages() sends the shell where there is none.
 */
export interface PageRenderer {
  render: RenderPage;
}

/** A renderer, or null while there is none (no build); asked on every page request. */
export type PageRendererSource = () => Promise<PageRenderer | null>;
