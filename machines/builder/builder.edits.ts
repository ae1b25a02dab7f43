import { assertEvent } from 'xstate';
import { edited } from './builder.history.ts';
import { applyPageSettings, mergeModule, retargetNavigation, withPage } from './builder.site.ts';
import type { BuilderContext, BuilderEvent } from './builder.types.ts';

/**
 * Spec §4 edits of the page shown, as context changes (the `assign`s of builder.machine.ts); each is
 * one undo step (see builder.history.ts).
 */
type Args = { context: BuilderContext; event: BuilderEvent };

const onActivePage = (context: BuilderContext, change: Parameters<typeof withPage>[2]) =>
  withPage(context.site?.pages ?? {}, context.pagePath, change);

/** Inserted before `beforeId` (or appended when it is null or not on the page), then made the active module. */
export function addModule({ context, event }: Args): Partial<BuilderContext> {
  assertEvent(event, 'module.add');
  const { module, beforeId } = event;
  return {
    ...edited(context, {
      pages: onActivePage(context, (page) => {
        const at = page.modules.findIndex((existing) => existing.id === beforeId);
        const modules =
          at < 0 ? [...page.modules, module] : [...page.modules.slice(0, at), module, ...page.modules.slice(at)];
        return { ...page, modules };
      }),
    }),
    activeModuleId: module.id,
  };
}

/** Deleted from the page shown; no longer hovered or active. */
export function removeModule({ context, event }: Args): Partial<BuilderContext> {
  assertEvent(event, 'module.remove');
  const { id } = event;
  return {
    ...edited(context, {
      pages: onActivePage(context, (page) => ({ ...page, modules: page.modules.filter((module) => module.id !== id) })),
    }),
    activeModuleId: context.activeModuleId === id ? null : context.activeModuleId,
    hoveredModuleId: context.hoveredModuleId === id ? null : context.hoveredModuleId,
  };
}

/** `fields` merged into the module; typing on into the same fields stays one undo step. */
export function updateModule({ context, event }: Args): Partial<BuilderContext> {
  assertEvent(event, 'module.update');
  const { id, fields } = event;
  return edited(
    context,
    {
      pages: onActivePage(context, (page) => ({
        ...page,
        modules: page.modules.map((module) => (module.id === id ? (mergeModule(module, fields) ?? module) : module)),
      })),
    },
    `update:${id}:${Object.keys(fields).sort().join(',')}`,
  );
}

/** A page's settings: re-keyed when its path changes, links in the navigation and the page shown following it. */
export function updatePage({ context, event }: Args): Partial<BuilderContext> {
  assertEvent(event, 'page.update');
  const { path, settings } = event;
  return edited(context, {
    pages: applyPageSettings(context.site?.pages ?? {}, path, settings),
    navigation: retargetNavigation(context.site?.navigation ?? { items: [] }, path, settings.path),
    pagePath: context.pagePath === path ? settings.path : context.pagePath,
  });
}

export function updateNavigation({ context, event }: Args): Partial<BuilderContext> {
  assertEvent(event, 'navigation.update');
  return edited(context, { navigation: event.navigation });
}
