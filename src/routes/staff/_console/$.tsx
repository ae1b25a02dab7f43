import { createFileRoute } from '@tanstack/react-router';
import { ConsoleNotFound } from '#src/features/console-shell/ConsoleProblem.tsx';

/** Any other /staff path: behind the sign-in like every console page, then "no such page" in the console's frame. */
export const Route = createFileRoute('/staff/_console/$')({
  component: ConsoleNotFound,
});
