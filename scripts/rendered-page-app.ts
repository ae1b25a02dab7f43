import type { Plugin } from 'vite';

/**
 * rendered.html, the page the server renders into (decision 0097), loads only its boot script before
 * the first paint. The boot script loads the app, index.html's entry, when the visitor shows intent:
 * this plugin writes that entry's address on the boot script (`data-app`) and drops the preload links
 * Vite adds for it, which would fetch the app before the first paint. A literal import() in the boot
 * script would not do: Vite wraps it in its preload helper, which lives in the app's own chunk (src/boot/rendered-page.ts).
 */
export function renderedPageApp(): Plugin {
  return {
    name: 'lantern:rendered-page-app',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { filename, bundle }) {
        if (!filename.endsWith('rendered.html') || !bundle) return html;
        const app = Object.values(bundle).find(
          (output) => output.type === 'chunk' && output.isEntry && output.facadeModuleId?.endsWith('index.html'),
        );
        if (!app) throw new Error('rendered.html: the build has no index.html entry to load');
        const withoutPreloads = html.replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
        const boot = /<script type="module" crossorigin src="[^"]+"/;
        if (!boot.test(withoutPreloads)) throw new Error('rendered.html: no boot script found');
        return withoutPreloads.replace(boot, (tag) => `${tag} data-app="/${app.fileName}"`);
      },
    },
  };
}
