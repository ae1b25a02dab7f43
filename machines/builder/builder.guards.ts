import { assertEvent } from 'xstate';
import { isAddable, isDirty, mergeModule, moduleOnPage, pageSettingsAllowed } from './builder.site.ts';
import type { BuilderContext, BuilderEvent } from './builder.types.ts';

/**
 * The builder's guards that read the context, named in builder.machine.ts's `setup`. Which mode the
 * builder is in (previewing, editing, busy) is its state, and guarded there with `stateIn`.
 */
type Args = { context: BuilderContext; event: BuilderEvent };

export const canHover = ({ context, event }: Args) => {
  assertEvent(event, 'module.hover');
  return context.hoveredModuleId !== event.id && moduleOnPage(context, event.id) !== undefined;
};

export const isHovered = ({ context, event }: Args) => {
  assertEvent(event, 'module.unhover');
  return context.hoveredModuleId === event.id;
};

export const canActivate = ({ context, event }: Args) => {
  assertEvent(event, 'module.activate');
  return context.activeModuleId !== event.id && moduleOnPage(context, event.id) !== undefined;
};

export const hasActive = ({ context }: Args) => context.activeModuleId !== null;

export const canAdd = ({ context, event }: Args) => {
  assertEvent(event, 'module.add');
  return isAddable(context, event.module);
};

export const canRemove = ({ context, event }: Args) => {
  assertEvent(event, 'module.remove');
  return moduleOnPage(context, event.id) !== undefined;
};

/** Fields are edited in the active module's panel: only the active module takes updates, and only valid ones. */
export const canUpdate = ({ context, event }: Args) => {
  assertEvent(event, 'module.update');
  const module = context.activeModuleId === event.id ? moduleOnPage(context, event.id) : undefined;
  return module !== undefined && mergeModule(module, event.fields) !== null;
};

export const canUndo = ({ context }: Args) => context.past.length > 0;
export const canRedo = ({ context }: Args) => context.future.length > 0;

export const isOtherPage = ({ context, event }: Args) => {
  assertEvent(event, 'page.select');
  return event.path !== context.pagePath;
};

export const canUpdatePage = ({ context, event }: Args) => {
  assertEvent(event, 'page.update');
  return context.site !== null && pageSettingsAllowed(context.site.pages, event.path, event.settings);
};

/** Unsaved edits to a draft (not to the approved context, which has no revision). */
export const hasUnsavedDraft = ({ context }: Args) => context.revision !== null && isDirty(context);
export const hasDraft = ({ context }: Args) => context.revision !== null;
export const hasError = ({ context }: Args) => context.error !== null;
