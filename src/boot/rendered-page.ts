import { hydrateWhenWanted } from './hydrate-when-wanted.ts';

/**
 * rendered.html's one script (decision 0097). The app's address is written on this script's tag by
 * the build (scripts/rendered-page-app.ts): a literal import() here would pull in Vite's preload
 * helper, which lives in the app's own chunk.
 */
const appAddress = document.querySelector<HTMLScriptElement>('script[data-app]')?.dataset.app;
if (appAddress) hydrateWhenWanted(document, () => import(/* @vite-ignore */ appAddress));
