import { isModuleType, moduleSchemas, type PageModule } from '#contract/modules.ts';
import type { SiteContent } from '#contract/site-content.ts';
import type { Navigation, Page, RenderContext } from '#contract/website.ts';
import type { BuilderContext, PageSettings, Pages } from './builder.types.ts';

/** Pure reads and changes of the working copy: pages, their modules and the navigation. */

export const activePage = (context: Pick<BuilderContext, 'site' | 'pagePath'>): Page | undefined =>
  context.site?.pages[context.pagePath];

export const moduleOnPage = (context: Pick<BuilderContext, 'site' | 'pagePath'>, id: string): PageModule | undefined =>
  activePage(context)?.modules.find((module) => module.id === id);

export const isDirty = (context: Pick<BuilderContext, 'site' | 'saved'>): boolean =>
  context.site !== null &&
  context.saved !== null &&
  (context.site.pages !== context.saved.pages || context.site.navigation !== context.saved.navigation);

/** What a save sends: the site document, without what lives in other tables (company, locations). */
export const siteContentOf = (site: RenderContext): SiteContent => ({
  design: site.design,
  navigation: site.navigation,
  pages: site.pages,
  header: site.header,
  footer: site.footer,
  settings: site.settings,
});

/** The module with `fields` merged in, if it is still a valid module of its type. */
export function mergeModule(module: PageModule, fields: Record<string, unknown>): PageModule | null {
  const { id: _id, type: _type, ...rest } = fields;
  const merged = { ...module, ...rest };
  // Optional fields set to undefined are removed, not kept as undefined keys.
  for (const [key, value] of Object.entries(merged))
    if (value === undefined) delete (merged as Record<string, unknown>)[key];
  return moduleSchemas[module.type].safeParse(merged).success ? (merged as PageModule) : null;
}

/** Whether `module` may join the page shown: a known type, valid content and an id not already there. */
export function isAddable(context: Pick<BuilderContext, 'site' | 'pagePath'>, module: PageModule): boolean {
  const page = activePage(context);
  return (
    page !== undefined &&
    isModuleType(module.type) &&
    !page.modules.some((existing) => existing.id === module.id) &&
    moduleSchemas[module.type].safeParse(module).success
  );
}

export const withPage = (pages: Pages, path: string, change: (page: Page) => Page): Pages => {
  const page = pages[path];
  return page ? { ...pages, [path]: change(page) } : pages;
};

/** The navigation with links to `from` pointing at `to` instead. */
export const retargetNavigation = (navigation: Navigation, from: string, to: string): Navigation => {
  if (from === to) return navigation;
  const retarget = <N extends { node: Navigation['items'][number]['node'] }>(item: N): N =>
    item.node.to === from ? { ...item, node: { ...item.node, to } } : item;
  return {
    items: navigation.items.map((item) => {
      const moved = retarget(item);
      return moved.children ? { ...moved, children: moved.children.map(retarget) } : moved;
    }),
  };
};

/** Pages after `page.update`: re-keyed when the path changes. */
export function applyPageSettings(pages: Pages, path: string, settings: PageSettings): Pages {
  const page = pages[path];
  if (!page) return pages;
  const updated: Page = { ...page, ...settings };
  const entries = Object.entries(pages).map(([key, value]): [string, Page] =>
    key === path ? [settings.path, updated] : [key, value],
  );
  return Object.fromEntries(entries);
}

/** Whether `settings` keep the pages a tree: a free path, and a parent that exists and is not the page or below it. */
export function pageSettingsAllowed(pages: Pages, path: string, settings: PageSettings): boolean {
  const page = pages[path];
  if (!page || !settings.path.startsWith('/') || settings.title.trim() === '') return false;
  if (settings.path !== path && Object.hasOwn(pages, settings.path)) return false;
  if (settings.parentId === null) return true;
  const byId = new Map(Object.values(pages).map((p) => [p.id, p]));
  let at = byId.get(settings.parentId);
  if (!at) return false;
  for (let depth = 0; at && depth <= byId.size; depth += 1) {
    if (at.id === page.id) return false;
    at = at.parentId === null ? undefined : byId.get(at.parentId);
  }
  return true;
}
