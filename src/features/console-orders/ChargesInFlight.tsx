import { useId, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { chargesInFlightWords } from '#contract/charges-in-flight.ts';
import { formatMoney } from '#contract/money.ts';
import type { AuthActorRef } from '#machines/auth/auth.machine.ts';
import { dateTimeText } from '#contract/time-text.ts';
import { useCompanyTimeZone } from '#src/lib/console/company-clock.ts';
import { ordersKey } from '#src/lib/queries/console/orders.ts';
import { button } from '#src/ui/button/button.css.ts';
import { chargesInFlightQuery } from '#src/lib/queries/console/charges-in-flight.ts';
import { settleChargesInFlight } from './charges-in-flight-calls.ts';
import * as styles from './orders.css.ts';

/**
 * Above the orders (decision 0104): card charges a stopped server left waiting for the card processor,
 * shop orders and families' payments alike, and a button that asks the processor about them now. Drawn
 * only while there are any; the sweep settles them within minutes anyway.
 */
export function ChargesInFlight({ auth }: { auth: AuthActorRef }) {
  const timeZone = useCompanyTimeZone();
  const { api } = useRouteContext({ from: '__root__' });
  const queryClient = useQueryClient();
  const { data } = useQuery(chargesInFlightQuery(api, auth));
  const [asking, setAsking] = useState(false);
  const [said, setSaid] = useState('');
  const id = useId();
  if (!data || data.items.length === 0) return said ? <p role="status">{said}</p> : null;

  const ask = async () => {
    setAsking(true);
    try {
      const answer = await settleChargesInFlight(api, auth);
      setSaid(chargesInFlightWords.settled(answer.settled, answer.waiting));
      await queryClient.invalidateQueries({ queryKey: ordersKey });
    } finally {
      setAsking(false);
    }
  };
  return (
    <section aria-labelledby={id} className={styles.panel}>
      <h2 id={id}>{chargesInFlightWords.heading}</h2>
      <p className={styles.meta}>{chargesInFlightWords.lead}</p>
      <ul className={styles.list} aria-label={chargesInFlightWords.heading}>
        {data.items.map((charge) => (
          <li key={`${charge.kind}-${charge.since}-${charge.description}`} className={styles.card}>
            <strong>
              {charge.description}: {formatMoney(charge.amountCents)}
            </strong>
            <span className={styles.meta}>
              {charge.kind === 'order' ? 'Shop order' : `Family payment on case ${charge.caseId ?? ''}`}, started{' '}
              {dateTimeText(charge.since, timeZone)}
            </span>
          </li>
        ))}
      </ul>
      <p role="status">{said}</p>
      <p>
        <button type="button" className={button({ tone: 'secondary' })} disabled={asking} onClick={() => void ask()}>
          {asking ? 'Asking…' : chargesInFlightWords.ask}
        </button>
      </p>
    </section>
  );
}
