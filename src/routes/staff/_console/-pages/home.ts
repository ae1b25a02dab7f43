import { ConsoleHome } from '#src/features/console-shell/ConsoleHome.tsx';
import { consolePage, type ConsolePageInput } from './console-page.ts';

/** /staff: the console's home (decision 0062). */
export const page = consolePage(
  ({ context }: ConsolePageInput) => ({ user: context.user, staffRole: context.staffRole }),
  ConsoleHome,
);
