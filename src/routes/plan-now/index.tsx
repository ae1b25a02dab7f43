import { createFileRoute } from '@tanstack/react-router';
import { PlanTypePage } from '#src/features/planning/PlanTypePage.tsx';

/** Spec §2 planning start: the three plan types. */
export const Route = createFileRoute('/plan-now/')({
  beforeLoad: ({ context, preload }) => {
    // A machine still loading starts on this screen: only a loaded one is told the browser is here.
    if (!preload) context.planning.current()?.session.visit({ type: 'visit.start' });
  },
  component: function PlanNowStart() {
    return <PlanTypePage planning={Route.useRouteContext().planning} />;
  },
});
