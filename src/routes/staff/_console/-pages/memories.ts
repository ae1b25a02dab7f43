import { memoriesSearch } from '#src/features/console-memories/memories-search.ts';
import { memoriesQuery } from '#src/lib/queries/console/memories.ts';
import { MemoriesPage } from '#src/features/console-memories/MemoriesPage.tsx';
import { consolePage, type ConsolePageInput } from './console-page.ts';

/** /staff/memories: moderation across the company (permission memories.moderate, decision 0066). */
export const page = consolePage(async ({ context, search }: ConsolePageInput) => {
  const props = { auth: context.auth, search: memoriesSearch(search) };
  await context.queryClient.ensureQueryData(memoriesQuery(context.api, context.auth, props.search));
  return props;
}, MemoriesPage);
