import { useSuspenseQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { GPL_CAPTION } from '#contract/funeral-rule.ts';
import { generalPriceListLayout } from '#contract/general-price-list.ts';
import {
  CALL_FOR_PRICES_TITLE,
  callForPricesText,
  type PublicPriceList,
  type PublishedPriceList,
} from '#contract/public-price-list.ts';
import { calendarDateText } from '#contract/date-text.ts';
import { GeneralPriceListSections, RuleText } from '#src/lib/price-list/GeneralPriceList.tsx';
import { PriceListDocument } from '#src/lib/price-list/PriceListDocument.tsx';
import { publicPriceListQuery } from '#src/lib/queries/site/price-list.ts';
import { PageHead } from '#src/lib/site/PageHead.tsx';
import { button } from '#src/ui/button/button.css.ts';
import { container } from '#src/ui/layout/layout.css.ts';

/**
 * /price-list (decisions 0079 and 0108): the funeral home's general price list as the
 * Funeral Rule asks it: the caption, the company's name, places of business and phone, the effective
 * date, the rule's statement immediately above the prices, the rule's items in the FTC sample's order
 * with the rule's sentences beside their prices, then every other item. Printable: on paper only the list.
 * Until the owner publishes it (decision 0106), "Call us for prices" with the company's phone instead.
 */
export function PublicPriceListPage() {
  const { api } = useRouteContext({ from: '__root__' });
  const { data } = useSuspenseQuery(publicPriceListQuery(api));
  return (
    <div className={container}>{data.published ? <PublishedList data={data} /> : <CallForPrices data={data} />}</div>
  );
}

function CallForPrices({ data }: { data: PublicPriceList }) {
  return (
    <PriceListDocument caption={GPL_CAPTION} company={data.company} places={data.locations} headingId="gpl-title">
      <PageHead
        title={GPL_CAPTION}
        description={`Call ${data.company.name} for the prices of its goods and services.`}
        canonicalPath="/price-list"
      />
      <section aria-labelledby="call-for-prices">
        <h2 id="call-for-prices">{CALL_FOR_PRICES_TITLE}</h2>
        <p>{callForPricesText(data.company.name, data.company.phoneNumber)}</p>
      </section>
    </PriceListDocument>
  );
}

function PublishedList({ data }: { data: PublishedPriceList }) {
  const effective = calendarDateText(data.effectiveOn, 'en-US');
  const layout = generalPriceListLayout(data.items, data.variants, data.notOffered);
  return (
    <PriceListDocument
      caption={GPL_CAPTION}
      company={data.company}
      places={data.locations}
      effectiveOn={data.effectiveOn}
      headingId="gpl-title"
      actions={
        <button type="button" className={button({ tone: 'secondary' })} onClick={() => window.print()}>
          Print the price list
        </button>
      }
    >
      <PageHead
        title={GPL_CAPTION}
        description={`The prices of ${data.company.name}'s funeral goods and services, effective ${effective}.`}
        canonicalPath="/price-list"
      />
      <RuleText sentence={layout.intro} />
      <GeneralPriceListSections sections={layout.sections} />
    </PriceListDocument>
  );
}
