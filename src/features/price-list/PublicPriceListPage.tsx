import { useSuspenseQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { effectiveText, GPL_TITLE } from '#contract/price-list-disclosures.ts';
import {
  CALL_FOR_PRICES_TITLE,
  callForPricesText,
  type PublicPriceList,
  type PublishedPriceList,
} from '#contract/public-price-list.ts';
import { formatCalendarDate } from '#src/lib/format-date.ts';
import { PriceListTables } from '#src/lib/price-list/PriceListTables.tsx';
import { publicPriceListQuery } from '#src/lib/queries/website.ts';
import { PageHead } from '#src/lib/site/PageHead.tsx';
import { button } from '#src/ui/button/button.css.ts';
import { container } from '#src/ui/layout/layout.css.ts';
import * as styles from './price-list-page.css.ts';

/**
 * /price-list (issue 25 item 1, decision 0079): the funeral home's general price list as the Funeral Rule
 * asks it: the caption, the company's name, places of business and phone, the effective date, the
 * disclosures, then every item of every category with its price. Printable: on paper only the list.
 * Until the owner publishes it (decision 0106), "Call us for prices" with the company's phone instead.
 */
export function PublicPriceListPage() {
  const { api } = useRouteContext({ from: '__root__' });
  const { data } = useSuspenseQuery(publicPriceListQuery(api));
  return (
    <div className={container}>{data.published ? <PublishedList data={data} /> : <CallForPrices data={data} />}</div>
  );
}

/** The company's name and phone, and its places of business. */
function Company({ data }: { data: PublicPriceList }) {
  return (
    <>
      <p>
        <strong>{data.company.name}</strong> ·{' '}
        <a href={`tel:${data.company.phoneNumber}`}>{data.company.phoneNumber}</a>
      </p>
      {data.locations.length > 0 && (
        <ul className={styles.places} aria-label="Our places of business">
          {data.locations.map((place) => (
            <li key={`${place.name}-${place.address}`}>
              {place.name}: {place.address} · {place.phoneNumber}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function CallForPrices({ data }: { data: PublicPriceList }) {
  return (
    <article className={styles.page} aria-labelledby="gpl-title">
      <PageHead title={GPL_TITLE} description={`Call ${data.company.name} for the prices of its goods and services.`} />
      <header className={styles.intro}>
        <h1 id="gpl-title">{GPL_TITLE}</h1>
        <h2>{CALL_FOR_PRICES_TITLE}</h2>
        <p>{callForPricesText(data.company.name, data.company.phoneNumber)}</p>
        <Company data={data} />
      </header>
    </article>
  );
}

function PublishedList({ data }: { data: PublishedPriceList }) {
  // A calendar date, the same everywhere: written in the page's language but never shifted by a zone.
  const effective = formatCalendarDate(data.effectiveOn, 'en-US');
  return (
    <article className={styles.page} aria-labelledby="gpl-title">
      <PageHead
        title={GPL_TITLE}
        description={`The prices of ${data.company.name}'s funeral goods and services, effective ${effective}.`}
      />
      <header className={styles.intro}>
        <h1 id="gpl-title">{GPL_TITLE}</h1>
        <Company data={data} />
        <p>{effectiveText(effective)}</p>
        <p className={styles.noPrint}>
          <button type="button" className={button({ tone: 'secondary' })} onClick={() => window.print()}>
            Print the price list
          </button>
        </p>
      </header>
      <section className={styles.disclosures} aria-label="What the Funeral Rule asks us to tell you">
        {data.disclosures.map((disclosure) => (
          <p key={disclosure.rule}>{disclosure.text}</p>
        ))}
      </section>
      <PriceListTables items={data.items} variants={data.variants} />
    </article>
  );
}
