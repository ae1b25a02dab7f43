import type { ComponentType } from 'react';
import type { ModuleType, PageModule } from '#contract/modules.ts';
import { obituarySearchQuery } from '#src/lib/queries/site/obituaries.ts';
import { blogArticlesQuery } from '#src/lib/queries/site/blog.ts';
import type { RouterContext } from '#src/lib/router-context.ts';
import type { ModuleRenderProps } from './module-props.ts';
import { lazyRenderer, type LazyRenderer } from './lazy-renderer.tsx';
import { BlogListModule } from './renderers/BlogListModule.tsx';
import { CallToActionModule } from './renderers/CallToActionModule.tsx';
import { HeroModule } from './renderers/HeroModule.tsx';
import { ImageWithTextModule } from './renderers/ImageWithTextModule.tsx';
import { LocationsListModule } from './renderers/LocationsListModule.tsx';
import { RichTextModule } from './renderers/RichTextModule.tsx';

/**
 * The module registry, public half: how each module type renders (zod-free: visitors load it).
 * The builder half (schema, editor, default content) is `editors.ts` beside it, keyed by the same
 * types; TypeScript refuses a type missing from either map.
 *
 * Modules most pages use render from the main bundle; the rarer ones load with the first page that
 * has them (the route preloads them with the page, so nothing flashes, and before a server-rendered
 * page hydrates), keeping the public home page within its JavaScript budget.
 */
export const moduleRenderers: { [T in ModuleType]: ComponentType<ModuleRenderProps<T>> | LazyRenderer<T> } = {
  hero: HeroModule,
  richText: RichTextModule,
  imageWithText: ImageWithTextModule,
  callToAction: CallToActionModule,
  locationsList: LocationsListModule,
  blogList: BlogListModule,
  faq: lazyRenderer(() => import('./renderers/FaqModule.tsx').then((m) => m.FaqModule)),
  gallery: lazyRenderer(() => import('./renderers/GalleryModule.tsx').then((m) => m.GalleryModule)),
  testimonial: lazyRenderer(() => import('./renderers/TestimonialModule.tsx').then((m) => m.TestimonialModule)),
  teamMembers: lazyRenderer(() => import('./renderers/TeamMembersModule.tsx').then((m) => m.TeamMembersModule)),
  videoEmbed: lazyRenderer(() => import('./renderers/VideoEmbedModule.tsx').then((m) => m.VideoEmbedModule)),
  contactDetails: lazyRenderer(() =>
    import('./renderers/ContactDetailsModule.tsx').then((m) => m.ContactDetailsModule),
  ),
  recentObituaries: lazyRenderer(() =>
    import('./renderers/RecentObituariesModule.tsx').then((m) => m.RecentObituariesModule),
  ),
};

/**
 * Loads what a page's modules need before it shows (route loaders call this): the rarer renderers, and
 * the data the recent obituaries and the blog list show. With the data asked for here, the server's
 * HTML has the lists (decision 0097: a rendered page may never load the app) and nothing moves as they
 * arrive. A failed list is not the page's failure: the module asks again and says so itself.
 */
export function preloadModules(
  modules: ReadonlyArray<PageModule>,
  { queryClient, api }: Pick<RouterContext, 'queryClient' | 'api'>,
): Promise<void> {
  const loads = new Set<Promise<unknown>>();
  for (const module of modules) {
    const renderer = moduleRenderers[module.type];
    if ('preload' in renderer) loads.add(renderer.preload());
    if (module.type === 'recentObituaries')
      loads.add(queryClient.ensureQueryData(obituarySearchQuery(api, { pageSize: module.limit })).catch(() => {}));
    if (module.type === 'blogList')
      loads.add(queryClient.ensureQueryData(blogArticlesQuery(api, 1, module.limit)).catch(() => {}));
  }
  return Promise.all(loads).then(() => undefined);
}
