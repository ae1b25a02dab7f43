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
    // The router asks for the screens' code only after this beforeLoad; fetching the layout and the
    // first screen now, alongside the session's API calls, saves a round trip before the first paint.
    void import('#src/features/planning/PlanningLayout.tsx');
    void import('#src/features/planning/PlanTypePage.tsx');
    const { openPlanningSession } = await import('#src/features/planning/planning-session.ts');
    return { planning: await openPlanningSession(context) };
  },
  component: function PlanNowLayout() {
    return <PlanningLayout session={Route.useRouteContext().planning} />;
  },
});
