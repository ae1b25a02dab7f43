import { requestsQuery } from '#src/lib/queries/console/requests.ts';
import { requestsSearch } from '#src/features/console-requests/requests-search.ts';
import { RequestsPage } from '#src/features/console-requests/RequestsPage.tsx';
import { locationsQuery } from '#src/lib/queries/console/locations.ts';
import { consolePage, type ConsolePageInput } from './console-page.ts';

/** /staff/requests: the requests inbox (permission requests.work, decision 0064). */
export const page = consolePage(async ({ context, search }: ConsolePageInput) => {
  const props = { auth: context.auth, search: requestsSearch(search) };
  await Promise.all([
    context.queryClient.ensureQueryData(requestsQuery(context.api, context.auth, props.search)),
    context.queryClient.ensureQueryData(locationsQuery(context.api)),
  ]);
  return props;
}, RequestsPage);
