import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useRouteContext } from '@tanstack/react-router';
import { blogArticleQuery } from '#src/lib/queries/site/blog.ts';
import { container } from '#src/ui/layout/layout.css.ts';
import { dateText } from '#contract/date-text.ts';
import { PageHead } from '#src/lib/site/PageHead.tsx';
import * as styles from './blog.css.ts';
import { useVisitorClock } from '#src/lib/visitor-clock.ts';

export function BlogArticlePage({ id }: { id: number }) {
  const clock = useVisitorClock();
  const { api } = useRouteContext({ from: '__root__' });
  const { data: article } = useSuspenseQuery(blogArticleQuery(api, id));
  return (
    <article className={`${container} ${styles.page} ${styles.article}`}>
      <PageHead title={article.title} description={article.summary} />
      <p>
        <Link to="/blog">← All articles</Link>
      </p>
      <h1>{article.title}</h1>
      <p className={styles.meta}>
        <time dateTime={article.publishedAt}>{dateText(article.publishedAt, clock)}</time> · {article.author}
      </p>
      {article.imageUrl && <img src={article.imageUrl} alt="" />}
      {/* Sanitised by the server before it is sent (docs/decisions). */}
      <div dangerouslySetInnerHTML={{ __html: article.html }} />
    </article>
  );
}
