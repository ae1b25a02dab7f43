import { casesQuery } from '#src/lib/queries/console/cases.ts';
import { casesSearch } from '#src/features/console-cases/cases-search.ts';
import { directorsQuery } from '#src/lib/queries/console/directors.ts';
import { CasesPage } from '#src/features/console-cases/CasesPage.tsx';
import { locationsQuery } from '#src/lib/queries/console/locations.ts';
import { consolePage, type ConsolePageInput } from './console-page.ts';

/** /staff/cases: the company's cases (permission cases.work, decision 0065). */
export const page = consolePage(async ({ context, search }: ConsolePageInput) => {
  // "New case" says what happened in a toast: its code loads now, not on the first message.
  void context.toasts.preload();
  const props = { auth: context.auth, search: casesSearch(search) };
  await Promise.all([
    context.queryClient.ensureQueryData(casesQuery(context.api, context.auth, props.search)),
    context.queryClient.ensureQueryData(locationsQuery(context.api)),
    // The director filter's choices (decision 0105).
    context.queryClient.ensureQueryData(directorsQuery(context.api, context.auth)),
  ]);
  return props;
}, CasesPage);
