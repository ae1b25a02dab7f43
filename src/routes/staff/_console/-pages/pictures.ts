import { picturesQuery } from '#src/lib/queries/console/pictures.ts';
import { PicturesPage } from '#src/features/console-pictures/PicturesPage.tsx';
import { pageSearch } from '#src/lib/page-search.ts';
import { consolePage, type ConsolePageInput } from './console-page.ts';

/** /staff/pictures: the company's picture library (permission site.edit, decision 0107). */
export const page = consolePage(async ({ context, search }: ConsolePageInput) => {
  const props = { auth: context.auth, page: pageSearch(search).page ?? 1 };
  await context.queryClient.ensureQueryData(picturesQuery(context.api, context.auth, props.page));
  return props;
}, PicturesPage);
