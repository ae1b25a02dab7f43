import { createFileRoute, redirect } from '@tanstack/react-router';
import { ReviewPage } from '#src/features/planning/ReviewPage.tsx';

/** Spec §2 review (started plans only: the _started layout). */
export const Route = createFileRoute('/plan-now/_started/review')({
  beforeLoad: ({ context, preload, location }) => {
    if (preload) return;
    const path = context.session.visit({ type: 'visit.review' });
    if (path !== location.pathname) throw redirect({ href: path, replace: true });
  },
  component: function PlanNowReview() {
    return <ReviewPage session={Route.useRouteContext().session} />;
  },
});
