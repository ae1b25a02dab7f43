import { createFileRoute } from '@tanstack/react-router';
import { ThankYouPage } from '#src/features/planning/ThankYouPage.tsx';

/** Spec §2: shown after submit (and, without details, to anyone who comes back to it later). */
export const Route = createFileRoute('/plan-now/thank-you')({
  beforeLoad: async ({ context }) => ({ session: (await context.planning.load()).session }),
  component: function PlanNowThankYou() {
    return <ThankYouPage session={Route.useRouteContext().session} />;
  },
});
