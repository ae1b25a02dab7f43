import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { formatMoney } from '#contract/money.ts';
import type { ArrangementActorRef } from '#machines/arrangement/arrangement.machine.ts';
import { additionOf, linesOf } from '#machines/arrangement/arrangement.rules.ts';
import { selectArrangement } from '#machines/arrangement/arrangement.selectors.ts';
import { GPL_PAGE_SIZE, gplItemsPageQuery } from '#src/lib/queries/family/arrangements.ts';
import { button } from '#src/ui/button/button.css.ts';
import { RecordTable } from '#src/ui/record-table/RecordTable.tsx';
import { stackedTable } from '#src/ui/table/stacked-table.css.ts';
import { useArrangement } from './use-arrangement.ts';
import * as styles from './arrangements.css.ts';

/**
 * The general price list, page by page, each item one button away from the arrangement; an item the
 * arrangement holds already says so instead, unless it is sold by the piece (then "Add another" adds
 * to its line; contract additionOf, decision 0072).
 */
export function AddItemPanel({ actor, canEdit }: { actor: ArrangementActorRef; canEdit: boolean }) {
  const { api } = useRouteContext({ from: '__root__' });
  const held = linesOf(useArrangement(actor, selectArrangement));
  const [page, setPage] = useState(1);
  const list = useQuery(gplItemsPageQuery(api, page));
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / GPL_PAGE_SIZE)) : 1;

  return (
    <section aria-labelledby="add-item-heading" className={styles.category}>
      <h4 id="add-item-heading">Add an item from the price list</h4>
      {list.isPending && <p>Loading the price list…</p>}
      {list.isError && <p role="alert">The price list could not be loaded.</p>}
      {list.data && (
        <RecordTable
          className={`${styles.table} ${stackedTable}`}
          caption={`General price list, page ${page} of ${pages}`}
          columns={['Item', 'Category', 'Price', { label: <span>Add</span> }]}
          rows={list.data.items}
          rowKey={(item) => item.id}
        >
          {(item) => {
            const addition = additionOf(held, item, null).kind;
            return (
              <>
                <th scope="row">{item.name}</th>
                <td>{item.category.name}</td>
                <td>{item.priceCents === null ? 'Estimate' : formatMoney(item.priceCents)}</td>
                <td>
                  {addition === 'already-in' ? (
                    'Already in your arrangement'
                  ) : (
                    <button
                      type="button"
                      className={button({ tone: 'secondary' })}
                      disabled={!canEdit}
                      onClick={() =>
                        actor.send({ type: 'line.add', body: { itemId: item.id, quantity: 1, variantId: null } })
                      }
                    >
                      {addition === 'more-of' ? 'Add another' : 'Add'} {item.name}
                    </button>
                  )}
                </td>
              </>
            );
          }}
        </RecordTable>
      )}
      <nav aria-label="Price list pages" className={styles.row}>
        <button
          type="button"
          className={button({ tone: 'secondary' })}
          disabled={page <= 1}
          onClick={() => setPage(page - 1)}
        >
          Previous page
        </button>
        <button
          type="button"
          className={button({ tone: 'secondary' })}
          disabled={page >= pages}
          onClick={() => setPage(page + 1)}
        >
          Next page
        </button>
      </nav>
    </section>
  );
}
