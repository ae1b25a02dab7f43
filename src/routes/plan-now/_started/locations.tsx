import { createFileRoute, redirect } from '@tanstack/react-router';
import { LocationsPage } from '#src/features/planning/LocationsPage.tsx';

/** Spec §2 location choice (started plans only: the _started layout). */
export const Route = createFileRoute('/plan-now/_started/locations')({
  beforeLoad: ({ context, preload, location }) => {
    if (preload) return;
    const path = context.session.visit({ type: 'visit.locations' });
    if (path !== location.pathname) throw redirect({ href: path, replace: true });
  },
  component: function PlanNowLocations() {
    return <LocationsPage session={Route.useRouteContext().session} />;
  },
});
