import { useRef, useState } from 'react';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link, useRouteContext } from '@tanstack/react-router';
import type { StaffObituary, StaffPublicationAction } from '#contract/staff-obituaries.ts';
import type { AuthActorRef } from '#machines/auth/auth.machine.ts';
import { splitIssues } from '#src/lib/account/password-reset-calls.ts';
import { consolePage } from '#src/lib/console/console-pages.ts';
import { calendarDateText } from '#contract/date-text.ts';
import { PageHead } from '#src/lib/site/PageHead.tsx';
import { ApprovalsList } from './ApprovalsList.tsx';
import { obituariesKey, obituaryQuery } from '#src/lib/queries/console/obituaries.ts';
import { saveObituary, takeStep, type ObituaryOutcome } from './obituary-calls.ts';
import { ObituaryEditor } from './ObituaryEditor.tsx';
import { PublicationStatus } from './PublicationStatus.tsx';
import type { bodyOf } from './obituary-form.ts';
import { stepDone } from './obituary-text.ts';
import * as styles from './obituaries.css.ts';

export interface ObituaryPageProps {
  auth: AuthActorRef;
  id: number;
}

const titleOf = (view: StaffObituary) => view.content.fullName || 'Obituary without a name';

/**
 * /staff/obituaries/$id (decision 0066): the obituary's status and public page, the steps of its
 * life, the editor's form, and what the family approved with who approved it. Every save or step
 * answers the whole obituary, which replaces the cached one and starts the form again from it; what
 * was done, or why not, is said in the status line, which takes the focus.
 */
export function ObituaryPage({ auth, id }: ObituaryPageProps) {
  const { api } = useRouteContext({ from: '__root__' });
  const queryClient = useQueryClient();
  const { data: view } = useSuspenseQuery(obituaryQuery(api, auth, id));
  const [said, setSaid] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const status = useRef<HTMLParagraphElement>(null);

  const say = (words: string) => {
    setSaid(words);
    status.current?.focus();
  };
  const settle = async (outcome: ObituaryOutcome, words: string) => {
    if (outcome.kind === 'done') {
      queryClient.setQueryData(obituaryQuery(api, auth, id).queryKey, outcome.obituary);
      setErrors({});
      say(words);
    } else {
      const { fields, form } = splitIssues(outcome.issues);
      setErrors(fields);
      say(form ?? 'Some fields need a change: see the messages beside them.');
    }
    await queryClient.invalidateQueries({ queryKey: [...obituariesKey, 'list'] });
  };
  const run = async (call: () => Promise<ObituaryOutcome>, words: string) => {
    setBusy(true);
    const outcome = await call();
    setBusy(false);
    await settle(outcome, words);
  };
  const save = (body: ReturnType<typeof bodyOf>) => void run(() => saveObituary(api, auth, id, body), 'Saved.');
  const step = (action: StaffPublicationAction) => void run(() => takeStep(api, auth, id, action), stepDone[action]);

  return (
    <div className={styles.page}>
      <PageHead title={titleOf(view)} />
      <p>
        <Link {...consolePage('obituaries')}>All obituaries</Link>
      </p>
      <h1>{titleOf(view)}</h1>
      <PublicationStatus view={view} />
      {view.content.draftTextHtml !== null && (
        <p className={styles.badges}>
          <span className={styles.badge}>Change waiting for approval</span>
        </p>
      )}
      <p className={styles.meta}>
        {view.case.status === 'AT_NEED' ? 'At-need case' : 'Pre-plan case'} at {view.case.locationName}
        {view.case.family.length > 0
          ? ` · family: ${view.case.family.map((member) => member.name).join(', ')}`
          : ' · no family member in the portal'}
        {view.content.diedOn ? ` · died ${calendarDateText(view.content.diedOn)}` : ''}
      </p>
      <p ref={status} role="status" tabIndex={-1} className={styles.status}>
        {said}
      </p>
      <ObituaryEditor
        key={view.updatedAt}
        auth={auth}
        view={view}
        busy={busy}
        errors={errors}
        onSave={save}
        onStep={step}
        onPhotoUploaded={() => say('The photo is uploaded: it is the main photo now.')}
      />
      <section aria-labelledby="obituary-approvals" className={styles.panel}>
        <h2 id="obituary-approvals" className={styles.panelTitle}>
          The family’s approvals
        </h2>
        <ApprovalsList approvals={view.approvals} />
      </section>
    </div>
  );
}
