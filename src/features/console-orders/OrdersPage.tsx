import { useId } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate, useRouteContext } from '@tanstack/react-router';
import { orderStatus, orderStatusNames } from '#contract/staff-orders.ts';
import type { AuthActorRef } from '#machines/auth/auth.machine.ts';
import { consolePage } from '#src/lib/console/console-pages.ts';
import { locationsQuery } from '#src/lib/console/locations-query.ts';
import { PageHead } from '#src/lib/site/PageHead.tsx';
import { button } from '#src/ui/button/button.css.ts';
import { Field } from '#src/ui/field/Field.tsx';
import { control } from '#src/ui/field/control.css.ts';
import { ORDERS_PAGE_SIZE, ordersQuery, type OrdersSearch } from './order-calls.ts';
import { OrderCard } from './OrderCard.tsx';
import { ChargesInFlight } from './ChargesInFlight.tsx';
import * as styles from './orders.css.ts';

export interface OrdersPageProps {
  auth: AuthActorRef;
  search: OrdersSearch;
}

/**
 * /staff/orders (decision 0076): the shop's paid orders, newest first, filtered by status and
 * location, or by one obituary (an order's page links to "every order for" its person); the filters
 * are the address's search, so a filtered list can be bookmarked and Back returns to it.
 */
export function OrdersPage({ auth, search }: OrdersPageProps) {
  const { api } = useRouteContext({ from: '__root__' });
  const navigate = useNavigate();
  const { data } = useSuspenseQuery(ordersQuery(api, auth, search));
  const { data: locations } = useSuspenseQuery(locationsQuery(api));
  const ids = { status: useId(), location: useId() };
  const page = search.page ?? 1;
  const pages = Math.max(1, Math.ceil(data.total / ORDERS_PAGE_SIZE));
  const filter = (change: Partial<OrdersSearch>) =>
    void navigate({ ...consolePage('orders'), search: { ...search, ...change, page: undefined } });
  const forPerson = search.obituaryId !== undefined ? data.items[0]?.deceasedName : undefined;

  return (
    <div className={styles.page}>
      <PageHead title="Orders" />
      <h1>Orders</h1>
      <p className={styles.lead}>
        {data.newCount === 0 ? 'No new orders.' : `${data.newCount} new ${data.newCount === 1 ? 'order' : 'orders'}.`}
      </p>
      <ChargesInFlight auth={auth} />
      <div className={styles.filters} role="group" aria-label="Filter orders">
        <Field id={ids.status} label="Status">
          {(attributes) => (
            <select
              {...attributes}
              className={control}
              value={search.status ?? ''}
              onChange={(event) => filter({ status: orderStatus.optional().parse(event.target.value || undefined) })}
            >
              <option value="">Any status</option>
              {orderStatus.options.map((status) => (
                <option key={status} value={status}>
                  {orderStatusNames[status]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id={ids.location} label="Location">
          {(attributes) => (
            <select
              {...attributes}
              className={control}
              value={search.locationId ?? ''}
              onChange={(event) => filter({ locationId: event.target.value ? Number(event.target.value) : undefined })}
            >
              <option value="">Every location</option>
              {locations.locations.map((location) => (
                <option key={location.id} value={location.id}>
                  {location.name}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      {search.obituaryId !== undefined && (
        <p className={styles.meta}>
          {forPerson ? `Orders in memory of ${forPerson}. ` : 'Orders for one obituary. '}
          <Link {...consolePage('orders')} search={{ ...search, obituaryId: undefined, page: undefined }}>
            Show every obituary's orders
          </Link>
        </p>
      )}
      {data.items.length === 0 ? (
        <p>No order matches these filters.</p>
      ) : (
        <ul className={styles.list} aria-label="Orders">
          {data.items.map((order) => (
            <OrderCard key={order.id} order={order} />
          ))}
        </ul>
      )}
      {pages > 1 && (
        <nav aria-label="Pages of orders" className={styles.paging}>
          {page > 1 && (
            <Link
              {...consolePage('orders')}
              search={{ ...search, page: page > 2 ? page - 1 : undefined }}
              className={button({ tone: 'secondary' })}
            >
              Previous page
            </Link>
          )}
          <span>
            Page {page} of {pages}
          </span>
          {page < pages && (
            <Link
              {...consolePage('orders')}
              search={{ ...search, page: page + 1 }}
              className={button({ tone: 'secondary' })}
            >
              Next page
            </Link>
          )}
        </nav>
      )}
    </div>
  );
}
