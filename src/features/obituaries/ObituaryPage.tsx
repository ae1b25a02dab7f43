import { useSuspenseQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { obituaryPath } from '#contract/obituary-path.ts';
import { noFlowersNotice } from '#contract/no-flowers.ts';
import { obituaryQuery } from '#src/lib/queries/site/obituaries.ts';
import { PageHead } from '#src/lib/site/PageHead.tsx';
import { usePageOrigin } from '#src/lib/site/use-page-origin.ts';
import { ServiceSchedule } from './ServiceSchedule.tsx';
import { ShareActions } from './ShareActions.tsx';
import * as styles from './obituaries.css.ts';

/** /obituaries/{id}/{name}: the obituary's text, its service schedule, and ways to share it. */
export function ObituaryPage({ id }: { id: number }) {
  const { api } = useRouteContext({ from: '__root__' });
  const { data: obituary } = useSuspenseQuery(obituaryQuery(api, id));
  const canonicalUrl = `${usePageOrigin()}${obituaryPath(obituary)}`;
  return (
    <>
      <PageHead title={`${obituary.fullName} Obituary`} description={obituary.summary} />
      <ShareActions canonicalUrl={canonicalUrl} fullName={obituary.fullName} />
      <section aria-labelledby="obituary-text">
        <h2 id="obituary-text">Obituary</h2>
        {/* Sanitised by the server when it is stored (decision 0009). */}
        <div className={styles.text} dangerouslySetInnerHTML={{ __html: obituary.textHtml }} />
        {/* The family's "no flowers" (decision 0082): said under the text, where a notice in lieu of flowers goes. */}
        {obituary.noFlowers && <p className={styles.noFlowers}>{noFlowersNotice}</p>}
      </section>
      <ServiceSchedule obituary={obituary} />
    </>
  );
}
