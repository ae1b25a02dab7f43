import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate, useRouteContext } from '@tanstack/react-router';
import { CARD_MESSAGE_MAX } from '#contract/shop.ts';
import { CardPaymentForm } from '#src/lib/payments/CardPaymentForm.tsx';
import { paymentSetupQuery } from '#src/lib/queries/site/payment-setup.ts';
import { noCardsText } from '#src/lib/payments/PayOtherwise.tsx';
import { useCardPayment } from '#src/lib/payments/use-card-payment.ts';
import { obituaryQuery } from '#src/lib/queries/site/obituaries.ts';
import { PageHead } from '#src/lib/site/PageHead.tsx';
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
import { orderQuery, shopProductQuery } from '#src/lib/queries/site/shop.ts';
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
  const payment = useCardPayment<CheckoutField>(setup);
  const { fieldErrors: serverErrors, show, onEdit } = payment;
  const { product } = detail;

  const placeOrder = (values: CheckoutValues) =>
    payment.pay(values.cardNumber, async (token) => {
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
          <CardPaymentForm
            form={form}
            payment={payment}
            setup={setup}
            labelledBy="checkout-title"
            classes={styles}
            card={{
              legend: 'Payment',
              stripeId: 'checkout-card',
              control: (card) => <CheckoutControl {...common} {...card} required />,
            }}
            submitLabel="Place order"
            busyLabel="Placing your order…"
          >
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
          </CardPaymentForm>
          <OrderTotal form={form} product={product} />
        </div>
      )}
    </section>
  );
}
