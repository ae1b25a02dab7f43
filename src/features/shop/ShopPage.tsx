import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useRouteContext } from '@tanstack/react-router';
import { noFlowersNotice } from '#contract/no-flowers.ts';
import { formatMoney } from '#contract/money.ts';
import { obituaryQuery } from '#src/lib/queries/site/obituaries.ts';
import { PageHead } from '#src/lib/site/PageHead.tsx';
import { ResponsiveImg } from '#src/lib/ResponsiveImg.tsx';
import { shopProductsQuery } from '#src/lib/queries/site/shop.ts';
import * as styles from './shop.css.ts';

/** Cards of the first row or so load at once; the rest when scrolled near (below the fold). */
const EAGER_CARDS = 4;

/** /obituaries/{id}/{name}/shop: the sympathy shop's products, each with its photo and price. */
export function ShopPage({ id }: { id: number }) {
  const { api } = useRouteContext({ from: '__root__' });
  const { data: obituary } = useSuspenseQuery(obituaryQuery(api, id));
  const { data } = useSuspenseQuery(shopProductsQuery(api, id));
  return (
    <section aria-labelledby="shop-title">
      <PageHead
        title={`Send flowers and gifts in memory of ${obituary.fullName}`}
        description={`Flowers, plants, memorial trees and keepsakes in memory of ${obituary.fullName}.`}
      />
      <h2 id="shop-title">Sympathy shop</h2>
      {obituary.noFlowers ? (
        <p className={styles.intro}>
          {noFlowersNotice} The shop offers memorial trees and keepsakes, which the funeral home hands to the family of{' '}
          {obituary.fullName}.
        </p>
      ) : (
        <p className={styles.intro}>
          Send flowers to the service or a lasting gift to the family of {obituary.fullName}. Our florist delivers to
          the service; the funeral home hands everything else to the family.
        </p>
      )}
      <ul className={styles.grid}>
        {data.items.map((product, index) => (
          <li key={product.id} className={styles.card}>
            <ResponsiveImg
              className={styles.cardImage}
              image={product.image}
              sizes="(min-width: 900px) 17rem, (min-width: 640px) 45vw, 90vw"
              loading={index < EAGER_CARDS ? 'eager' : 'lazy'}
            />
            <h3 className={styles.cardTitle}>
              <Link
                className={styles.cardLink}
                to="/obituaries/$id/$name/shop/product/$productId"
                params={{ id, name: obituary.nameSlug, productId: product.id }}
              >
                {product.name}
              </Link>
            </h3>
            <p className={`${styles.cardText} ${styles.price}`}>{formatMoney(product.priceCents)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
