import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';

/**
 * Spec §2: every /family-portal path (any letter case: the router matches paths case-insensitively)
 * but login and password reset needs a family session. A pathless layout, so the rule is written
 * once for every page under it (decision 0017). It waits for the auth machine to settle; without a
 * family session (none, or a staff one) the visitor goes to the login page, which brings them back to
 * the path and query as they typed it. Children get `auth` (the auth actor) and `user`.
 */
export const Route = createFileRoute('/family-portal/_family')({
  beforeLoad: async ({ context, location }) => {
    const user = await context.authRuntime.settled();
    if (user?.role !== 'family')
      throw redirect({
        to: '/family-portal/login',
        search: { redirect: `${location.pathname}${location.searchStr}` },
        replace: true,
      });
    return { auth: context.authRuntime.actor, user };
  },
  component: Outlet,
});
