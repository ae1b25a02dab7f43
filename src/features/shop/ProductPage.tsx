import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useRouteContext } from '@tanstack/react-router';
import { formatMoney } from '#contract/money.ts';
import { obituaryQuery } from '#src/lib/queries/site/obituaries.ts';
import { PageHead } from '#src/lib/site/PageHead.tsx';
import { button } from '#src/ui/button/button.css.ts';
import { ResponsiveImg } from '#src/lib/ResponsiveImg.tsx';
import { shopProductQuery } from '#src/lib/queries/site/shop.ts';
import { BackToShop } from './BackToShop.tsx';
import * as styles from './shop.css.ts';

/** /obituaries/{id}/{name}/shop/product/{productId}: one product, its price and where it can go. */
export function ProductPage({ id, productId }: { id: number; productId: number }) {
  const { api } = useRouteContext({ from: '__root__' });
  const { data: obituary } = useSuspenseQuery(obituaryQuery(api, id));
  const { data } = useSuspenseQuery(shopProductQuery(api, id, productId));
  const { product } = data;
  const toEvents = data.deliveryOptions.some((option) => option.kind === 'event');
  return (
    <section className={styles.product} aria-labelledby="product-title">
      <PageHead title={`${product.name}, in memory of ${obituary.fullName}`} description={product.description} />
      <ResponsiveImg className={styles.productImage} image={product.image} sizes="(min-width: 900px) 34rem, 90vw" />
      <div>
        <h2 id="product-title">{product.name}</h2>
        <p className={styles.price}>{formatMoney(product.priceCents)}</p>
        <p>{product.description}</p>
        <dl className={styles.facts}>
          <dt className={styles.term}>Delivery</dt>
          <dd className={styles.value}>
            {product.deliveryFeeCents > 0 ? `${formatMoney(product.deliveryFeeCents)} hand delivery. ` : 'Included. '}
            {toEvents
              ? 'To the service before its ordering time closes, or to the family.'
              : 'To the family, through the funeral home.'}
          </dd>
        </dl>
        <p>
          <Link
            className={button({ tone: 'primary' })}
            to="/obituaries/$id/$name/shop/product/$productId/checkout"
            params={{ id, name: obituary.nameSlug, productId: product.id }}
          >
            Send this gift
          </Link>
        </p>
        <BackToShop id={id} nameSlug={obituary.nameSlug} />
      </div>
    </section>
  );
}
