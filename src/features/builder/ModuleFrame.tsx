import type { ModuleFrameProps } from '#src/lib/modules/module-frame.ts';
import { describeModule, moduleEditors } from '#src/lib/modules/editors.ts';
import { selectEditMode } from '#machines/builder/builder.selectors.ts';
import { useBuilderSelector, useBuilderServices, useCan } from './builder-context.tsx';
import * as styles from './builder.css.ts';

export const editButtonId = (moduleId: string) => `builder-edit-${moduleId}`;

/**
 * Where focus goes when a module is removed (its own buttons go with it): the Edit button of the
 * module that takes its place, else of the one before it, else the page's main region.
 */
export function focusAfterRemoving(moduleId: string): void {
  const frames = Array.from(document.querySelectorAll<HTMLElement>('[data-builder-module]'));
  const at = frames.findIndex((frame) => frame.dataset.builderModule === moduleId);
  const neighbour = frames[at + 1] ?? frames[at - 1];
  requestAnimationFrame(() => {
    const target = neighbour?.dataset.builderModule
      ? document.getElementById(editButtonId(neighbour.dataset.builderModule))
      : document.getElementById('main');
    target?.focus();
  });
}

/**
 * In edit mode each module is outlined on hover and selected by a click anywhere on it (mouse) or
 * by its Edit button (keyboard). Its small toolbar also adds a module above it or removes it.
 * Outside edit mode the module renders untouched.
 */
export function ModuleFrame({ module, children }: ModuleFrameProps) {
  const { builder, openDialog } = useBuilderServices();
  const editMode = useBuilderSelector(selectEditMode);
  const hovered = useBuilderSelector((snapshot) => snapshot.context.hoveredModuleId === module.id);
  const active = useBuilderSelector((snapshot) => snapshot.context.activeModuleId === module.id);
  const canRemove = useCan({ type: 'module.remove', id: module.id });
  if (!editMode) return <>{children}</>;

  const { label, summary } = describeModule(module);
  const placeholder = moduleEditors[module.type].placeholder;
  return (
    <div
      className={styles.frame({ hovered, active })}
      data-builder-module={module.id}
      data-module-type={module.type}
      data-hovered={hovered}
      data-active={active}
      onMouseEnter={() => builder.send({ type: 'module.hover', id: module.id })}
      onMouseLeave={() => builder.send({ type: 'module.unhover', id: module.id })}
      onClickCapture={(event) => {
        // The frame's own tools act as themselves; anywhere else selects the module instead of following links.
        if ((event.target as Element).closest('[data-frame-tool]')) return;
        event.preventDefault();
        event.stopPropagation();
        builder.send({ type: 'module.activate', id: module.id });
      }}
    >
      <div className={styles.frameTools} data-frame-tool="">
        <button
          type="button"
          id={editButtonId(module.id)}
          className={styles.frameTool}
          aria-pressed={active}
          aria-label={`Edit ${label}: ${summary}`}
          onClick={() => builder.send({ type: 'module.activate', id: module.id })}
        >
          Edit {label}
        </button>
        <button
          type="button"
          className={styles.frameTool}
          aria-label={`Add a module above ${label}: ${summary}`}
          onClick={() => openDialog({ kind: 'addModule', beforeId: module.id, beforeLabel: `${label}: ${summary}` })}
        >
          Add above
        </button>
        <button
          type="button"
          className={styles.frameTool}
          aria-label={`Remove ${label}: ${summary}`}
          disabled={!canRemove}
          onClick={() => {
            focusAfterRemoving(module.id);
            builder.send({ type: 'module.remove', id: module.id });
          }}
        >
          Remove
        </button>
      </div>
      {children}
      {placeholder && <p className={styles.placeholder}>{placeholder}</p>}
    </div>
  );
}
