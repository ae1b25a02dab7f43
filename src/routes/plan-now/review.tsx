import { createFileRoute, redirect } from '@tanstack/react-router';
import { ReviewPage } from '#src/features/planning/ReviewPage.tsx';

/** Spec §2: requires planning started. */
export const Route = createFileRoute('/plan-now/review')({
  beforeLoad: ({ context, preload, location }) => {
    if (preload) return;
    const { started, path } = context.planning.visit({ type: 'visit.review' });
    if (!started) throw redirect({ to: '/plan-now', replace: true });
    if (path !== location.pathname) throw redirect({ href: path, replace: true });
  },
  component: function PlanNowReview() {
    return <ReviewPage session={Route.useRouteContext().planning} />;
  },
});
