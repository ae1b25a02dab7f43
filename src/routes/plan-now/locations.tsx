import { createFileRoute, redirect } from '@tanstack/react-router';
import { LocationsPage } from '#src/features/planning/LocationsPage.tsx';

/** Spec §2: requires planning started, else /plan-now. */
export const Route = createFileRoute('/plan-now/locations')({
  beforeLoad: ({ context, preload, location }) => {
    if (preload) return;
    const { started, path } = context.planning.visit({ type: 'visit.locations' });
    if (!started) throw redirect({ to: '/plan-now', replace: true });
    if (path !== location.pathname) throw redirect({ href: path, replace: true });
  },
  component: function PlanNowLocations() {
    return <LocationsPage session={Route.useRouteContext().planning} />;
  },
});
