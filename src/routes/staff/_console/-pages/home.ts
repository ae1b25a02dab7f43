import { can } from '#contract/staff-roles.ts';
import { cardPaymentsQuery } from '#src/lib/queries/console/card-payments.ts';
import { ConsoleHome } from '#src/features/console-shell/ConsoleHome.tsx';
import { goLiveQuery } from '#src/lib/queries/console/go-live.ts';
import { myCasesQuery } from '#src/lib/queries/console/my-cases.ts';
import { consolePage, type ConsolePageInput } from './console-page.ts';

/**
 * /staff: the console's home (decision 0062), opening on "My cases" (decision 0105), with the owner's
 * going-live checklist (decision 0106) and card payments account (decision 0081).
 */
export const page = consolePage(async ({ context }: ConsolePageInput) => {
  // "My cases" opens the home of whoever works cases (issue 43): read beside the owner's sections and
  // before the page shows, so it is there at once; its failure is MyCases's to say (and read again).
  const mine = can(context.staffRole, 'cases.work')
    ? context.queryClient.prefetchQuery(myCasesQuery(context.api, context.auth))
    : null;
  // The owner's card payments account is read before the page shows (decision 0081).
  if (can(context.staffRole, 'payments.connect'))
    await context.queryClient.ensureQueryData(cardPaymentsQuery(context.api, context.auth));
  // The owner's going-live checklist (decision 0106), read after the account (which Stripe may have made ready).
  if (can(context.staffRole, 'company.settings'))
    await context.queryClient.fetchQuery(goLiveQuery(context.api, context.auth));
  await mine;
  return { user: context.user, staffRole: context.staffRole, auth: context.auth };
}, ConsoleHome);
