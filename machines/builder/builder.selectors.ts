import type { PageModule } from '#contract/modules.ts';
import type { Page, RenderContext } from '#contract/website.ts';
import { activePage, isDirty, isEditMode, type BuilderError, type BuilderSnapshot } from './builder.machine.ts';

/** What the builder is doing, for the preview bar's status line and for disabling controls. */
export type BuilderActivity = 'loading' | 'failed' | 'ready' | 'saving' | 'publishing' | 'rollingBack';

export const selectActivity = (snapshot: BuilderSnapshot): BuilderActivity => {
  if (snapshot.matches('publishing')) return 'publishing';
  return snapshot.value as Exclude<BuilderActivity, 'publishing'>;
};

/** Spec §4: edit mode is true only when both previewing and editing are true. */
export const selectEditMode = (snapshot: BuilderSnapshot): boolean => isEditMode(snapshot.context);
export const selectPreviewing = (snapshot: BuilderSnapshot): boolean => snapshot.context.previewing;
export const selectEditing = (snapshot: BuilderSnapshot): boolean => snapshot.context.editing;
export const selectHoveredModuleId = (snapshot: BuilderSnapshot): string | null => snapshot.context.hoveredModuleId;
export const selectActiveModuleId = (snapshot: BuilderSnapshot): string | null => snapshot.context.activeModuleId;
export const selectSite = (snapshot: BuilderSnapshot): RenderContext | null => snapshot.context.site;
export const selectActivePage = (snapshot: BuilderSnapshot): Page | undefined => activePage(snapshot.context);
export const selectPagePath = (snapshot: BuilderSnapshot): string => snapshot.context.pagePath;

export const selectActiveModule = (snapshot: BuilderSnapshot): PageModule | undefined => {
  const id = snapshot.context.activeModuleId;
  return id === null ? undefined : activePage(snapshot.context)?.modules.find((module) => module.id === id);
};

export const selectIsDirty = (snapshot: BuilderSnapshot): boolean => isDirty(snapshot.context);
export const selectError = (snapshot: BuilderSnapshot): BuilderError | null => snapshot.context.error;
export const selectPublished = (snapshot: BuilderSnapshot) => snapshot.context.published;
export const selectRevision = (snapshot: BuilderSnapshot): number | null => snapshot.context.revision;
