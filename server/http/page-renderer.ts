import { access } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
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

/**
 * The built render module (dist/ssr/entry-server.js, `npm run build`), imported on first use. A
 * missing build is checked again on every request until it appears, as index.html is; a module that
 * is there but fails to load is an error (pages() logs it and sends the shell).
 */
export function builtPageRenderer(file: string): PageRendererSource {
  let renderer: PageRenderer | null = null;
  return async () => {
    if (renderer !== null) return renderer;
    try {
      await access(file);
    } catch {
      return null;
    }
    const module = (await import(pathToFileURL(file).href)) as Partial<PageRenderer>;
    if (typeof module.render !== 'function') throw new Error(`${file} exports no render function`);
    renderer = { render: module.render };
    return renderer;
  };
}
