import { useSuspenseQuery } from '@tanstack/react-query';
import { useRouteContext, useSearch } from '@tanstack/react-router';
import type { RenderContext } from '#contract/website.ts';
import { renderContextQuery } from '#src/lib/queries/site/website.ts';
import { withPlanNow } from './navigation.ts';

/** Spec §2: the preview-mode query flag switches to draft content. */
export const usePreview = (): boolean =>
  useSearch({ strict: false, select: (search: { preview?: boolean }) => search.preview === true });

const withPlanNowLink = (context: RenderContext): RenderContext => ({
  ...context,
  navigation: withPlanNow(context.navigation),
});

/** The website context the page renders from (already loaded by the root route). */
export function useSite(): RenderContext {
  const { api } = useRouteContext({ from: '__root__' });
  const preview = usePreview();
  return useSuspenseQuery({ ...renderContextQuery(api, preview ? 'draft' : 'approved'), select: withPlanNowLink }).data;
}
