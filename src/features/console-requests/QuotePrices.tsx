import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { generalPriceListLayout } from '#contract/general-price-list.ts';
import type { AuthActorRef } from '#machines/auth/auth.machine.ts';
import { calendarDateText } from '#contract/date-text.ts';
import { GeneralPriceListSections } from '#src/lib/price-list/GeneralPriceList.tsx';
import { button } from '#src/ui/button/button.css.ts';
import { quoteListQuery } from '#src/lib/queries/console/price-list.ts';
import * as styles from './requests.css.ts';

/**
 * The general price list beside a request (decision 0108): the Funeral Rule asks whoever
 * answers the phone to give prices from the lists, so the list opens here, read only when opened, as
 * the public one lays it out (the rule's items first, each with its price and the rule's words).
 */
export function QuotePrices({ auth }: { auth: AuthActorRef }) {
  const { api } = useRouteContext({ from: '__root__' });
  const [open, setOpen] = useState(false);
  const quote = useQuery({ ...quoteListQuery(api, auth), enabled: open });
  return (
    <section aria-labelledby="quote-prices" className={styles.panel}>
      <h2 id="quote-prices" className={styles.panelTitle}>
        Prices, to answer by phone
      </h2>
      <p>
        <button
          type="button"
          className={button({ tone: 'secondary' })}
          aria-expanded={open}
          onClick={() => setOpen(!open)}
        >
          {open ? 'Hide the general price list' : 'Show the general price list'}
        </button>
      </p>
      {open && quote.isPending && <p>Loading the price list…</p>}
      {open && quote.isError && <p role="alert">The price list could not be loaded. Please try again.</p>}
      {open && quote.data && (
        <>
          <p>
            Effective {calendarDateText(quote.data.effectiveOn, 'en-US')}. Quote these prices; the family can read them
            at /price-list once the list is published.
          </p>
          <GeneralPriceListSections
            level={3}
            sections={generalPriceListLayout(quote.data.items, quote.data.variants, quote.data.notOffered).sections}
          />
        </>
      )}
    </section>
  );
}
