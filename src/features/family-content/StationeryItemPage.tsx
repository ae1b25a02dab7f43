import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link, useRouteContext } from '@tanstack/react-router';
import type { CaseStationery } from '#contract/family-proofs.ts';
import { pageTitles, type StationeryItemType } from '#contract/stationery-items.ts';
import { ProofPageView } from '#src/lib/proofs/ProofPageView.tsx';
import { PageHead } from '#src/lib/site/PageHead.tsx';
import { visuallyHidden } from '#src/ui/layout/layout.css.ts';
import { refreshCase, stationeryQuery } from '#src/lib/queries/family/content.ts';
import { responseSchemas } from '#src/lib/queries/family/response-schemas.ts';
import { ApprovePanel, CommentForm } from './ProofControls.tsx';
import { ProofComments } from './ProofComments.tsx';
import { ProofHistory } from './ProofHistory.tsx';
import { dateTimeText } from '#contract/time-text.ts';
import { useProofReview } from './use-proof-review.ts';
import * as styles from './content.css.ts';

/**
 * task/review-stationery/{item}: every page of one proof large, its comments and a comment form per
 * page, and the approval (two steps: approving locks the proof). Driven by the proof review machine.
 * The newest version is reviewed; the older ones are listed below to read (decision 0078).
 */
export function StationeryItemPage({
  caseId,
  caseName,
  item,
}: {
  caseId: number;
  caseName: string;
  item: StationeryItemType;
}) {
  const { api } = useRouteContext({ from: '__root__' });
  const queryClient = useQueryClient();
  const { data } = useSuspenseQuery(stationeryQuery(api, caseId));
  const proof = data.proofs.find((each) => each.itemType === item);
  const base = `/api/family/cases/${caseId}/stationery` as const;
  const answered = async (call: Promise<CaseStationery>) => {
    queryClient.setQueryData(stationeryQuery(api, caseId).queryKey, await call);
    await refreshCase(queryClient, caseId);
  };
  const review = useProofReview(proof?.approvedAt != null, {
    comment: (pageType, text) =>
      answered(
        api.post(`${base}/comment`, {
          query: { itemType: item, pageType },
          body: { text },
          schema: responseSchemas?.caseStationery,
        }),
      ),
    approve: () =>
      answered(api.post(`${base}/approve`, { query: { itemType: item }, schema: responseSchemas?.caseStationery })),
    refresh: () => refreshCase(queryClient, caseId),
  });
  const back = (
    <Link to="/family-portal/$id/$name/task/$" params={{ id: caseId, name: caseName, _splat: 'review-stationery' }}>
      All proofs
    </Link>
  );
  if (!proof)
    return (
      <div className={styles.stack}>
        <h2>This proof is not ready</h2>
        <p className={styles.note}>The funeral home has not sent it yet. {back}</p>
      </div>
    );
  const pdf = proof.pages.find((page) => page.pdf)?.pdf;
  return (
    <div className={styles.stack}>
      <PageHead title={`Review the ${proof.title.toLowerCase()}`} />
      <p className={styles.note}>{back}</p>
      <h2>Review the {proof.title.toLowerCase()}</h2>
      {proof.history.length > 0 && (
        <p className={styles.note}>
          Version {proof.version}, sent {dateTimeText(proof.sentAt ?? '')}. Earlier versions are below.
        </p>
      )}
      {pdf && (
        <p className={styles.note}>
          This proof is a PDF of {pdf.pageCount} {pdf.pageCount === 1 ? 'page' : 'pages'}: each page and its comments
          are below.{' '}
          <a href={pdf.url} target="_blank" rel="noopener">
            Open the PDF<span className={visuallyHidden}> (opens in a new tab)</span>
          </a>
        </p>
      )}
      {proof.pages.map((page) => {
        const pageName = `${proof.title}, ${pageTitles[page.pageType].toLowerCase()}`;
        return (
          <section key={page.pageType} aria-labelledby={`page-${page.pageType}`} className={styles.stack}>
            <h3 id={`page-${page.pageType}`}>{pageTitles[page.pageType]}</h3>
            <ProofPageView
              page={page}
              name={`Proof of the ${pageName.toLowerCase()}`}
              imageClassName={styles.proofImage}
            />
            <ProofComments
              comments={page.comments}
              label={`Comments on the ${pageTitles[page.pageType].toLowerCase()}`}
            />
            {!proof.approvedAt && (
              <CommentForm
                review={review}
                target={page.pageType}
                label={`Comment on the ${pageTitles[page.pageType].toLowerCase()}`}
              />
            )}
          </section>
        );
      })}
      <ApprovePanel review={review} what={`The ${proof.title.toLowerCase()}`} />
      <ProofHistory versions={proof.history} what={proof.title.toLowerCase()}>
        {(version) =>
          version.pages.map((page) => (
            <div key={page.pageType} className={styles.stack}>
              <ProofPageView
                page={page}
                name={`Version ${version.version} of the ${proof.title.toLowerCase()}, ${pageTitles[page.pageType].toLowerCase()}`}
                imageClassName={styles.proofImage}
                lazy
              />
              <ProofComments
                comments={page.comments}
                label={`Comments on the ${pageTitles[page.pageType].toLowerCase()}, version ${version.version}`}
              />
            </div>
          ))
        }
      </ProofHistory>
    </div>
  );
}
