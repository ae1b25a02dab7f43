import { createFileRoute } from '@tanstack/react-router';
import { PlanningLayout } from '#src/features/planning/PlanningLayout.tsx';
import { openPlanning } from '#src/features/planning/planning-handle.ts';
import { hasSavedPlan } from '#src/features/planning/saved-plan-key.ts';

/**
 * /plan-now and below: the planning wizard. Its code (machine, forms, schemas) loads through the
 * handle's dynamic import only, so public pages never download it (decision 0007), and the plan-type
 * screen paints before it (decision 0031); the screens under _started and the thank-you page wait
 * for it in their beforeLoad.
 */
export const Route = createFileRoute('/plan-now')({
  beforeLoad: async ({ context }) => {
    const planning = openPlanning(context);
    // A plan kept in this browser greets the visitor on the first screen ("Welcome back"), which
    // reads the machine: wait for it, rather than paint the screen twice.
    if (hasSavedPlan()) await planning.load();
    return { planning };
  },
  component: function PlanNowLayout() {
    return <PlanningLayout planning={Route.useRouteContext().planning} />;
  },
});
