import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import {
  sameList,
  selectCanFinish,
  selectMissing,
  selectPhase,
  selectSignedAt,
} from '#machines/arrangement/arrangement.selectors.ts';
import { StatementView } from '#src/lib/family/StatementView.tsx';
import { caseStatementQuery } from '#src/lib/queries/family/cases.ts';
import { button } from '#src/ui/button/button.css.ts';
import { dateTimeText } from '#contract/time-text.ts';
import type { ArrangementPageProps } from './page-props.ts';
import { PayAfterSigning } from './PayAfterSigning.tsx';
import { useArrangement } from './use-arrangement.ts';
import * as input from '#src/ui/field/control.css.ts';
import * as styles from './arrangements.css.ts';

/** The review: what is still missing, the itemized statement, and the purchaser's signature. */
export function ReviewPage({ actor, params }: ArrangementPageProps) {
  const { api } = useRouteContext({ from: '__root__' });
  const missing = useArrangement(actor, selectMissing, sameList);
  const signedAt = useArrangement(actor, selectSignedAt);
  const statement = useQuery(caseStatementQuery(api, Number(params.id)));

  return (
    <div className={styles.page}>
      <h3>Review and sign</h3>
      {missing.length > 0 && (
        <section aria-labelledby="missing-heading" className={styles.alert}>
          <h4 id="missing-heading">Still to do before signing</h4>
          <ul>
            {missing.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ul>
        </section>
      )}
      {statement.isPending && <p>Loading the statement…</p>}
      {statement.isError && <p role="alert">The statement could not be loaded.</p>}
      {statement.data && <StatementView statement={statement.data} headingLevel={3} />}
      {signedAt ? (
        <>
          <p className={styles.alert}>Signed on {dateTimeText(signedAt)}.</p>
          {statement.data && <PayAfterSigning params={params} balanceCents={statement.data.balanceCents} />}
        </>
      ) : (
        <SignatureForm actor={actor} params={params} />
      )}
    </div>
  );
}

function SignatureForm({ actor }: ArrangementPageProps) {
  const canFinish = useArrangement(actor, selectCanFinish);
  const phase = useArrangement(actor, selectPhase);
  const [fullName, setFullName] = useState('');
  const [consent, setConsent] = useState(false);
  const [attempted, setAttempted] = useState(false);
  const submitting = phase === 'submitting';
  const nameError = attempted && fullName.trim() === '' ? 'This field is required' : undefined;
  const consentError = attempted && !consent ? 'This field is required' : undefined;

  return (
    <form
      className={styles.form}
      aria-labelledby="sign-heading"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setAttempted(true);
        // A second click while the first is on its way is refused by the machine (one signing, one key).
        actor.send({ type: 'contract.submit', signature: { fullName, consent } });
      }}
    >
      <h4 id="sign-heading">Sign the statement</h4>
      <div>
        <label htmlFor="signature-name">Type the purchaser's full name</label>
        <br />
        <input
          id="signature-name"
          className={input.control}
          autoComplete="name"
          value={fullName}
          aria-invalid={nameError ? true : undefined}
          aria-describedby={nameError ? 'signature-name-error' : undefined}
          onChange={(event) => setFullName(event.target.value)}
        />
        <p id="signature-name-error">{nameError ?? ''}</p>
      </div>
      <div>
        <input
          id="signature-consent"
          type="checkbox"
          checked={consent}
          aria-invalid={consentError ? true : undefined}
          aria-describedby={consentError ? 'signature-consent-error' : undefined}
          onChange={(event) => setConsent(event.target.checked)}
        />{' '}
        <label htmlFor="signature-consent">I have read the statement and agree to sign it electronically.</label>
        <p id="signature-consent-error">{consentError ?? ''}</p>
      </div>
      <button type="submit" className={button({ tone: 'primary' })} disabled={!canFinish || submitting}>
        {submitting ? 'Signing…' : 'Sign the statement'}
      </button>
      {!canFinish && <p>Signing opens once everything above is done.</p>}
    </form>
  );
}
