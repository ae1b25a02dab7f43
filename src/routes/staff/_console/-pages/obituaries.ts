import { obituariesQuery } from '#src/lib/queries/console/obituaries.ts';
import { obituariesSearch } from '#src/features/console-obituaries/obituaries-search.ts';
import { ObituariesPage } from '#src/features/console-obituaries/ObituariesPage.tsx';
import { locationsQuery } from '#src/lib/queries/console/locations.ts';
import { consolePage, type ConsolePageInput } from './console-page.ts';

/** /staff/obituaries: the company's obituaries (permission obituaries.write, decision 0066). */
export const page = consolePage(async ({ context, search }: ConsolePageInput) => {
  const props = { auth: context.auth, search: obituariesSearch(search) };
  await Promise.all([
    context.queryClient.ensureQueryData(obituariesQuery(context.api, context.auth, props.search)),
    // The new obituary form's locations, ready when it opens.
    context.queryClient.ensureQueryData(locationsQuery(context.api)),
  ]);
  return props;
}, ObituariesPage);
