import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import type { WallSettingsBody } from '#contract/family-memorial-wall.ts';
import { button } from '#src/ui/button/button.css.ts';
import { refreshCase, wallSettingsQuery } from '#src/lib/queries/family/content.ts';
import { responseSchemas } from '#src/lib/queries/family/response-schemas.ts';
import { callFailureWords } from './failure-words.ts';
import { TaskHeading } from './TaskHeading.tsx';
import * as styles from './content.css.ts';

type Choice<K extends keyof WallSettingsBody> = { value: WallSettingsBody[K]; label: string };

const moderation: Choice<'moderation'>[] = [
  { value: 'approve-first', label: 'We approve each memory before it is shown' },
  { value: 'open', label: 'Memories are shown as soon as they are written' },
];
const posting: Choice<'posting'>[] = [
  { value: 'anyone', label: 'Anyone who visits the memorial' },
  { value: 'members', label: 'Only members of our family portal' },
];
const shown: Choice<'shown'>[] = [
  { value: true, label: 'Show the memorial wall' },
  { value: false, label: 'Hide the memorial wall' },
];

/** One setting's radio buttons, the one in `values` checked; a pick changes that setting alone. */
function Choices<K extends keyof WallSettingsBody>(props: {
  name: K;
  legend: string;
  choices: Choice<K>[];
  values: WallSettingsBody;
  onPick: (name: K, value: WallSettingsBody[K]) => void;
}) {
  return (
    <fieldset className={styles.stack}>
      <legend>{props.legend}</legend>
      {props.choices.map((choice) => (
        <label key={String(choice.value)}>
          <input
            type="radio"
            name={props.name}
            checked={props.values[props.name] === choice.value}
            onChange={() => props.onPick(props.name, choice.value)}
          />{' '}
          {choice.label}
        </label>
      ))}
    </fieldset>
  );
}

/** task/review-wall-settings: how the memorial wall is moderated, who may write on it, and whether it shows. */
export function WallSettingsPage({ caseId }: { caseId: number }) {
  const { api } = useRouteContext({ from: '__root__' });
  const queryClient = useQueryClient();
  const { data: saved } = useSuspenseQuery(wallSettingsQuery(api, caseId));
  const [values, setValues] = useState<WallSettingsBody>(saved);
  const [said, setSaid] = useState<{ words: string; failed: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const pick = <K extends keyof WallSettingsBody>(key: K, value: WallSettingsBody[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setSaid(null);
    try {
      await api.post(`/api/family/cases/${caseId}/memorial-wall/settings`, {
        body: values,
        schema: responseSchemas?.wallSettingsBody,
      });
      setSaid({ words: 'The memorial wall settings are saved.', failed: false });
      await refreshCase(queryClient, caseId);
    } catch (error) {
      setSaid({ words: callFailureWords(error), failed: true });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.stack} onSubmit={(event) => void submit(event)}>
      <TaskHeading kind="review-wall-settings" />
      <Choices name="moderation" legend="New memories" choices={moderation} values={values} onPick={pick} />
      <Choices name="posting" legend="Who may write a memory" choices={posting} values={values} onPick={pick} />
      <Choices name="shown" legend="The wall on the memorial page" choices={shown} values={values} onPick={pick} />
      <div className={styles.row}>
        <button type="submit" className={button({ tone: 'primary' })} disabled={busy}>
          Save settings
        </button>
      </div>
      <p role="status" className={said?.failed ? styles.error : styles.note}>
        {said?.words ?? ''}
      </p>
    </form>
  );
}
