import type { PageModule } from '#contract/modules.ts';
import type { Page, RenderContext } from '#contract/website.ts';
import type { BuilderSnapshot } from './builder.machine.ts';
import { activePage, isDirty } from './builder.site.ts';
import type { BuilderError } from './builder.types.ts';

/** What the builder is doing, for the preview bar's status line and for disabling controls. */
export type BuilderActivity = 'loading' | 'failed' | 'ready' | 'saving' | 'publishing' | 'rollingBack';

/** The `activity` region's top state (loading and publishing have steps inside). */
export const selectActivity = (snapshot: BuilderSnapshot): BuilderActivity => {
  const activity = (snapshot.value as { activity: string | Record<string, unknown> }).activity;
  return (typeof activity === 'string' ? activity : Object.keys(activity)[0]) as BuilderActivity;
};

/** Spec §4: edit mode is true only when both previewing and editing are true: both regions on. */
export const selectEditMode = (snapshot: BuilderSnapshot): boolean => snapshot.matches({ preview: 'on', edit: 'on' });
export const selectPreviewing = (snapshot: BuilderSnapshot): boolean => snapshot.matches({ preview: 'on' });
export const selectEditing = (snapshot: BuilderSnapshot): boolean => snapshot.matches({ edit: 'on' });
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
