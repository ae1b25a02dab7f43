import { useQuery } from '@tanstack/react-query';
import { Link, useRouteContext } from '@tanstack/react-router';
import type { ModuleOf } from '#contract/modules.ts';
import { blogArticlesQuery } from '#src/lib/queries/site/blog.ts';
import { container, section } from '#src/ui/layout/layout.css.ts';
import { dateText } from '#contract/date-text.ts';
import type { HeadingLevel } from '../module-props.ts';
import * as styles from './modules.css.ts';
import { useVisitorClock } from '#src/lib/visitor-clock.ts';

export function BlogListModule({ module, headingLevel }: { module: ModuleOf<'blogList'>; headingLevel: HeadingLevel }) {
  const clock = useVisitorClock();
  const Heading = headingLevel;
  const { api } = useRouteContext({ from: '__root__' });
  const articles = useQuery(blogArticlesQuery(api, 1, module.limit));
  return (
    <section
      className={`${container} ${section}`}
      aria-labelledby={`${module.id}-heading`}
      aria-busy={articles.isPending}
    >
      <Heading id={`${module.id}-heading`}>{module.heading}</Heading>
      {articles.isError && <p>Articles could not be loaded just now.</p>}
      <ul className={styles.cardGrid}>
        {articles.data?.items.map((article) => (
          <li key={article.id} className={styles.card}>
            <h3 className={styles.cardHeading}>
              <Link to="/blog/article/$id" params={{ id: article.id }}>
                {article.title}
              </Link>
            </h3>
            <p>
              <time dateTime={article.publishedAt}>{dateText(article.publishedAt, clock)}</time>
            </p>
            <p>{article.summary}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
