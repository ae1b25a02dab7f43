import type { ModuleRenderProps } from '../module-props.ts';

/**
 * The newest obituaries. Obituaries are not published by Lantern yet (they arrive with the
 * obituaries issue), so there is nothing to show and the module renders nothing: a heading over an
 * empty list would only confuse visitors. The builder marks where it sits on the page.
 */
export function RecentObituariesModule(_props: ModuleRenderProps<'recentObituaries'>) {
  return null;
}
