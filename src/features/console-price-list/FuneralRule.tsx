import { useId, useState } from 'react';
import { useForm } from '@tanstack/react-form';
import { useRouteContext } from '@tanstack/react-router';
import { declinableRuleItems, ruleItems, type RuleItemKey } from '#contract/funeral-rule.ts';
import type { StaffPriceList } from '#contract/staff-price-list.ts';
import type { AuthActorRef } from '#machines/auth/auth.machine.ts';
import { ActionForm } from '#src/ui/action-form/ActionForm.tsx';
import { saveNotOffered } from './price-list-calls.ts';
import * as styles from './price-list.css.ts';

/**
 * The Funeral Rule on the price list (decision 0108): what the general price list still
 * lacks, each in words that name the item and the rule's paragraph (it is not published until nothing
 * is), and the rule's items this funeral home does not offer, which the public list says so for.
 */
export function FuneralRule({
  auth,
  list,
  onDone,
}: {
  auth: AuthActorRef;
  list: StaffPriceList;
  onDone: (words: string) => Promise<void>;
}) {
  return (
    <section className={styles.panel} aria-labelledby="funeral-rule-title">
      <h2 id="funeral-rule-title" className={styles.panelTitle}>
        The Funeral Rule
      </h2>
      {list.gaps.length === 0 ? (
        <p className={styles.meta}>
          Every item the FTC Funeral Rule (16 CFR 453) asks your general price list to price is priced, or said not
          offered.
        </p>
      ) : (
        <>
          <p className={styles.meta}>
            The FTC Funeral Rule (16 CFR 453) asks your general price list for these before it is published:
          </p>
          <ul aria-label="What the price list lacks">
            {list.gaps.map((gap) => (
              <li key={gap.words}>{gap.words}</li>
            ))}
          </ul>
        </>
      )}
      <NotOffered key={list.notOffered.join()} auth={auth} notOffered={list.notOffered} onDone={onDone} />
    </section>
  );
}

function NotOffered(props: {
  auth: AuthActorRef;
  notOffered: readonly RuleItemKey[];
  onDone: (words: string) => Promise<void>;
}) {
  const { auth, onDone } = props;
  const { api } = useRouteContext({ from: '__root__' });
  const id = useId();
  // The server's words, until the next attempt is answered.
  const [refused, setRefused] = useState<string[]>([]);
  const form = useForm({
    defaultValues: { chosen: [...props.notOffered] as RuleItemKey[] },
    onSubmit: async ({ value }) => {
      const outcome = await saveNotOffered(api, auth, value.chosen);
      if (outcome.kind === 'refused') return setRefused(outcome.issues.map((issue) => issue.message));
      setRefused([]);
      await onDone('What you do not offer is saved.');
    },
  });
  return (
    <ActionForm
      form={form}
      className={styles.form}
      submitLabel="Save what you do not offer"
      // The button kept its words while saving; only its disabling says so.
      busyLabel="Save what you do not offer"
    >
      <form.Field name="chosen">
        {(field) => (
          <fieldset className={styles.choices} aria-describedby={`${id}-hint`}>
            <legend>What you do not offer</legend>
            <p id={`${id}-hint`} className={styles.meta}>
              The rule asks for each price only if you offer it; the public price list says &quot;We do not offer
              this.&quot; where it would be.
            </p>
            {declinableRuleItems.map((key) => (
              <label key={key} className={styles.choice}>
                <input
                  type="checkbox"
                  checked={field.state.value.includes(key)}
                  onChange={(event) =>
                    field.handleChange((chosen) =>
                      event.target.checked ? [...chosen, key] : chosen.filter((other) => other !== key),
                    )
                  }
                />
                {ruleItems[key].name}
              </label>
            ))}
          </fieldset>
        )}
      </form.Field>
      {refused.length > 0 && (
        <ul role="alert" className={styles.alert}>
          {refused.map((words) => (
            <li key={words}>{words}</li>
          ))}
        </ul>
      )}
    </ActionForm>
  );
}
