import { useId, useState } from 'react';
import { useForm } from '@tanstack/react-form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { caseDirectorBody, type StaffCase } from '#contract/staff-cases.ts';
import type { AuthActorRef } from '#machines/auth/auth.machine.ts';
import { ActionForm } from '#src/ui/action-form/ActionForm.tsx';
import { BoundSelect } from '#src/ui/bound-field/BoundSelect.tsx';
import { control } from '#src/ui/field/control.css.ts';
import { casesKey } from '#src/lib/queries/console/cases.ts';
import { chooseDirector } from './director-calls.ts';
import { directorsQuery } from '#src/lib/queries/console/directors.ts';
import * as styles from './cases.css.ts';

/** The select's value for "no director". */
const NONE = '';

/**
 * The case page's Funeral director (decision 0105): who directs the case, as the family sees them
 * (their name, with the location's phone), and for a role that may (`cases.assign`) the choice among
 * the company's directors and owners, or none. The server's refusal is said under the select; a change
 * is said in a toast and the case, the lists and "My cases" are read again.
 */
export function CaseDirector({
  auth,
  theCase,
  canAssign,
}: {
  auth: AuthActorRef;
  theCase: StaffCase;
  canAssign: boolean;
}) {
  const { api, toasts } = useRouteContext({ from: '__root__' });
  const queryClient = useQueryClient();
  const id = useId();
  const { data: choices, isError } = useQuery({ ...directorsQuery(api, auth), enabled: canAssign });
  const [refused, setRefused] = useState('');
  const { director } = theCase;

  const form = useForm({
    defaultValues: { userId: director ? String(director.id) : NONE },
    onSubmit: async ({ value }) => {
      setRefused('');
      // The contract's own reading of the choice (a row id or none) before it is sent.
      const body = caseDirectorBody.parse({ userId: value.userId === NONE ? null : Number(value.userId) });
      const outcome = await chooseDirector(api, auth, theCase.id, body.userId);
      if (outcome.kind === 'refused')
        return setRefused(outcome.issues.map((issue) => issue.message).join(' ') || 'The director was not changed.');
      const chosen = outcome.value.director;
      toasts.send({
        type: 'toast.add',
        color: 'success',
        title: chosen ? `${chosen.name} now directs this case.` : 'This case has no director now.',
      });
      await queryClient.invalidateQueries({ queryKey: casesKey });
    },
  });
  const directors = choices?.directors ?? [];
  // The assigned account while the choices load, or one that can no longer direct: still the select's
  // value until another is chosen.
  const unlisted = director && !directors.some((choice) => choice.id === director.id) ? director : null;
  const options = [
    ...(unlisted
      ? [{ value: String(unlisted.id), label: choices ? `${unlisted.name} (can no longer direct)` : unlisted.name }]
      : []),
    ...directors.map((choice) => ({
      value: String(choice.id),
      label: choice.role === 'owner' ? `${choice.name} (owner)` : choice.name,
    })),
  ];

  return (
    <section aria-labelledby={`${id}-title`} className={styles.panel}>
      <h2 id={`${id}-title`} className={styles.panelTitle}>
        Funeral director
      </h2>
      <p className={styles.meta}>
        {director
          ? director.directs
            ? `${director.name} directs this case. The family sees their name with the location’s phone.`
            : `${director.name} can no longer direct cases (disabled, or no longer a director): the family is asked to call the location. Please choose another director.`
          : 'No director yet: the family is asked to call the location.'}
      </p>
      {canAssign && (
        <ActionForm
          form={form}
          className={styles.form}
          label="Choose the funeral director"
          submitLabel="Save the director"
          busyLabel="Saving…"
        >
          <form.Field name="userId" listeners={{ onChange: () => setRefused('') }}>
            {(field) => (
              <BoundSelect
                field={field}
                id={`${id}-director`}
                label="Director"
                hint={isError ? 'The list of directors could not be read: please reload the page.' : undefined}
                error={refused || undefined}
                className={control}
                placeholder="No director yet"
                options={options}
              />
            )}
          </form.Field>
        </ActionForm>
      )}
    </section>
  );
}
