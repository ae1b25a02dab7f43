import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import type { FamilyPayment } from '#contract/family-payments.ts';
import { formatMoney } from '#contract/money.ts';
import { CardPaymentForm } from '#src/lib/payments/CardPaymentForm.tsx';
import { paymentSetupQuery } from '#src/lib/queries/site/payment-setup.ts';
import { PayOtherwise } from '#src/lib/payments/PayOtherwise.tsx';
import { useCardPayment } from '#src/lib/payments/use-card-payment.ts';
import { caseStatementQuery, familyCaseQuery } from '#src/lib/queries/family/cases.ts';
import { PageHead } from '#src/lib/site/PageHead.tsx';
import { button } from '#src/ui/button/button.css.ts';
import { PaymentControl } from './PaymentControl.tsx';
import { PaymentReceipt } from './PaymentReceipt.tsx';
import { centsToAmountText, dollarsToCents } from '#contract/money.ts';
import type { PaymentField, PaymentValues } from './payment-values.ts';
import { submitPayment } from './submit-payment.ts';
import { usePaymentForm } from './use-payment-form.ts';
import * as styles from './family-case.css.ts';

/**
 * /family-portal/{id}/{name}/statement/payment: pay all or part of the signed statement's balance
 * by card through the payment provider's browser side (decision 0033). One payment per click: the
 * button is disabled and a ref guards the submit while it is on its way, and the Idempotency-Key
 * makes a repeated request the same payment. A decline keeps everything typed and takes nothing.
 */
export function PaymentPage({ caseId }: { caseId: number }) {
  const { api, queryClient } = useRouteContext({ from: '__root__' });
  const { data: found } = useSuspenseQuery(familyCaseQuery(api, caseId));
  const { data: statement } = useSuspenseQuery(caseStatementQuery(api, caseId));
  const { data: setup } = useSuspenseQuery(paymentSetupQuery(api));
  const [paid, setPaid] = useState<{ payment: FamilyPayment; balanceCents: number } | null>(null);
  const payment = useCardPayment<PaymentField>(setup);
  const { fieldErrors: serverErrors, show, onEdit } = payment;

  const pay = (values: PaymentValues) =>
    payment.pay(values.cardNumber, async (token) => {
      const body = {
        amountCents: dollarsToCents(values.amount) ?? 0,
        paymentToken: token.paymentToken,
        card: token.card,
      };
      const outcome = await submitPayment(api, caseId, body, `payment-${crypto.randomUUID()}`);
      if (outcome.kind === 'paid') {
        setPaid({ payment: outcome.payment, balanceCents: statement.balanceCents - outcome.payment.amountCents });
        await queryClient.invalidateQueries({ queryKey: ['family', 'case', caseId] });
        return;
      }
      show(outcome);
      // The balance may have changed meanwhile (another payment): show it as it is now.
      if (outcome.fieldErrors.amount) void queryClient.invalidateQueries(caseStatementQuery(api, caseId));
    });

  const form = usePaymentForm(
    { amount: centsToAmountText(Math.max(0, statement.balanceCents)), cardNumber: '', cardExpiry: '', cardCvc: '' },
    pay,
  );

  if (paid) {
    return (
      <div className={styles.stack}>
        <PageHead title={`Payment received: ${found.decedentName}`} />
        <PaymentReceipt payment={paid.payment} balanceCents={paid.balanceCents} />
        <p>
          <Link
            to="/family-portal/$id/$name/statement"
            params={{ id: found.id, name: found.nameSlug }}
            className={button({ tone: 'primary' })}
          >
            Back to the statement
          </Link>
        </p>
      </div>
    );
  }

  const canPay = statement.signature !== null && statement.balanceCents > 0;
  const common = { form, onEdit, balanceCents: statement.balanceCents };
  return (
    <section className={styles.formPage} aria-labelledby="payment-title">
      <PageHead title={`Make a payment: ${found.decedentName}`} />
      <h2 id="payment-title">Make a payment</h2>
      <p>
        Balance due: <strong>{formatMoney(Math.max(0, statement.balanceCents))}</strong> of{' '}
        {formatMoney(statement.totalCents)}.
        {setup.provider === 'none' ? '' : ' You may pay all of it or part of it now.'}{' '}
        <Link
          to="/family-portal/$id/$name/statement"
          params={{ id: found.id, name: found.nameSlug }}
          className={styles.link}
        >
          Back to the statement
        </Link>
      </p>
      {!canPay ? (
        <p className={styles.note}>
          {statement.signature === null
            ? 'The statement must be signed before it can be paid.'
            : 'There is no balance to pay.'}
        </p>
      ) : setup.provider === 'none' ? (
        <PayOtherwise instructions={setup.instructions} />
      ) : (
        <CardPaymentForm
          form={form}
          payment={payment}
          setup={setup}
          labelledBy="payment-title"
          classes={styles}
          card={{
            legend: 'Card',
            stripeId: 'payment-card',
            control: (card) => <PaymentControl {...common} {...card} serverError={serverErrors[card.name]} />,
          }}
          submitLabel="Pay now"
          busyLabel="Paying…"
        >
          <PaymentControl
            {...common}
            name="amount"
            label="Amount (USD)"
            hint={`Up to ${formatMoney(statement.balanceCents)}.`}
            inputMode="decimal"
            autoComplete="transaction-amount"
            serverError={serverErrors.amount}
          />
        </CardPaymentForm>
      )}
    </section>
  );
}
