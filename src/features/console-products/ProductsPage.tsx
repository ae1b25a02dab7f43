import { useState } from 'react';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { categoryNames } from '#contract/shop-categories.ts';
import { formatMoney } from '#contract/money.ts';
import type { StaffProduct } from '#contract/staff-products.ts';
import { ResponsiveImg } from '#src/lib/ResponsiveImg.tsx';
import type { AuthActorRef } from '#machines/auth/auth.machine.ts';
import { PageHead } from '#src/lib/site/PageHead.tsx';
import { button } from '#src/ui/button/button.css.ts';
import { deleteProduct } from './product-calls.ts';
import { productsKey, productsQuery } from '#src/lib/queries/console/products.ts';
import { ProductForm } from './ProductForm.tsx';
import * as styles from './products.css.ts';

/**
 * /staff/products (decision 0082): the shop's products, on sale or not, each with its form folded
 * under it, and a new product's form. Every obituary whose shop is open sells every product on sale;
 * the family may close its shop, or keep flowers and plants out of it when it asks for donations.
 */
export function ProductsPage({ auth }: { auth: AuthActorRef }) {
  const { api } = useRouteContext({ from: '__root__' });
  const { data } = useSuspenseQuery(productsQuery(api, auth));
  const onSale = data.items.filter((product) => product.active).length;
  return (
    <div className={styles.page}>
      <PageHead title="Shop products" />
      <h1>Shop products</h1>
      <p className={styles.meta}>
        {onSale} of {data.items.length} {data.items.length === 1 ? 'product is' : 'products are'} on sale. Every
        obituary whose shop is open sells every product on sale; a family can close its shop, or ask for donations
        instead of flowers, which keeps flowers and plants out of it.
      </p>
      <ul className={styles.list} aria-label="Products">
        {data.items.map((product) => (
          <li key={product.id}>
            <ProductCard auth={auth} product={product} />
          </li>
        ))}
      </ul>
      <section aria-labelledby="new-product" className={styles.card}>
        <h2 id="new-product" className={styles.cardTitle}>
          New product
        </h2>
        <ProductForm auth={auth} />
      </section>
    </div>
  );
}

function ProductCard({ auth, product }: { auth: AuthActorRef; product: StaffProduct }) {
  const { api } = useRouteContext({ from: '__root__' });
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [said, setSaid] = useState('');
  const [busy, setBusy] = useState(false);
  const remove = async () => {
    setBusy(true);
    const outcome = await deleteProduct(api, auth, product.id);
    setBusy(false);
    if (outcome.kind === 'refused') return setSaid(outcome.issues[0]?.message ?? '');
    await queryClient.invalidateQueries({ queryKey: productsKey });
  };
  const orders = product.orderCount === 1 ? '1 order' : `${product.orderCount} orders`;
  return (
    <article className={styles.card} aria-label={product.name}>
      <div className={styles.head}>
        <ResponsiveImg image={product.image} sizes="5rem" alt="" className={styles.photo} />
        <div>
          <h2 className={styles.cardTitle}>{product.name}</h2>
          <p className={styles.meta}>
            {categoryNames[product.category]}, {formatMoney(product.priceCents)}.{' '}
            {product.active ? 'On sale.' : 'Off sale.'} {orders}.
          </p>
        </div>
      </div>
      <details open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary>Change {product.name}</summary>
        {open && <ProductForm auth={auth} product={product} onSaved={() => setOpen(false)} />}
      </details>
      {product.orderCount === 0 && (
        <p className={styles.actions}>
          <button type="button" className={button({ tone: 'secondary' })} disabled={busy} onClick={() => void remove()}>
            Delete {product.name}
          </button>
        </p>
      )}
      <p role="status" className={styles.status}>
        {said}
      </p>
    </article>
  );
}
