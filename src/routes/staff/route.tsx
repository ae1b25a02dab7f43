import { createFileRoute } from '@tanstack/react-router';

/**
 * /staff and everything under it: the funeral home's staff console (decision 0062). It draws its own
 * frame on the site's theme (`ownFrame`: no site header or footer), and its code loads only here:
 * the tab's auth actor loads before any of its pages, so each knows who is signed in. The pages
 * anyone may open (sign-in, password reset, an invitation) sit in the console's open frame
 * (OpenFrame.tsx); `_console` holds everything behind the staff sign-in. Each route adds its
 * definition to the public entry (bundle-budget.spec.ts): a new page behind the sign-in is a line of
 * the console's registry of pages (`_console/-pages/`, decision 0068), not a route.
 */
export const Route = createFileRoute('/staff')({
  staticData: { ownFrame: true },
  beforeLoad: async ({ context }) => ({ authRuntime: await context.authHandle.load() }),
});
