import { useSuspenseQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { obituaryQuery } from '#src/lib/queries/obituaries.ts';
import { PageHead } from '#src/lib/site/PageHead.tsx';
import * as styles from './obituaries.css.ts';

/** /obituaries/{id}/{name}: the obituary's text. */
export function ObituaryPage({ id }: { id: number }) {
  const { api } = useRouteContext({ from: '__root__' });
  const { data: obituary } = useSuspenseQuery(obituaryQuery(api, id));
  return (
    <section aria-labelledby="obituary-text">
      <PageHead title={`${obituary.fullName} Obituary`} description={obituary.summary} />
      <h2 id="obituary-text">Obituary</h2>
      {/* Sanitised by the server when it is stored (decision 0009). */}
      <div className={styles.text} dangerouslySetInnerHTML={{ __html: obituary.textHtml }} />
    </section>
  );
}
