import { useQuery } from '@tanstack/react-query';
import { Link, useRouteContext } from '@tanstack/react-router';
import { formatMoney } from '#contract/money.ts';
import { paymentSetupQuery } from '#src/lib/queries/site/payment-setup.ts';
import { PayOtherwise } from '#src/lib/payments/PayOtherwise.tsx';
import { button } from '#src/ui/button/button.css.ts';
import * as styles from './arrangements.css.ts';

export interface PayAfterSigningProps {
  params: { id: number; name: string };
  /** The signed statement's balance: nothing is offered once it is paid. */
  balanceCents: number;
}

/**
 * The signed page's way on: to the card payment when the funeral home takes cards, else the
 * owner's words for paying otherwise (decision 0101). The same payment setup the payment page reads.
 */
export function PayAfterSigning({ params, balanceCents }: PayAfterSigningProps) {
  const { api } = useRouteContext({ from: '__root__' });
  const setup = useQuery(paymentSetupQuery(api));
  if (balanceCents <= 0) return null;
  return (
    <section aria-labelledby="pay-next-heading" className={styles.form}>
      <h4 id="pay-next-heading">Paying the balance</h4>
      <p>Balance due: {formatMoney(balanceCents)}</p>
      {setup.isPending && <p>Loading how to pay…</p>}
      {setup.isError && <p>How to pay could not be loaded. Please call the funeral home, or try again later.</p>}
      {setup.data?.provider === 'none' && <PayOtherwise instructions={setup.data.instructions} />}
      {setup.data && setup.data.provider !== 'none' && (
        <p>
          <Link to="/family-portal/$id/$name/statement/payment" params={params} className={button({ tone: 'primary' })}>
            Make a payment
          </Link>
        </p>
      )}
    </section>
  );
}
