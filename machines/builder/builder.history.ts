import type { Navigation } from '#contract/website.ts';
import type { BuilderContext, Pages, SiteEdit } from './builder.types.ts';

/** Undo and redo: every edit pushes the site as it was; typing into one field is one step. */

export const HISTORY_LIMIT = 100;

const snapshotOf = (context: BuilderContext): SiteEdit | null =>
  context.site ? { navigation: context.site.navigation, pages: context.site.pages, pagePath: context.pagePath } : null;

/** Context after an edit: the new navigation/pages, the previous ones on the undo stack, redo cleared. */
export function edited(
  context: BuilderContext,
  next: { navigation?: Navigation; pages?: Pages; pagePath?: string },
  mergeKey: string | null = null,
): Partial<BuilderContext> {
  const before = snapshotOf(context);
  if (!context.site || !before) return {};
  const merge = mergeKey !== null && mergeKey === context.mergeKey;
  return {
    site: {
      ...context.site,
      navigation: next.navigation ?? context.site.navigation,
      pages: next.pages ?? context.site.pages,
    },
    pagePath: next.pagePath ?? context.pagePath,
    past: merge ? context.past : [...context.past, before].slice(-HISTORY_LIMIT),
    future: [],
    mergeKey,
  };
}

const restore = (context: BuilderContext, entry: SiteEdit): Partial<BuilderContext> => ({
  site: context.site ? { ...context.site, navigation: entry.navigation, pages: entry.pages } : context.site,
  pagePath: entry.pagePath,
  mergeKey: null,
  hoveredModuleId: null,
  // The active module stays active if it still exists after the step.
  activeModuleId:
    context.activeModuleId !== null &&
    entry.pages[entry.pagePath]?.modules.some((module) => module.id === context.activeModuleId)
      ? context.activeModuleId
      : null,
});

export function undone(context: BuilderContext): Partial<BuilderContext> {
  const entry = context.past.at(-1);
  const now = snapshotOf(context);
  if (!entry || !now) return {};
  return { ...restore(context, entry), past: context.past.slice(0, -1), future: [now, ...context.future] };
}

export function redone(context: BuilderContext): Partial<BuilderContext> {
  const entry = context.future[0];
  const now = snapshotOf(context);
  if (!entry || !now) return {};
  return { ...restore(context, entry), past: [...context.past, now], future: context.future.slice(1) };
}
