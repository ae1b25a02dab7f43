import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useRouteContext } from '@tanstack/react-router';
import { dateTimeText } from '#contract/time-text.ts';
import { stationeryQuery } from '#src/lib/queries/family/content.ts';
import { TaskHeading } from './TaskHeading.tsx';
import * as styles from './content.css.ts';

/** task/review-stationery: the funeral home's proofs, each with its status and a link to review it. */
export function StationeryListPage({ caseId, caseName }: { caseId: number; caseName: string }) {
  const { api } = useRouteContext({ from: '__root__' });
  const { data } = useSuspenseQuery(stationeryQuery(api, caseId));
  const waiting = data.proofs.filter((proof) => !proof.approvedAt).length;
  return (
    <div className={styles.stack}>
      <TaskHeading kind="review-stationery" />
      {data.proofs.length === 0 ? (
        <p className={styles.note}>The funeral home has not sent any proofs yet.</p>
      ) : (
        <>
          <p className={styles.note}>
            {waiting === 0
              ? 'Every proof is approved.'
              : `${waiting} of ${data.proofs.length} proofs wait for your approval.`}
          </p>
          <ul className={styles.list}>
            {data.proofs.map((proof) => (
              <li key={proof.itemType} className={styles.card}>
                <h3>
                  <Link
                    to="/family-portal/$id/$name/task/$"
                    params={{ id: caseId, name: caseName, _splat: `review-stationery/${proof.itemType}` }}
                  >
                    {proof.title}
                  </Link>
                </h3>
                <p className={styles.note}>
                  {proof.version > 1 && `Version ${proof.version} · `}
                  {proof.pages.length} {proof.pages.length === 1 ? 'page' : 'pages'} ·{' '}
                  {proof.approvedAt ? `Approved ${dateTimeText(proof.approvedAt)}` : 'Waiting for your approval'}
                </p>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
