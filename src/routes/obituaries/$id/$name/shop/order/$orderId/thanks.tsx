import { createFileRoute } from '@tanstack/react-router';
import { ThanksPage } from '#src/features/shop/ThanksPage.tsx';

/** .../shop/order/{orderId}/thanks: the order's summary for whoever holds its key (decision 0034). */
export const Route = createFileRoute('/obituaries/$id/$name/shop/order/$orderId/thanks')({
  component: function ThanksRoute() {
    const { id, orderId } = Route.useParams();
    return <ThanksPage id={id} orderId={orderId} />;
  },
});
