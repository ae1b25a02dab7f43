import { Link, useRouter } from '@tanstack/react-router';
import { button } from '#src/ui/button/button.css.ts';
import { isCrawler } from '#contract/crawlers.ts';
import { describeError, errorTitle, serialiseError } from './error-info.ts';
import * as styles from './ErrorPage.css.ts';

interface ErrorPageProps {
  error: unknown;
}

/** Spec §2 error page: shown for any application error, 404 included. */
/** The tab icon comes from whatever surrounds it: the site layout, or the standalone wrapper. */
export function ErrorPage({ error }: ErrorPageProps) {
  const info = describeError(error);
  const head = (
    <>
      <title>{errorTitle(info)}</title>
      <meta name="robots" content="noindex" />
    </>
  );

  // The router's, not navigator's: the server renders this page too, with the request's (decision 0091).
  if (isCrawler(useRouter().options.context.userAgent)) return head;

  return (
    <div className={styles.page}>
      {head}
      <div className={styles.body}>
        {info.notFound ? (
          <>
            <h1>Sorry, we can't find that page</h1>
            <p>The page you're looking for might have been removed, or it could be an old link.</p>
          </>
        ) : (
          <>
            <h1>Sorry, something went wrong</h1>
            <p>The page you're looking for is temporarily unavailable. Please try again later.</p>
            <pre hidden data-error-details="">
              {serialiseError(info)}
            </pre>
          </>
        )}
        <div className={styles.actions}>
          <Link to="/" className={button({ tone: 'primary' })}>
            Home
          </Link>
          {/* A document link: the obituary search arrives in its own issue and route chunk. */}
          <a href="/obituaries" className={button({ tone: 'secondary' })}>
            Search for a loved one
          </a>
        </div>
      </div>
    </div>
  );
}
