import { useId } from 'react';
import { useForm } from '@tanstack/react-form';
import { page as pageSchema } from '#contract/website.ts';
import { pageSettingsAllowed } from '#machines/builder/builder.site.ts';
import type { PageSettings } from '#machines/builder/builder.types.ts';
import { selectActivePage, selectSite } from '#machines/builder/builder.selectors.ts';
import { formFieldName } from '#src/lib/forms/schema-field-errors.ts';
import { useBuilderSelector, useBuilderServices } from './builder-context.tsx';
import { BuilderForm } from './form/BuilderForm.tsx';
import { Dialog } from './Dialog.tsx';
import { SelectInput, TextInput, fieldDomId } from './form/fields.tsx';
import { SubmitButton } from './form/SubmitButton.tsx';

const settingsSchema = pageSchema.pick({ path: true, title: true, description: true, parentId: true });
const NO_PARENT = '';

/** The shown page's address, title, description (for search engines) and place under a parent page. */
export function PageSettingsDialog({ onClose }: { onClose: () => void }) {
  const { builder } = useBuilderServices();
  const site = useBuilderSelector(selectSite);
  const page = useBuilderSelector(selectActivePage);
  const formId = useId();
  const pages = site?.pages ?? {};
  const form = useForm({
    defaultValues: {
      path: page?.path ?? '/',
      title: page?.title ?? '',
      description: page?.description ?? '',
      parentId: page?.parentId ?? NO_PARENT,
    },
    validators: {
      onChange: ({ value }) => {
        const settings = { ...value, parentId: value.parentId === NO_PARENT ? null : value.parentId };
        const result = settingsSchema.safeParse(settings);
        const fields: Record<string, string> = {};
        if (!result.success)
          for (const issue of result.error.issues) fields[formFieldName(issue.path)] ??= issue.message;
        else if (page && !pageSettingsAllowed(pages, page.path, result.data)) {
          if (result.data.path !== page.path && Object.hasOwn(pages, result.data.path))
            fields.path = 'Another page already has this path';
          else fields.parentId = 'A page cannot be placed under itself or one of its own sub-pages';
        }
        return Object.keys(fields).length > 0 ? { fields } : undefined;
      },
    },
    onSubmit: ({ value }) => {
      if (!page) return;
      const settings: PageSettings = { ...value, parentId: value.parentId === NO_PARENT ? null : value.parentId };
      builder.send({ type: 'page.update', path: page.path, settings });
      onClose();
    },
  });
  if (!page) return null;
  const parents = Object.values(pages)
    .filter((candidate) => candidate.id !== page.id)
    .sort((a, b) => a.path.localeCompare(b.path));
  return (
    <Dialog title={`Page settings: ${page.title}`} onClose={onClose}>
      <BuilderForm onSubmit={() => void form.handleSubmit()}>
        <form.Field name="path">
          {(field) => (
            <TextInput
              field={field}
              id={fieldDomId(formId, 'path')}
              label="Path"
              help="The page's address on this site, starting with /. Menu links to the old path follow it."
            />
          )}
        </form.Field>
        <form.Field name="title">
          {(field) => <TextInput field={field} id={fieldDomId(formId, 'title')} label="Title" />}
        </form.Field>
        <form.Field name="description">
          {(field) => (
            <TextInput
              field={field}
              id={fieldDomId(formId, 'description')}
              label="Description"
              help="Shown by search engines under the page's title."
              multiline
            />
          )}
        </form.Field>
        <form.Field name="parentId">
          {(field) => (
            <SelectInput
              field={field}
              id={fieldDomId(formId, 'parent')}
              label="Parent page"
              options={[
                { value: NO_PARENT, label: 'None (a top-level page)' },
                ...parents.map((parent) => ({ value: parent.id, label: `${parent.title} (${parent.path})` })),
              ]}
            />
          )}
        </form.Field>
        <SubmitButton label="Apply to the draft" />
      </BuilderForm>
    </Dialog>
  );
}
