import { can } from '#contract/staff-roles.ts';
import { caseQuery } from '#src/lib/queries/console/cases.ts';
import { directorsQuery } from '#src/lib/queries/console/directors.ts';
import { CasePage } from '#src/features/console-cases/CasePage.tsx';
import { proofsQuery } from '#src/lib/queries/console/proofs.ts';
import { consolePage, type ConsoleItemInput } from './console-page.ts';

/** /staff/cases/{id}: one case (permission cases.work, decision 0065). */
export const page = consolePage(async ({ context, id }: ConsoleItemInput) => {
  // The page says what happened in a toast: its code loads now, not on the first message.
  void context.toasts.preload();
  await Promise.all([
    context.queryClient.ensureQueryData(caseQuery(context.api, context.auth, id)),
    context.queryClient.ensureQueryData(proofsQuery(context.api, context.auth, id)),
    // The choice of the case's director (decision 0105), for the roles that make it.
    can(context.staffRole, 'cases.assign') &&
      context.queryClient.ensureQueryData(directorsQuery(context.api, context.auth)),
  ]);
  return { auth: context.auth, id };
}, CasePage);
