import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { noCardProcessorWords, paymentConnectionWords } from '#contract/payment-connection.ts';
import type { AuthActorRef } from '#machines/auth/auth.machine.ts';
import { button } from '#src/ui/button/button.css.ts';
import { cardPaymentsKey, cardPaymentsQuery } from '#src/lib/queries/console/card-payments.ts';
import { connectCardPayments } from './card-payments-calls.ts';
import * as styles from './console-shell.css.ts';

/**
 * The console home's "Card payments" for the owner (decision 0081): where the card money goes. With
 * Stripe, Connect sends the owner to Stripe's onboarding, which sends them back here; the section then
 * shows what Stripe says. With the sandbox the account is ready at once (no money moves).
 */
export function CardPayments({ auth, go }: { auth: AuthActorRef; go?: (url: string) => void }) {
  const { api } = useRouteContext({ from: '__root__' });
  const queryClient = useQueryClient();
  const { data: connection } = useSuspenseQuery(cardPaymentsQuery(api, auth));
  const [working, setWorking] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const connect = async () => {
    setWorking(true);
    setRefusal(null);
    try {
      const outcome = await connectCardPayments(api, auth);
      if (outcome.kind === 'refused') return setRefusal(outcome.message);
      if (outcome.answer.onboardingUrl)
        return (go ?? ((url) => window.location.assign(url)))(outcome.answer.onboardingUrl);
      queryClient.setQueryData(cardPaymentsKey, outcome.answer.connection);
    } finally {
      setWorking(false);
    }
  };

  if (connection.provider === 'none')
    return (
      <section aria-labelledby="console-card-payments" className={styles.screenCard}>
        <h2 id="console-card-payments" className={styles.screenTitle}>
          Card payments
        </h2>
        <p>{noCardProcessorWords}</p>
      </section>
    );
  const processor = connection.provider === 'stripe' ? 'Stripe' : 'the sandbox (no money moves)';
  return (
    <section aria-labelledby="console-card-payments" className={styles.screenCard}>
      <h2 id="console-card-payments" className={styles.screenTitle}>
        Card payments
      </h2>
      <p>
        {paymentConnectionWords[connection.status]} Card payments go through {processor}.
      </p>
      <p role="alert">{refusal ?? ''}</p>
      {connection.status !== 'ready' && (
        <button type="button" className={button({ tone: 'primary' })} disabled={working} onClick={() => void connect()}>
          {connection.status === 'onboarding' ? 'Continue at Stripe' : 'Connect card payments'}
        </button>
      )}
    </section>
  );
}
