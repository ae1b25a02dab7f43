import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useRouteContext } from '@tanstack/react-router';
import { goLiveHints, type GoLiveItemId } from '#contract/go-live.ts';
import type { AuthActorRef } from '#machines/auth/auth.machine.ts';
import { consolePage } from '#src/lib/console/console-pages.ts';
import { goLiveQuery } from '#src/lib/queries/console/go-live.ts';
import * as styles from './console-shell.css.ts';

/** Where each item is done: the console's pages, the card payments section above, the builder. */
function WhereToDoIt({ id }: { id: GoLiveItemId }) {
  switch (id) {
    case 'mail':
      return <Link {...consolePage('settings')}>Settings: locations and notification email</Link>;
    case 'price-list':
      return <Link {...consolePage('price-list')}>Price list</Link>;
    case 'payments':
      return (
        <>
          <a href="#console-card-payments">Card payments</a>, or{' '}
          <Link {...consolePage('settings')}>Settings: how to pay without a card</Link>
        </>
      );
    case 'home-page':
      return <a href="/?preview=true">Website builder</a>;
    case 'shop':
      return (
        <>
          <Link {...consolePage('products')}>Products</Link>, or{' '}
          <Link {...consolePage('settings')}>Settings: the shop</Link>
        </>
      );
  }
}

/**
 * The owner's "Before families find you" on the console's home (decision 0106): the server's
 * five items in order, each done or still to do with a link to where it is done; gone once all are.
 */
export function GoLiveChecklist({ auth }: { auth: AuthActorRef }) {
  const { api } = useRouteContext({ from: '__root__' });
  const { data } = useSuspenseQuery(goLiveQuery(api, auth));
  if (data.done) return null;
  const left = data.items.filter((item) => !item.done).length;
  return (
    <section aria-labelledby="console-go-live" className={styles.screenCard}>
      <h2 id="console-go-live" className={styles.screenTitle}>
        Before families find you
      </h2>
      <p className={styles.screenSummary}>
        {left === 1 ? 'One step is left' : `${left} steps are left`} before your site is ready for families.
      </p>
      <ol className={styles.list}>
        {data.items.map((item) => (
          <li key={item.id}>
            <strong>{item.title}</strong> {item.done ? '(done)' : '(to do)'}
            {!item.done && (
              <>
                <br />
                {goLiveHints[item.id]} <WhereToDoIt id={item.id} />
              </>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
