import { useState } from 'react';
import { useConsoleTime } from '#src/lib/console/company-clock.ts';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link, useRouteContext } from '@tanstack/react-router';
import { caseStatusNames, requestStatusNames, type RequestDetail } from '#contract/staff-requests.ts';
import { can, type StaffRole } from '#contract/staff-roles.ts';
import type { AuthActorRef } from '#machines/auth/auth.machine.ts';
import type { Refusal } from '#src/lib/account/password-reset-calls.ts';
import { consolePage } from '#src/lib/console/console-pages.ts';
import { PageHead } from '#src/lib/site/PageHead.tsx';
import { button } from '#src/ui/button/button.css.ts';
import { PhoneLink } from '#src/ui/link/PhoneLink.tsx';
import { CloseRequestForm } from './CloseRequestForm.tsx';
import { QuotePrices } from './QuotePrices.tsx';
import { openCase, sendRequestEvent } from './request-calls.ts';
import { requestQuery, requestsKey } from '#src/lib/queries/console/requests.ts';
import { requestTitle } from './request-text.ts';
import * as styles from './requests.css.ts';

export interface RequestPageProps {
  auth: AuthActorRef;
  staffRole: StaffRole;
  id: number;
}

const refusalWords = (refusal: Refusal) => refusal.issues.map((issue) => issue.message).join(' ');

/**
 * /staff/requests/$id (decision 0064): what the family wrote, section by section as the wizard asked
 * it, who to call, what happened so far, and the buttons the request's state allows (the server's
 * `can`, from the request's machine): mark contacted, open a case (directors and owners), close with
 * a reason, reopen. What was done, or why it was refused, is said in the status line.
 */
export function RequestPage({ auth, staffRole, id }: RequestPageProps) {
  const timeText = useConsoleTime();
  const { api } = useRouteContext({ from: '__root__' });
  const queryClient = useQueryClient();
  const { data: request } = useSuspenseQuery(requestQuery(api, auth, id));
  const [said, setSaid] = useState('');
  const [busy, setBusy] = useState(false);

  const settle = async (words: string, fresh?: RequestDetail) => {
    if (fresh) queryClient.setQueryData(requestQuery(api, auth, id).queryKey, fresh);
    setSaid(words);
    await queryClient.invalidateQueries({ queryKey: requestsKey });
  };
  const act = async (words: string, body: Parameters<typeof sendRequestEvent>[3]) => {
    setBusy(true);
    const outcome = await sendRequestEvent(api, auth, id, body);
    setBusy(false);
    if (outcome.kind === 'done') await settle(words, outcome.request);
    else await settle(refusalWords(outcome));
  };
  const open = async () => {
    setBusy(true);
    const outcome = await openCase(api, auth, id);
    setBusy(false);
    if (outcome.kind !== 'done') return settle(refusalWords(outcome));
    const invited = outcome.opened.invitation;
    return settle(
      invited
        ? `The case is open. ${invited.email} was sent an invitation to the family portal.`
        : 'The case is open. The request gave no email address to invite.',
    );
  };
  return (
    <div className={styles.page}>
      <PageHead title={requestTitle(request)} />
      <p>
        <Link {...consolePage('requests')}>All requests</Link>
      </p>
      <h1>{requestTitle(request)}</h1>
      <p className={styles.badges}>
        <span className={request.caseStatus === 'AT_NEED' ? styles.urgent : styles.badge}>
          {caseStatusNames[request.caseStatus]}
        </span>
        <span className={styles.badge}>{requestStatusNames[request.status]}</span>
      </p>
      <p className={styles.meta}>
        Sent {timeText(request.submittedAt)} to {request.locationName} · reference {request.reference}
      </p>
      <p role="status" className={styles.status}>
        {said}
      </p>
      {request.caseId !== null && can(staffRole, 'cases.work') && (
        <p>
          <Link {...consolePage(`cases/${request.caseId}`)}>Go to the case</Link>
        </p>
      )}

      <section aria-labelledby="request-contact" className={styles.panel}>
        <h2 id="request-contact" className={styles.panelTitle}>
          Contact
        </h2>
        <dl className={styles.facts}>
          <dt>Name</dt>
          <dd>{request.contactName || 'Not given'}</dd>
          <dt>Email</dt>
          <dd>
            {request.contactEmail ? <a href={`mailto:${request.contactEmail}`}>{request.contactEmail}</a> : 'Not given'}
          </dd>
          <dt>Phone</dt>
          <dd>{request.contactPhone ? <PhoneLink number={request.contactPhone} /> : 'Not given'}</dd>
        </dl>
        <div className={styles.actions}>
          {request.can.contact && (
            <button
              type="button"
              className={button({ tone: 'secondary' })}
              disabled={busy}
              onClick={() => void act('Marked as contacted.', { type: 'contact.record' })}
            >
              Mark as contacted
            </button>
          )}
          {request.can.openCase && can(staffRole, 'cases.work') && (
            <button type="button" className={button({ tone: 'primary' })} disabled={busy} onClick={() => void open()}>
              Open a case
            </button>
          )}
          {request.can.reopen && (
            <button
              type="button"
              className={button({ tone: 'secondary' })}
              disabled={busy}
              onClick={() => void act('The request is open again.', { type: 'reopen' })}
            >
              Reopen
            </button>
          )}
        </div>
        {request.can.close && (
          <CloseRequestForm
            busy={busy}
            onClose={(reason) => act('The request is closed.', { type: 'close', reason })}
          />
        )}
      </section>

      {request.sections.map((section, index) => (
        <section key={`${index}-${section.name}`} aria-label={section.name} className={styles.panel}>
          <h2 className={styles.panelTitle}>{section.name}</h2>
          <dl className={styles.facts}>
            {section.answers.map((answer) => (
              <div key={answer.label} className={styles.fact}>
                <dt>{answer.label}</dt>
                <dd className={styles.answer}>{answer.answer || 'Not answered'}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}

      <QuotePrices auth={auth} />

      <section aria-labelledby="request-history" className={styles.panel}>
        <h2 id="request-history" className={styles.panelTitle}>
          History
        </h2>
        <ol className={styles.history}>
          {request.history.map((entry, index) => (
            <li key={index}>
              {requestStatusNames[entry.status]}, {timeText(entry.at)}
              {entry.by ? ` by ${entry.by}` : ' (sent from the website)'}
              {entry.reason ? `: ${entry.reason}` : ''}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
