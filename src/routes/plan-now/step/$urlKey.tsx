import { createFileRoute, redirect } from '@tanstack/react-router';
import { SectionPage } from '#src/features/planning/SectionPage.tsx';

/** Spec §2: requires planning started; activates the section with that urlKey. */
export const Route = createFileRoute('/plan-now/step/$urlKey')({
  beforeLoad: ({ context, preload, params, location }) => {
    if (preload) return;
    const { started, path } = context.planning.visit({ type: 'visit.section', urlKey: params.urlKey });
    if (!started) throw redirect({ to: '/plan-now', replace: true });
    // No location yet, or no such section: the screen the plan is on instead.
    if (path !== location.pathname) throw redirect({ href: path, replace: true });
  },
  component: function PlanNowStep() {
    return <SectionPage session={Route.useRouteContext().planning} />;
  },
});
