import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate, useRouteContext } from '@tanstack/react-router';
import { orderStatus, orderStatusNames } from '#contract/staff-orders.ts';
import type { AuthActorRef } from '#machines/auth/auth.machine.ts';
import { consolePage } from '#src/lib/console/console-pages.ts';
import { locationsQuery } from '#src/lib/queries/console/locations.ts';
import { PageHead } from '#src/lib/site/PageHead.tsx';
import { choicesOf } from '#src/ui/list-page/choices.ts';
import { counted } from '#src/ui/list-page/counted.ts';
import { FilterGroup } from '#src/ui/list-page/FilterGroup.tsx';
import { ItemList } from '#src/ui/list-page/ItemList.tsx';
import { LocationFilter } from '#src/ui/list-page/LocationFilter.tsx';
import { ListPage } from '#src/ui/list-page/ListPage.tsx';
import { SelectFilter } from '#src/ui/list-page/SelectFilter.tsx';
import { LinkPager } from '#src/ui/pager/LinkPager.tsx';
import { pagesOf } from '#src/ui/pager/pages-of.ts';
import { ORDERS_PAGE_SIZE, ordersQuery, type OrdersSearch } from '#src/lib/queries/console/orders.ts';
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
  const filter = (change: Partial<OrdersSearch>) =>
    void navigate({ ...consolePage('orders'), search: { ...search, ...change, page: undefined } });
  const forPerson = search.obituaryId !== undefined ? data.items[0]?.deceasedName : undefined;

  return (
    <ListPage title="Orders" head={<PageHead title="Orders" />}>
      <p className={styles.lead}>
        {data.newCount === 0 ? 'No new orders.' : `${counted(data.newCount, 'new order', 'new orders')}.`}
      </p>
      <ChargesInFlight auth={auth} />
      <FilterGroup label="Filter orders" className={styles.filters}>
        <SelectFilter
          label="Status"
          anyLabel="Any status"
          value={search.status}
          choices={choicesOf(orderStatus.options, orderStatusNames)}
          onChange={(status) => filter({ status })}
        />
        <LocationFilter
          value={search.locationId}
          locations={locations.locations}
          onChange={(locationId) => filter({ locationId })}
        />
      </FilterGroup>
      {search.obituaryId !== undefined && (
        <p className={styles.meta}>
          {forPerson ? `Orders in memory of ${forPerson}. ` : 'Orders for one obituary. '}
          <Link {...consolePage('orders')} search={{ ...search, obituaryId: undefined, page: undefined }}>
            Show every obituary's orders
          </Link>
        </p>
      )}
      <ItemList items={data.items} label="Orders" empty="No order matches these filters.">
        {(order) => <OrderCard key={order.id} order={order} />}
      </ItemList>
      <LinkPager
        label="Pages of orders"
        page={search.page ?? 1}
        pages={pagesOf(data.total, ORDERS_PAGE_SIZE)}
        linkTo={(page) => ({ ...consolePage('orders'), search: { ...search, page } })}
      />
    </ListPage>
  );
}
