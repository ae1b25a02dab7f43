import { createFileRoute } from '@tanstack/react-router';
import { PlanningLayout } from '#src/features/planning/PlanningLayout.tsx';

/**
 * /plan-now and below: the planning wizard. Its code (machine, forms, schemas) loads from here
 * only, through the dynamic import, so public pages never download it (decision 0007).
 */
export const Route = createFileRoute('/plan-now')({
  beforeLoad: async ({ context }) => {
    // The error toast must never wait on a download, even when the server has just gone away.
    void context.toasts.preload();
    const { openPlanningSession } = await import('#src/features/planning/planning-session.ts');
    return { planning: await openPlanningSession(context) };
  },
  component: function PlanNowLayout() {
    return <PlanningLayout session={Route.useRouteContext().planning} />;
  },
});
