import { useStore } from '@tanstack/react-form';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate, useRouteContext } from '@tanstack/react-router';
import { useRef, type FormEvent } from 'react';
import { CARD_MESSAGE_MAX } from '#contract/shop.ts';
import { cardTokenOf, type CardTokenizer } from '#src/lib/payments/card-token.ts';
import { paymentSetupQuery } from '#src/lib/payments/payment-setup-query.ts';
import { noCardsText } from '#src/lib/payments/PayOtherwise.tsx';
import { SandboxCardNote } from '#src/lib/payments/SandboxCardNote.tsx';
import { StripeCard } from '#src/lib/payments/StripeCard.tsx';
import { useServerErrors } from '#src/lib/payments/use-server-errors.ts';
import { obituaryQuery } from '#src/lib/queries/obituaries.ts';
import { PageHead } from '#src/lib/site/PageHead.tsx';
import { button } from '#src/ui/button/button.css.ts';
import {
  checkoutDefaults,
  quantities,
  toOrderRequest,
  type CheckoutField,
  type CheckoutValues,
} from './checkout-values.ts';
import { CheckoutControl } from './CheckoutControl.tsx';
import { DeliveryChoice } from './DeliveryChoice.tsx';
import { rememberOrderKey } from './order-key-storage.ts';
import { OrderTotal } from './OrderTotal.tsx';
import { orderQuery, shopProductQuery } from './shop-queries.ts';
import { submitOrder } from './submit-order.ts';
import { useCheckoutForm } from './use-checkout-form.ts';
import * as styles from './shop.css.ts';

/**
 * .../shop/product/{productId}/checkout: who sends it, where it goes, the card message and the
 * payment. The order is sent once per click (the button is disabled while it is on its way, and
 * the Idempotency-Key makes a repeat the same order); whatever goes wrong, everything typed stays.
 */
export function CheckoutPage({ id, productId }: { id: number; productId: number }) {
  const { api, queryClient } = useRouteContext({ from: '__root__' });
  const navigate = useNavigate();
  const { data: obituary } = useSuspenseQuery(obituaryQuery(api, id));
  const { data: detail } = useSuspenseQuery(shopProductQuery(api, id, productId));
  const { data: setup } = useSuspenseQuery(paymentSetupQuery(api));
  const {
    fieldErrors: serverErrors,
    formError,
    alertRef,
    attempt,
    show,
    onEdit,
    onSubmit: startSubmit,
  } = useServerErrors<CheckoutField>();
  const { product } = detail;
  // Stripe's card form, while drawn (decision 0081): it turns the card typed into a PaymentMethod.
  const stripeCard = useRef<CardTokenizer | null>(null);

  const placeOrder = (values: CheckoutValues) =>
    attempt(async () => {
      if (setup.provider === 'none') return;
      const token = await cardTokenOf(setup, values.cardNumber, stripeCard.current);
      if (token.kind === 'refused') {
        show({ fieldErrors: { cardNumber: token.message }, formError: token.message });
        return;
      }
      const request = toOrderRequest(product.id, values, token.paymentToken);
      const outcome = await submitOrder(api, id, request, `order-${crypto.randomUUID()}`);
      if (outcome.kind === 'placed') {
        const { order, accessKey } = outcome.placed;
        rememberOrderKey(order.publicId, accessKey);
        queryClient.setQueryData(orderQuery(api, order.publicId, accessKey).queryKey, order);
        await navigate({
          to: '/obituaries/$id/$name/shop/order/$orderId/thanks',
          params: { id, name: obituary.nameSlug, orderId: order.publicId },
        });
        return;
      }
      show(outcome);
      // A delivery that closed meanwhile: show the choices as they are now.
      if (outcome.fieldErrors.delivery) void queryClient.invalidateQueries(shopProductQuery(api, id, productId));
    });

  const form = useCheckoutForm(checkoutDefaults(detail.deliveryOptions), placeOrder);
  const submitting = useStore(form.store, (state) => state.isSubmitting);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    startSubmit();
    void form.handleSubmit();
  };
  const common = { form, onEdit, serverErrors };

  return (
    <section aria-labelledby="checkout-title">
      <PageHead title={`Checkout: ${product.name}`} />
      <h2 id="checkout-title">Send {product.name}</h2>
      <p>
        In memory of {obituary.fullName}.{' '}
        <Link
          to="/obituaries/$id/$name/shop/product/$productId"
          params={{ id, name: obituary.nameSlug, productId: product.id }}
        >
          Back to the product
        </Link>
      </p>
      {setup.provider === 'none' ? (
        // The shop closed while the page was open (decision 0101): no card form, no order.
        <p role="note">{noCardsText}</p>
      ) : (
        <div className={styles.checkout}>
          <form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby="checkout-title">
            <p ref={alertRef} tabIndex={-1} role="alert" className={formError ? styles.alert : undefined}>
              {formError ?? ''}
            </p>
            <fieldset className={styles.group}>
              <legend className={styles.groupTitle}>Your gift</legend>
              <CheckoutControl
                {...common}
                name="quantity"
                label="Quantity"
                kind="select"
                options={quantities}
                className={styles.narrow}
              />
              <DeliveryChoice {...common} options={detail.deliveryOptions} />
              <CheckoutControl
                {...common}
                name="cardMessage"
                label="Card message"
                hint={`Up to ${CARD_MESSAGE_MAX} characters, printed on the card as you write it.`}
                kind="textarea"
                maxLength={CARD_MESSAGE_MAX}
              />
            </fieldset>
            <fieldset className={styles.group}>
              <legend className={styles.groupTitle}>Your details</legend>
              <CheckoutControl {...common} name="purchaserName" label="Your name" required autoComplete="name" />
              <div className={styles.pair}>
                <CheckoutControl
                  {...common}
                  name="purchaserEmail"
                  label="Email"
                  hint="Your confirmation is sent here."
                  required
                  type="email"
                  autoComplete="email"
                />
                <CheckoutControl
                  {...common}
                  name="purchaserPhone"
                  label="Phone"
                  hint="In case the florist has a question."
                  required
                  type="tel"
                  autoComplete="tel"
                />
              </div>
            </fieldset>
            <fieldset className={styles.group}>
              <legend className={styles.groupTitle}>Payment</legend>
              {setup.provider === 'sandbox' ? (
                <>
                  <SandboxCardNote className={styles.note} />
                  <CheckoutControl
                    {...common}
                    name="cardNumber"
                    label="Card number"
                    required
                    inputMode="numeric"
                    autoComplete="cc-number"
                  />
                  <div className={styles.pair}>
                    <CheckoutControl
                      {...common}
                      name="cardExpiry"
                      label="Expiry date"
                      hint="MM/YY"
                      required
                      autoComplete="cc-exp"
                    />
                    <CheckoutControl
                      {...common}
                      name="cardCvc"
                      label="Security code"
                      hint="3 or 4 digits"
                      required
                      inputMode="numeric"
                      autoComplete="cc-csc"
                    />
                  </div>
                </>
              ) : (
                <StripeCard
                  publishableKey={setup.publishableKey}
                  id="checkout-card"
                  label="Card details"
                  error={serverErrors.cardNumber}
                  onEdit={() => onEdit('cardNumber')}
                  tokenizer={stripeCard}
                />
              )}
            </fieldset>
            <p>
              <button type="submit" className={button({ tone: 'primary' })} disabled={submitting}>
                {submitting ? 'Placing your order…' : 'Place order'}
              </button>
            </p>
          </form>
          <OrderTotal form={form} product={product} />
        </div>
      )}
    </section>
  );
}
