import { useId, useMemo, useState } from 'react';
import { moduleTypes, type ModuleType } from '#contract/modules.ts';
import { moduleEditors } from '#src/lib/modules/editors.ts';
import { Field } from '#src/ui/field/Field.tsx';
import { newModuleId, useBuilderServices, useCan } from './builder-context.tsx';
import * as styles from './builder.css.ts';
import { Dialog } from './Dialog.tsx';

/** Adds a module of any registered type before a chosen module, or at the end of the page. */
export function AddModuleDialog({
  beforeId,
  beforeLabel,
  onClose,
}: {
  beforeId: string | null;
  beforeLabel?: string | undefined;
  onClose: () => void;
}) {
  const { builder } = useBuilderServices();
  const [type, setType] = useState<ModuleType>('faq');
  // The module to add, ready before the click, so the button can ask the builder whether it may.
  const candidate = useMemo(() => moduleEditors[type].create(newModuleId), [type]);
  const canAdd = useCan({ type: 'module.add', module: candidate, beforeId });
  const selectId = useId();
  const title = beforeId ? 'Add a module above' : 'Add a module at the end of the page';
  return (
    <Dialog
      title={title}
      onClose={onClose}
      description={
        beforeLabel ? `The new module goes above “${beforeLabel}”.` : 'The new module goes last on this page.'
      }
    >
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          builder.send({ type: 'module.add', module: candidate, beforeId });
          onClose();
        }}
      >
        <Field id={selectId} label="Module type" hint={moduleEditors[type].description}>
          {(control) => (
            <select
              {...control}
              className={styles.input}
              value={type}
              onChange={(event) => setType(event.target.value as ModuleType)}
            >
              {moduleTypes.map((option) => (
                <option key={option} value={option}>
                  {moduleEditors[option].label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <div>
          <button type="submit" className={styles.tool({ tone: 'primary' })} disabled={!canAdd}>
            Add module
          </button>
        </div>
      </form>
    </Dialog>
  );
}
