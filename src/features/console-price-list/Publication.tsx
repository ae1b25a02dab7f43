import { useState } from 'react';
import { useRouteContext } from '@tanstack/react-router';
import type { AuthActorRef } from '#machines/auth/auth.machine.ts';
import { dateText } from '#contract/date-text.ts';
import { useCompanyTimeZone } from '#src/lib/console/company-clock.ts';
import { button } from '#src/ui/button/button.css.ts';
import { setPublication } from './price-list-calls.ts';
import type { Done } from './use-editing.ts';
import * as styles from './price-list.css.ts';

/** Whether the public site shows the list, and the owner's button to publish it or take it back. */
export function Publication({
  auth,
  publishedAt,
  owner,
  onDone,
}: {
  auth: AuthActorRef;
  publishedAt: string | null;
  owner: boolean;
  onDone: Done;
}) {
  const timeZone = useCompanyTimeZone();
  const { api } = useRouteContext({ from: '__root__' });
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState('');
  const publish = async (published: boolean) => {
    setBusy(true);
    const outcome = await setPublication(api, auth, published);
    setBusy(false);
    if (outcome.kind === 'refused') return setRefused(outcome.issues.map((issue) => issue.message).join(' '));
    setRefused('');
    await onDone(
      published
        ? 'The price list is published: the public price list shows your prices.'
        : 'The price list is taken back: the public price list asks visitors to call for prices.',
    );
  };
  return (
    <section className={styles.panel} aria-labelledby="publication-title">
      <h2 id="publication-title" className={styles.panelTitle}>
        On the website
      </h2>
      <p className={styles.meta}>
        {publishedAt
          ? `Published on ${dateText(publishedAt, { locale: undefined, timeZone })}: the public price list shows these prices.`
          : 'Not published: the public price list asks visitors to call for prices. Review every price, then publish it.'}
        {!owner && ' The owner publishes it.'}
      </p>
      {refused && (
        <p role="alert" className={styles.alert}>
          {refused}
        </p>
      )}
      {owner && (
        <p className={styles.actions}>
          <button
            type="button"
            className={button({ tone: publishedAt ? 'secondary' : 'primary' })}
            disabled={busy}
            onClick={() => void publish(!publishedAt)}
          >
            {publishedAt ? 'Take the price list back' : 'Publish the price list'}
          </button>
        </p>
      )}
    </section>
  );
}
