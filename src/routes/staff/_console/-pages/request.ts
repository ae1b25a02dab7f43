import { requestQuery } from '#src/lib/queries/console/requests.ts';
import { RequestPage } from '#src/features/console-requests/RequestPage.tsx';
import { consolePage, type ConsoleItemInput } from './console-page.ts';

/** /staff/requests/{id}: one request (permission requests.work; opening a case needs cases.work). */
export const page = consolePage(async ({ context, id }: ConsoleItemInput) => {
  await context.queryClient.ensureQueryData(requestQuery(context.api, context.auth, id));
  return { auth: context.auth, staffRole: context.staffRole, id };
}, RequestPage);
