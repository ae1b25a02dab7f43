import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';

/**
 * Spec §2: /plan-now/locations, /plan-now/step/{urlKey} and /plan-now/review require planning
 * started, else /plan-now. A pathless layout (the `_` prefix adds nothing to the URL), so the rule is
 * written once for the routes under it (decision 0017). Its screens need the wizard loaded (decision
 * 0031): the session goes into their context.
 */
export const Route = createFileRoute('/plan-now/_started')({
  beforeLoad: async ({ context, preload }) => {
    const { session } = await context.planning.load();
    if (!preload && !session.isStarted()) throw redirect({ to: '/plan-now', replace: true });
    return { session };
  },
  component: Outlet,
});
