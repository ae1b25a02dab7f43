import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useRouteContext } from '@tanstack/react-router';
import { blogArticlesQuery } from '#src/lib/queries/site/blog.ts';
import { container } from '#src/ui/layout/layout.css.ts';
import { button } from '#src/ui/button/button.css.ts';
import { dateText } from '#contract/date-text.ts';
import { useSite } from '#src/lib/site/use-site.ts';
import { PageHead } from '#src/lib/site/PageHead.tsx';
import * as styles from './blog.css.ts';
import { BLOG_PAGE_SIZE } from './blog-page-size.ts';
import { useVisitorClock } from '#src/lib/visitor-clock.ts';

export function BlogListPage({ page }: { page: number }) {
  const clock = useVisitorClock();
  const { api } = useRouteContext({ from: '__root__' });
  const { company } = useSite();
  const { data } = useSuspenseQuery(blogArticlesQuery(api, page, BLOG_PAGE_SIZE));
  const lastPage = Math.max(1, Math.ceil(data.total / data.pageSize));
  return (
    <div className={`${container} ${styles.page}`}>
      <PageHead
        title="Blog"
        description={`Articles from ${company.name}: funerals and memorials, planning ahead, and living with grief.`}
      />
      <h1>Blog</h1>
      <ul className={styles.list}>
        {data.items.map((article) => (
          <li key={article.id} className={styles.entry}>
            <h2>
              <Link to="/blog/article/$id" params={{ id: article.id }}>
                {article.title}
              </Link>
            </h2>
            <p className={styles.meta}>
              <time dateTime={article.publishedAt}>{dateText(article.publishedAt, clock)}</time> · {article.author}
            </p>
            <p>{article.summary}</p>
          </li>
        ))}
      </ul>
      {lastPage > 1 && (
        <nav aria-label="Blog pages" className={styles.pager}>
          {page > 1 && (
            <Link to="/blog" search={{ page: page - 1 }} className={button({ tone: 'secondary' })}>
              Newer articles
            </Link>
          )}
          {page < lastPage && (
            <Link to="/blog" search={{ page: page + 1 }} className={button({ tone: 'secondary' })}>
              Older articles
            </Link>
          )}
        </nav>
      )}
    </div>
  );
}
