import type { Page, Route } from '@playwright/test';

/**
 * Holds every script of the app on its way (all but the boot script of a server-rendered page,
 * rendered-*.js, which is its first paint's) until `appArrives`: what a test does first is surely done
 * before the app starts, as on a slow phone.
 */
export async function holdTheApp(page: Page): Promise<{ appArrives: () => Promise<void> }> {
  const held: Route[] = [];
  const appScripts = /\/assets\/(?!rendered-)[^/]+\.js$/;
  const hold = (route: Route) => void held.push(route);
  await page.route(appScripts, hold);
  return {
    appArrives: async () => {
      await page.unroute(appScripts, hold);
      await Promise.all(held.map((route) => route.fallback()));
    },
  };
}

/** The page as it first appears, nothing waited for but the answer's first bytes (the fixture's goto shows intent and waits for the app). */
export async function openAsItAppears(page: Page, url: string): Promise<void> {
  const gotoAsLoaded: Page['goto'] = Object.getPrototypeOf(page).goto;
  await gotoAsLoaded.call(page, url, { waitUntil: 'commit' });
}
