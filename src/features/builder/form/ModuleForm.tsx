import { useEffect, useId, useMemo, useRef } from 'react';
import { useForm, type AnyFieldApi } from '@tanstack/react-form';
import type { PageModule } from '#contract/modules.ts';
import { moduleEditors } from '#src/lib/modules/editors.ts';
import { formFieldName } from '#src/lib/forms/schema-field-errors.ts';
import { Field } from '#src/ui/field/Field.tsx';
import { blankValue, cleanValues, describeFields, type FieldSpec } from '#src/lib/modules/schema-fields.ts';
import type { StaffPicture } from '#contract/staff-pictures.ts';
import { PicturePicker } from '#src/lib/pictures/PicturePicker.tsx';
import { newModuleId, useBuilderServices } from '../builder-context.tsx';
import * as styles from '../builder.css.ts';
import { RichTextEditor } from '../rich-text/RichTextEditor.tsx';
import { CheckboxInput, SelectInput, TextInput, fieldDomId, fieldError } from './fields.tsx';
import { ItemTools } from './ItemTools.tsx';
import { changedFields, stableJson } from './module-values.ts';

type Values = Record<string, unknown>;

/**
 * The editor of one module: a TanStack Form generated from its type's zod schema (the contract's).
 * Every valid change is sent at once (the page shows it live); an invalid one shows spec §5
 * messages beside its field and is not sent.
 */
export function ModuleForm({
  module,
  disabled,
  onChange,
}: {
  module: PageModule;
  disabled: boolean;
  onChange: (fields: Record<string, unknown>) => void;
}) {
  const editor = moduleEditors[module.type];
  const fields = useMemo(() => describeFields(editor.schema, editor.hints), [editor]);
  const formId = useId();
  const latest = useRef({ module, onChange });
  latest.current = { module, onChange };

  const parse: Parse = (values) => editor.schema.safeParse(cleanValues(fields, values));

  const form = useModuleForm(module as unknown as Values, parse, (values) => {
    const changed = changedFields(latest.current.module, values);
    if (changed) latest.current.onChange(changed);
  });

  // Undo, redo or a reload changed the module from outside: the form starts again from it.
  useEffect(() => {
    const result = editor.schema.safeParse(cleanValues(fields, form.state.values));
    const shown = result.success ? result.data : cleanValues(fields, form.state.values);
    if (stableJson(shown) !== stableJson(module)) form.reset(module as unknown as Values);
  }, [module, editor, fields, form]);

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => event.preventDefault()}
      aria-label={`${editor.label} content`}
    >
      <fieldset className={styles.fieldset} disabled={disabled} style={{ border: 0, padding: 0 }}>
        <legend className={styles.visuallyHidden}>{editor.label} content</legend>
        {fields.map((spec) => (
          <FieldView key={spec.key} form={form} spec={spec} name={spec.key} formId={formId} />
        ))}
      </fieldset>
    </form>
  );
}

type Parse = (values: Values) => ReturnType<(typeof moduleEditors)[keyof typeof moduleEditors]['schema']['safeParse']>;

/** The form over a module's values: validated by its schema on every change, valid values passed on. */
function useModuleForm(defaultValues: Values, parse: Parse, onValid: (values: Values) => void) {
  return useForm({
    defaultValues,
    validators: {
      onChange: ({ value }) => {
        const result = parse(value);
        if (result.success) return undefined;
        const byField: Record<string, string> = {};
        for (const issue of result.error.issues) byField[formFieldName(issue.path)] ??= issue.message;
        return { fields: byField };
      },
    },
    listeners: {
      onChange: ({ formApi }) => {
        const result = parse(formApi.state.values);
        if (result.success) onValid(result.data as Values);
      },
    },
  });
}

type ModuleFormApi = ReturnType<typeof useModuleForm>;

function FieldView({
  form,
  spec,
  name,
  formId,
}: {
  form: ModuleFormApi;
  spec: FieldSpec;
  name: string;
  formId: string;
}) {
  const id = fieldDomId(formId, name);
  switch (spec.kind) {
    case 'text':
      return (
        <form.Field name={name}>
          {(field) => (
            <TextInput
              field={field}
              id={id}
              label={spec.label}
              help={spec.help}
              optional={spec.optional}
              multiline={spec.multiline}
              type={spec.inputType}
              maxLength={spec.maxLength}
            />
          )}
        </form.Field>
      );
    case 'number':
      return (
        <form.Field name={name}>
          {(field) => <TextInput field={field} id={id} label={spec.label} help={spec.help} type="number" />}
        </form.Field>
      );
    case 'checkbox':
      return (
        <form.Field name={name}>{(field) => <CheckboxInput field={field} id={id} label={spec.label} />}</form.Field>
      );
    case 'select':
      return (
        <form.Field name={name}>
          {(field) => (
            <SelectInput
              field={field}
              id={id}
              label={spec.label}
              help={spec.help}
              options={spec.options.map((option) => ({ value: option, label: option }))}
            />
          )}
        </form.Field>
      );
    case 'richText':
      return <form.Field name={name}>{(field) => <RichTextField field={field} id={id} spec={spec} />}</form.Field>;
    case 'group':
      return <GroupField form={form} spec={spec} name={name} formId={formId} />;
    case 'list':
      return <ListField form={form} spec={spec} name={name} formId={formId} />;
  }
}

function RichTextField({ field, id, spec }: { field: AnyFieldApi; id: string; spec: FieldSpec }) {
  const error = fieldError(field);
  const labelId = `${id}-label`;
  return (
    <Field id={id} label={spec.label} hint={spec.help} error={error} optional={spec.optional}>
      {(control) => (
        <>
          {/* The label names the editable region, which is not a form control a <label for> can reach. */}
          <span id={labelId} className={styles.visuallyHidden}>
            {spec.label}
          </span>
          <RichTextEditor
            id={id}
            labelId={labelId}
            describedBy={control['aria-describedby']}
            invalid={Boolean(error)}
            initialHtml={String(field.state.value ?? '')}
            onChange={(html) => field.handleChange(html)}
            onBlur={field.handleBlur}
          />
        </>
      )}
    </Field>
  );
}

function GroupField({
  form,
  spec,
  name,
  formId,
}: {
  form: ModuleFormApi;
  spec: Extract<FieldSpec, { kind: 'group' }>;
  name: string;
  formId: string;
}) {
  const toggleId = fieldDomId(formId, `${name}-include`);
  return (
    <form.Field name={name}>
      {(field) => {
        const present = field.state.value !== undefined && field.state.value !== null;
        const value = (field.state.value ?? {}) as Values;
        return (
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>{spec.label}</legend>
            {spec.optional && (
              <div className={styles.checkboxRow}>
                <input
                  id={toggleId}
                  type="checkbox"
                  className={styles.checkbox}
                  checked={present}
                  onChange={(event) =>
                    field.handleChange(event.target.checked ? blankValue(spec.schema, newModuleId) : undefined)
                  }
                />
                <label htmlFor={toggleId}>Show {spec.label.toLowerCase()}</label>
              </div>
            )}
            {present && spec.widget === 'image' && typeof value.src === 'string' && value.src && (
              // The picture as chosen; its description is the alt field below, so it is decorative here.
              <img src={value.src} alt="" style={{ maxHeight: '6rem', width: 'auto' }} />
            )}
            {present && spec.widget === 'image' && (
              <LibraryChoice
                purpose={`for ${spec.label.toLowerCase()}`}
                onChoose={(picture) =>
                  field.handleChange({
                    ...value,
                    src: picture.image.url,
                    // The library's alt text, unless the editor already wrote one for this place.
                    alt: typeof value.alt === 'string' && value.alt.trim() ? value.alt : picture.alt,
                  })
                }
              />
            )}
            {present &&
              spec.fields.map((child) => (
                <FieldView key={child.key} form={form} spec={child} name={`${name}.${child.key}`} formId={formId} />
              ))}
          </fieldset>
        );
      }}
    </form.Field>
  );
}

/** The builder's way into the company's picture library: the picture's address goes in the image's src. */
function LibraryChoice({ purpose, onChoose }: { purpose: string; onChoose: (picture: StaffPicture) => void }) {
  const { api, auth } = useBuilderServices();
  return <PicturePicker api={api} auth={auth} purpose={purpose} onChoose={onChoose} />;
}

function ListField({
  form,
  spec,
  name,
  formId,
}: {
  form: ModuleFormApi;
  spec: Extract<FieldSpec, { kind: 'list' }>;
  name: string;
  formId: string;
}) {
  return (
    <form.Field name={name} mode="array">
      {(field) => {
        const items = (Array.isArray(field.state.value) ? field.state.value : []) as Values[];
        const error = fieldError(field);
        const canRemove = items.length > (spec.min ?? 0);
        const canAdd = spec.max === undefined || items.length < spec.max;
        return (
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>{spec.label}</legend>
            {error && <p className={styles.error}>{error}</p>}
            {items.map((item, index) => {
              const itemName = `${spec.itemLabel} ${index + 1}`;
              return (
                <fieldset key={String(item.id ?? index)} className={styles.listItem}>
                  <legend className={styles.legend}>{itemName}</legend>
                  {spec.fields.map((child) => (
                    <FieldView
                      key={child.key}
                      form={form}
                      spec={child}
                      name={`${name}[${index}].${child.key}`}
                      formId={formId}
                    />
                  ))}
                  <ItemTools
                    index={index}
                    count={items.length}
                    name={itemName}
                    onMove={(to) => field.moveValue(index, to)}
                    onRemove={() => field.removeValue(index)}
                    canRemove={canRemove}
                  />
                </fieldset>
              );
            })}
            <button
              type="button"
              className={styles.tool({ tone: 'light' })}
              disabled={!canAdd}
              onClick={() => field.pushValue(blankValue(spec.item, newModuleId) as never)}
            >
              Add {spec.itemLabel.toLowerCase()}
            </button>
          </fieldset>
        );
      }}
    </form.Field>
  );
}
