import { useSuspenseQuery } from '@tanstack/react-query';
import { useConsoleTime } from '#src/lib/console/company-clock.ts';
import { Link, useRouteContext } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { can } from '#contract/staff-roles.ts';
import { selectUser } from '#machines/auth/auth.selectors.ts';
import type { AuthActorRef } from '#machines/auth/auth.machine.ts';
import { consolePage } from '#src/lib/console/console-pages.ts';
import { PageHead } from '#src/lib/site/PageHead.tsx';
import { caseQuery } from '#src/lib/queries/console/cases.ts';
import { CaseDetailsForm } from './CaseDetailsForm.tsx';
import { CaseDirector } from './CaseDirector.tsx';
import { CaseFamily } from './CaseFamily.tsx';
import { CaseObituary } from './CaseObituary.tsx';
import { CasePayments } from './CasePayments.tsx';
import { CaseArrangement, CaseTasks } from './CaseProgress.tsx';
import { CaseProofs } from './CaseProofs.tsx';
import { CaseStatementChanges } from './CaseStatementChanges.tsx';
import { CaseStatementReasons } from './CaseStatementReasons.tsx';
import { caseStatusNames, caseTitle } from './case-text.ts';
import * as styles from './cases.css.ts';

/**
 * /staff/cases/$id (decision 0065): one case, in sections a phone reads top to bottom: its funeral
 * director (chosen here, decision 0105), the family
 * (who is in, who is invited), where the tasks, the arrangement, the statement (revised, or voided and
 * reissued, decision 0080) and its reasons (a required purchase's, embalming's: decision 0109), the proofs (uploaded, sent and answered here, decision 0078) and the obituary stand, the payments (record one, refund one), and
 * the life details, editable as the family edits them.
 */
export function CasePage({ auth, id }: { auth: AuthActorRef; id: number }) {
  const timeText = useConsoleTime();
  const { api } = useRouteContext({ from: '__root__' });
  const { data: theCase } = useSuspenseQuery(caseQuery(api, auth, id));
  const title = caseTitle(theCase);
  const user = useSelector(auth, selectUser);
  const canRefund = user?.role === 'staff' && user.staffRole !== null && can(user.staffRole, 'payments.refund');
  const canAssign = user?.role === 'staff' && user.staffRole !== null && can(user.staffRole, 'cases.assign');

  return (
    <div className={styles.page}>
      <PageHead title={title} />
      <p>
        <Link {...consolePage('cases')}>All cases</Link>
      </p>
      <h1>{title}</h1>
      <p className={styles.badges}>
        <span className={styles.badge}>{caseStatusNames[theCase.status]}</span>
      </p>
      <p className={styles.meta}>
        Opened {timeText(theCase.openedAt)} · {theCase.locationName} · reference {theCase.reference}
      </p>
      <CaseDirector auth={auth} theCase={theCase} canAssign={canAssign} />
      <CaseFamily auth={auth} theCase={theCase} />
      <CaseTasks tasks={theCase.tasks} />
      <CaseArrangement arrangement={theCase.arrangement} />
      <CaseStatementChanges auth={auth} theCase={theCase} />
      <CaseStatementReasons auth={auth} theCase={theCase} />
      <CasePayments auth={auth} theCase={theCase} canRefund={canRefund} />
      <CaseProofs auth={auth} caseId={id} />
      <CaseObituary auth={auth} theCase={theCase} />
      {/* Not keyed by the saved time: a save would then remount the form and lose the keyboard's place. */}
      <CaseDetailsForm auth={auth} theCase={theCase} />
    </div>
  );
}
