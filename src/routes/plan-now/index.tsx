import { createFileRoute } from '@tanstack/react-router';
import { PlanTypePage } from '#src/features/planning/PlanTypePage.tsx';

/** Spec §2 planning start: the three plan types. */
export const Route = createFileRoute('/plan-now/')({
  beforeLoad: ({ context, preload }) => {
    if (!preload) context.planning.visit({ type: 'visit.start' });
  },
  component: function PlanNowStart() {
    return <PlanTypePage session={Route.useRouteContext().planning} />;
  },
});
