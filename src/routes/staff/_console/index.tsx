import { createFileRoute } from '@tanstack/react-router';
import { ConsoleHome } from '#src/features/console-shell/ConsoleHome.tsx';

/** /staff: the console's home (decision 0062). */
export const Route = createFileRoute('/staff/_console/')({
  component: function ConsoleHomePage() {
    const { user, staffRole } = Route.useRouteContext();
    return <ConsoleHome user={user} staffRole={staffRole} />;
  },
});
