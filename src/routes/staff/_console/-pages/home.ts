import { can } from '#contract/staff-roles.ts';
import { cardPaymentsQuery } from '#src/features/console-shell/card-payments-calls.ts';
import { ConsoleHome } from '#src/features/console-shell/ConsoleHome.tsx';
import { consolePage, type ConsolePageInput } from './console-page.ts';

/** /staff: the console's home (decision 0062), with the owner's card payments account (decision 0081). */
export const page = consolePage(async ({ context }: ConsolePageInput) => {
  // The owner's card payments account is read before the page shows (decision 0081).
  if (can(context.staffRole, 'payments.connect'))
    await context.queryClient.ensureQueryData(cardPaymentsQuery(context.api, context.auth));
  return { user: context.user, staffRole: context.staffRole, auth: context.auth };
}, ConsoleHome);
