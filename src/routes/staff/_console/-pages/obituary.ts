import { obituaryQuery } from '#src/lib/queries/console/obituaries.ts';
import { ObituaryPage } from '#src/features/console-obituaries/ObituaryPage.tsx';
import { consolePage, type ConsoleItemInput } from './console-page.ts';

/** /staff/obituaries/{id}: the obituary editor (obituaries.write; publishing needs obituaries.publish). */
export const page = consolePage(async ({ context, id }: ConsoleItemInput) => {
  await context.queryClient.ensureQueryData(obituaryQuery(context.api, context.auth, id));
  return { auth: context.auth, id };
}, ObituaryPage);
