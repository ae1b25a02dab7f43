import { createFileRoute, notFound } from '@tanstack/react-router';
import { ConsoleNotFound } from '#src/features/console-shell/ConsoleProblem.tsx';
import { consoleAddressOf } from '#src/lib/console/console-pages.ts';
import { openConsolePage } from './-pages/console-pages.ts';

/**
 * /staff and every console page under it (decision 0068): one route, so the public entry carries one
 * definition for the console's pages, not ten. Its loader (out of the entry with its component, like
 * every console route's) reads the address (`lib/console/console-pages.ts`), then loads the page and
 * what it shows through the registry `-pages/console-pages.ts`; an address that names no page is the
 * console's "no such page", and an item's id that is no row id the router's 404. The search is the
 * address's as it came: each list reads its own filters. The page's failures reach the console
 * frame's error component (`errorComponent: false`).
 */
export const Route = createFileRoute('/staff/_console/$')({
  validateSearch: (search: Record<string, unknown>) => search,
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps }) => {
    const address = consoleAddressOf(params._splat);
    if (address === 'bad-id') throw notFound();
    if (address === 'unknown') return <ConsoleNotFound />;
    return openConsolePage(address, { context, search: deps });
  },
  component: function ConsolePageRoute() {
    return Route.useLoaderData();
  },
  errorComponent: false,
});
