import { useId } from 'react';
import { useForm } from '@tanstack/react-form';
import { navigation as navigationSchema, type Navigation, type NavNode } from '#contract/website.ts';
import { selectSite } from '#machines/builder/builder.selectors.ts';
import { schemaFieldErrors } from '#src/lib/forms/schema-field-errors.ts';
import { useBuilderSelector, useBuilderServices } from './builder-context.tsx';
import { BuilderForm } from './form/BuilderForm.tsx';
import * as styles from './builder.css.ts';
import { Dialog } from './Dialog.tsx';
import { CheckboxInput, TextInput, fieldDomId } from './form/fields.tsx';
import { ItemTools } from './form/ItemTools.tsx';
import { SubmitButton } from './form/SubmitButton.tsx';

const newNode = (): NavNode => ({ label: '', to: '/', empty: false, hiddenHeader: false });

function useNavigationForm(initial: Navigation, onApply: (navigation: Navigation) => void) {
  return useForm({
    defaultValues: initial,
    validators: {
      onChange: ({ value }) => schemaFieldErrors(navigationSchema, value),
    },
    onSubmit: ({ value }) => onApply(navigationSchema.parse(value)),
  });
}

type NavigationForm = ReturnType<typeof useNavigationForm>;

type NodePrefix = `items[${number}]` | `items[${number}].children[${number}]`;

function NodeFields({
  form,
  prefix,
  formId,
  withEmpty,
}: {
  form: NavigationForm;
  prefix: NodePrefix;
  formId: string;
  withEmpty: boolean;
}) {
  return (
    <>
      <form.Field name={`${prefix}.node.label` as const}>
        {(field) => <TextInput field={field} id={fieldDomId(formId, `${prefix}.label`)} label="Label" />}
      </form.Field>
      <form.Field name={`${prefix}.node.to` as const}>
        {(field) => (
          <TextInput
            field={field}
            id={fieldDomId(formId, `${prefix}.to`)}
            label="Goes to"
            help="A page of this site (/about) or a full address."
          />
        )}
      </form.Field>
      <form.Field name={`${prefix}.node.hiddenHeader` as const}>
        {(field) => (
          <CheckboxInput field={field} id={fieldDomId(formId, `${prefix}.hidden`)} label="Hidden in the header" />
        )}
      </form.Field>
      {withEmpty && (
        <form.Field name={`${prefix}.node.empty` as const}>
          {(field) => (
            <CheckboxInput
              field={field}
              id={fieldDomId(formId, `${prefix}.empty`)}
              label="Not a link (only opens its sub-pages)"
            />
          )}
        </form.Field>
      )}
    </>
  );
}

/** The site's menu: labels, targets, sub-pages, and which items stay out of the header. */
export function NavigationDialog({ onClose }: { onClose: () => void }) {
  const { builder } = useBuilderServices();
  const site = useBuilderSelector(selectSite);
  const formId = useId();
  const form = useNavigationForm(site?.navigation ?? { items: [] }, (navigation) => {
    builder.send({ type: 'navigation.update', navigation });
    onClose();
  });
  return (
    <Dialog
      title="Navigation"
      onClose={onClose}
      description="The menu in the header and footer. 'Plan Now' is always added for you and hidden in the header."
    >
      <BuilderForm onSubmit={() => void form.handleSubmit()}>
        <form.Field name="items" mode="array">
          {(items) => (
            <>
              {items.state.value.map((item, index) => {
                const name = `item ${index + 1}${item.node.label ? ` (${item.node.label})` : ''}`;
                const prefix = `items[${index}]` as const;
                return (
                  <fieldset key={index} className={styles.fieldset}>
                    <legend className={styles.legend}>Menu {name}</legend>
                    <NodeFields form={form} prefix={prefix} formId={formId} withEmpty />
                    <form.Field name={`${prefix}.children` as const} mode="array">
                      {(children) => {
                        const list = children.state.value ?? [];
                        return (
                          <fieldset className={styles.fieldset}>
                            <legend className={styles.legend}>Sub-pages of {name}</legend>
                            {list.map((child, childIndex) => {
                              const childName = `sub-page ${childIndex + 1}${child.node.label ? ` (${child.node.label})` : ''}`;
                              return (
                                <fieldset key={childIndex} className={styles.listItem}>
                                  <legend className={styles.legend}>{childName}</legend>
                                  <NodeFields
                                    form={form}
                                    prefix={`${prefix}.children[${childIndex}]` as const}
                                    formId={formId}
                                    withEmpty={false}
                                  />
                                  <ItemTools
                                    index={childIndex}
                                    count={list.length}
                                    name={childName}
                                    onMove={(to) => children.moveValue(childIndex, to)}
                                    onRemove={() => children.removeValue(childIndex)}
                                  />
                                </fieldset>
                              );
                            })}
                            <button
                              type="button"
                              className={styles.tool({ tone: 'light' })}
                              onClick={() =>
                                list.length === 0
                                  ? children.handleChange([{ node: newNode() }])
                                  : children.pushValue({ node: newNode() })
                              }
                            >
                              Add a sub-page to {name}
                            </button>
                          </fieldset>
                        );
                      }}
                    </form.Field>
                    <ItemTools
                      index={index}
                      count={items.state.value.length}
                      name={name}
                      onMove={(to) => items.moveValue(index, to)}
                      onRemove={() => items.removeValue(index)}
                    />
                  </fieldset>
                );
              })}
              <button
                type="button"
                className={styles.tool({ tone: 'light' })}
                onClick={() => items.pushValue({ node: newNode() })}
              >
                Add a menu item
              </button>
            </>
          )}
        </form.Field>
        <SubmitButton label="Apply to the draft" />
      </BuilderForm>
    </Dialog>
  );
}
