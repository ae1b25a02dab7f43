import { useId, useMemo, useState } from 'react';
import { useForm } from '@tanstack/react-form';
import { useQuery } from '@tanstack/react-query';
import { redirectInput, type ManagedRedirect, type RedirectInput } from '#contract/builder.ts';
import { isApiFatalError } from '#src/lib/api/fatal-error.ts';
import { schemaFieldErrors } from '#src/lib/forms/schema-field-errors.ts';
import { useBuilderServices } from './builder-context.tsx';
import { managedRedirectsQuery } from '#src/lib/queries/site/builder.ts';
import { redirectMutations } from './redirect-calls.ts';
import { BuilderForm } from './form/BuilderForm.tsx';
import * as styles from './builder.css.ts';
import { Dialog } from './Dialog.tsx';
import { DialogTable } from './DialogTable.tsx';
import { QueryStatus } from './QueryStatus.tsx';
import { CheckboxInput, TextInput, fieldDomId } from './form/fields.tsx';

const empty: RedirectInput = { from: '', to: '', permanent: true };

function RedirectForm({
  initial,
  onSave,
  onCancel,
}: {
  initial: RedirectInput;
  onSave: (input: RedirectInput) => Promise<void>;
  onCancel?: () => void;
}) {
  const formId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    defaultValues: initial,
    validators: {
      onChange: ({ value }) => schemaFieldErrors(redirectInput, value),
    },
    onSubmit: async ({ value, formApi }) => {
      setFailure(null);
      try {
        await onSave(redirectInput.parse(value));
        formApi.reset(empty);
      } catch (error) {
        // The server's own words (spec §5), beside the field they concern when it names one.
        const issues = isApiFatalError(error) ? (error.issues ?? []) : [];
        for (const issue of issues)
          if (issue.path === 'from' || issue.path === 'to')
            formApi.setFieldMeta(issue.path, (meta) => ({
              ...meta,
              isTouched: true,
              errorMap: { ...meta.errorMap, onSubmit: issue.message },
            }));
        setFailure(issues[0]?.message ?? 'The redirect could not be saved. Please try again.');
      }
    },
  });
  return (
    <BuilderForm onSubmit={() => void form.handleSubmit()} failure={failure}>
      <form.Field name="from">
        {(field) => (
          <TextInput
            field={field}
            id={fieldDomId(formId, 'from')}
            label="From (a path on this site)"
            help="For example /old-page"
          />
        )}
      </form.Field>
      <form.Field name="to">
        {(field) => (
          <TextInput
            field={field}
            id={fieldDomId(formId, 'to')}
            label="To"
            help="A page of this site (/about) or a full address (https://…) that leaves it."
          />
        )}
      </form.Field>
      <form.Field name="permanent">
        {(field) => (
          <CheckboxInput
            field={field}
            id={fieldDomId(formId, 'permanent')}
            label="Permanent (the old address is gone for good)"
          />
        )}
      </form.Field>
      <div className={styles.itemTools}>
        <form.Subscribe selector={(state) => state.isSubmitting}>
          {(submitting) => (
            <button type="submit" className={styles.tool({ tone: 'primary' })} disabled={submitting}>
              {onCancel ? 'Save redirect' : 'Add redirect'}
            </button>
          )}
        </form.Subscribe>
        {onCancel && (
          <button type="button" className={styles.tool({ tone: 'light' })} onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
    </BuilderForm>
  );
}

/**
 * Redirects take effect for visitors at once (they are not part of the draft). Previewing never
 * follows them (spec §2): they apply to the published site only.
 */
export function RedirectsDialog({ onClose }: { onClose: () => void }) {
  const { api, queryClient } = useBuilderServices();
  const redirects = useQuery(managedRedirectsQuery(api));
  const mutations = useMemo(() => redirectMutations(api, queryClient), [api, queryClient]);
  const [editing, setEditing] = useState<ManagedRedirect | null>(null);
  const [removeFailed, setRemoveFailed] = useState(false);
  return (
    <Dialog
      title="Redirects"
      onClose={onClose}
      description="Send visitors from an old address to a page of this site or to another website. Changes apply to visitors at once; the preview never follows redirects."
    >
      <QueryStatus query={redirects} loading="Loading the redirects…" failed="The redirects could not be loaded." />
      {removeFailed && <p role="alert">The redirect could not be removed. Please try again.</p>}
      {redirects.data && (
        <DialogTable
          caption="Redirects"
          columns={['From', 'To', 'Kind', 'Actions']}
          rows={redirects.data}
          rowKey={(redirect) => redirect.id}
        >
          {(redirect) => (
            <>
              <th scope="row">{redirect.from}</th>
              <td>{redirect.to}</td>
              <td>
                {redirect.permanent ? 'Permanent' : 'Temporary'}
                {/^https?:/i.test(redirect.to) ? ', leaves the site' : ''}
              </td>
              <td className={styles.itemTools}>
                <button
                  type="button"
                  className={styles.tool({ tone: 'light' })}
                  aria-label={`Change the redirect from ${redirect.from}`}
                  onClick={() => setEditing(redirect)}
                >
                  Change
                </button>
                <button
                  type="button"
                  className={styles.tool({ tone: 'danger' })}
                  aria-label={`Remove the redirect from ${redirect.from}`}
                  onClick={() => {
                    setRemoveFailed(false);
                    mutations.remove(redirect.id).catch(() => setRemoveFailed(true));
                  }}
                >
                  Remove
                </button>
              </td>
            </>
          )}
        </DialogTable>
      )}
      {editing ? (
        <section aria-labelledby="redirect-change-heading">
          <h3 id="redirect-change-heading">Change the redirect from {editing.from}</h3>
          <RedirectForm
            key={editing.id}
            initial={{ from: editing.from, to: editing.to, permanent: editing.permanent }}
            onSave={async (input) => {
              await mutations.update(editing.id, input);
              setEditing(null);
            }}
            onCancel={() => setEditing(null)}
          />
        </section>
      ) : (
        <section aria-labelledby="redirect-add-heading">
          <h3 id="redirect-add-heading">Add a redirect</h3>
          <RedirectForm initial={empty} onSave={async (input) => void (await mutations.create(input))} />
        </section>
      )}
    </Dialog>
  );
}
