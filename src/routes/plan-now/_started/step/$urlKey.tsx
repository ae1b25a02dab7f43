import { createFileRoute, redirect } from '@tanstack/react-router';
import { SectionPage } from '#src/features/planning/SectionPage.tsx';

/** Spec §2: activates the section with that urlKey (started plans only: the _started layout). */
export const Route = createFileRoute('/plan-now/_started/step/$urlKey')({
  beforeLoad: ({ context, preload, params, location }) => {
    if (preload) return;
    const path = context.session.visit({ type: 'visit.section', urlKey: params.urlKey });
    // No location yet, or no such section: the screen the plan is on instead.
    if (path !== location.pathname) throw redirect({ href: path, replace: true });
  },
  component: function PlanNowStep() {
    return <SectionPage session={Route.useRouteContext().session} />;
  },
});
