import { useState } from 'react';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link, useRouteContext } from '@tanstack/react-router';
import { can, type StaffRole } from '#contract/staff-roles.ts';
import type { AuthActorRef } from '#machines/auth/auth.machine.ts';
import { calendarDateText } from '#contract/date-text.ts';
import { PageHead } from '#src/lib/site/PageHead.tsx';
import { CategoriesSection } from './CategoriesSection.tsx';
import { CategoryItems } from './CategoryItems.tsx';
import { ChoicesSection } from './ChoicesSection.tsx';
import { FuneralRule } from './FuneralRule.tsx';
import { PrintableLists } from './PrintableLists.tsx';
import { Publication } from './Publication.tsx';
import { TaxRateForm } from './TaxRateForm.tsx';
import { priceListKey, priceListQuery } from '#src/lib/queries/console/price-list.ts';
import * as styles from './price-list.css.ts';

/**
 * /staff/price-list (decision 0079), for owners and directors (`pricelist.edit`): the
 * tax rate, the categories, every item by category with its options, and the choices and packages.
 * A change shows at once on the public list and on every unsigned arrangement; a signed statement keeps
 * its prices. The list's effective date is the day of its latest change. The owner publishes it on the
 * site (decision 0106): until then the public page says to call for prices.
 */
export function PriceListPage({ auth, staffRole }: { auth: AuthActorRef; staffRole: StaffRole }) {
  const { api } = useRouteContext({ from: '__root__' });
  const queryClient = useQueryClient();
  const { data } = useSuspenseQuery(priceListQuery(api, auth));
  const [said, setSaid] = useState('');
  const done = async (words: string) => {
    setSaid(words);
    await queryClient.invalidateQueries({ queryKey: priceListKey });
  };
  return (
    <div className={styles.page}>
      <PageHead title="Price list" />
      <h1>Price list</h1>
      <p className={styles.meta}>
        Effective {calendarDateText(data.effectiveOn, 'en-US')}: the day of the latest change. A change shows at once on
        the <Link to="/price-list">public general price list</Link> and on every arrangement not yet signed; a signed
        statement keeps the prices it was signed with.
      </p>
      <p role="status" className={styles.status}>
        {said}
      </p>
      <FuneralRule auth={auth} list={data} onDone={done} />
      <PrintableLists list={data} />
      <Publication
        auth={auth}
        publishedAt={data.publishedAt}
        owner={can(staffRole, 'pricelist.publish')}
        onDone={done}
      />
      <TaxRateForm auth={auth} rate={data.taxRateBasisPoints} onDone={done} />
      <CategoriesSection auth={auth} list={data} onDone={done} />
      {data.categories.map((category) => (
        <CategoryItems key={category.id} auth={auth} list={data} category={category} onDone={done} />
      ))}
      <ChoicesSection auth={auth} list={data} onDone={done} />
    </div>
  );
}
