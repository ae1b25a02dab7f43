import { useForm } from '@tanstack/react-form';
import { useId } from 'react';
import { calendarFeedScopes, calendarFeedScopeWords, type CalendarFeedScope } from '#contract/calendar-feeds.ts';
import { ActionForm } from '#src/ui/action-form/ActionForm.tsx';
import { Field } from '#src/ui/field/Field.tsx';
import * as styles from './calendar-feed.css.ts';

/**
 * What the feed holds and the button that makes its address (decision 0128): "Make my feed address",
 * or "Make a new address" for one that exists (it replaces the old). Starts on the feed's own scope.
 */
export function FeedScopeForm({
  current,
  onMake,
}: {
  /** The feed's scope; null while there is no feed. */
  current: CalendarFeedScope | null;
  onMake: (scope: CalendarFeedScope) => Promise<void>;
}) {
  const id = useId();
  const form = useForm({
    defaultValues: { scope: current ?? 'all' },
    onSubmit: ({ value }) => onMake(value.scope),
  });
  return (
    <ActionForm
      form={form}
      label="Make my feed address"
      submitLabel={current ? 'Make a new address' : 'Make my feed address'}
      busyLabel="Making the address…"
    >
      <form.Field name="scope">
        {(field) => (
          <Field
            id={id}
            group
            label="What your feed holds"
            hint={current ? 'A new address stops the old one: calendars subscribed to it get nothing new.' : undefined}
          >
            {() =>
              calendarFeedScopes.map((scope) => (
                <label key={scope} className={styles.choice}>
                  <input
                    type="radio"
                    name={id}
                    value={scope}
                    checked={field.state.value === scope}
                    onChange={() => field.handleChange(scope)}
                  />
                  {calendarFeedScopeWords[scope]}
                </label>
              ))
            }
          </Field>
        )}
      </form.Field>
    </ActionForm>
  );
}
