import { useEffect, useRef } from 'react';
import { selectActiveModule } from '#machines/builder/builder.selectors.ts';
import { describeModule } from '#src/lib/modules/editors.ts';
import { useBuilderSelector, useBuilderServices, useCan } from './builder-context.tsx';
import * as styles from './builder.css.ts';
import { ModuleForm } from './form/ModuleForm.tsx';
import { editButtonId, focusAfterRemoving } from './ModuleFrame.tsx';

export const EDITOR_PANEL_ID = 'builder-editor-panel';

/**
 * The editor of the active module, beside the page. Opening moves focus to its heading; Escape or
 * Close deselects the module and gives focus back to the module's Edit button.
 */
export function EditorPanel() {
  const { builder, openDialog } = useBuilderServices();
  const module = useBuilderSelector(selectActiveModule);
  const canEdit = useCan({ type: 'module.update', id: module?.id ?? '', fields: {} });
  const canRemove = useCan({ type: 'module.remove', id: module?.id ?? '' });
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moduleId = module?.id;

  useEffect(() => {
    if (moduleId) headingRef.current?.focus();
  }, [moduleId]);

  if (!module) return null;
  const { label, summary } = describeModule(module);
  const close = () => {
    builder.send({ type: 'module.deactivate' });
    // The module is still on the page: its Edit button takes the focus back.
    requestAnimationFrame(() => document.getElementById(editButtonId(module.id))?.focus());
  };

  return (
    <aside
      id={EDITOR_PANEL_ID}
      className={styles.panel}
      aria-labelledby={`${EDITOR_PANEL_ID}-title`}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !event.defaultPrevented) {
          event.preventDefault();
          close();
        }
      }}
    >
      <div className={styles.panelHeader}>
        <div>
          <h2 id={`${EDITOR_PANEL_ID}-title`} ref={headingRef} tabIndex={-1} className={styles.panelTitle}>
            Edit {label}
          </h2>
          <p className={styles.panelSubtitle}>{summary}</p>
        </div>
        <button type="button" className={styles.tool({ tone: 'light' })} onClick={close}>
          Close editor
        </button>
      </div>
      <ModuleForm
        key={module.id}
        module={module}
        disabled={!canEdit}
        onChange={(fields) => builder.send({ type: 'module.update', id: module.id, fields })}
      />
      <div className={styles.panelActions}>
        <button
          type="button"
          className={styles.tool({ tone: 'light' })}
          onClick={() => openDialog({ kind: 'addModule', beforeId: module.id, beforeLabel: `${label}: ${summary}` })}
        >
          Add a module above
        </button>
        <button
          type="button"
          className={styles.tool({ tone: 'danger' })}
          disabled={!canRemove}
          onClick={() => {
            focusAfterRemoving(module.id);
            builder.send({ type: 'module.remove', id: module.id });
          }}
        >
          Remove this module
        </button>
      </div>
    </aside>
  );
}
