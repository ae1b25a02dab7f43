import { useId, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { staffProofs } from '#contract/staff-proofs.ts';
import type { AuthActorRef } from '#machines/auth/auth.machine.ts';
import { watchSession } from '#src/lib/console/session-watch.ts';
import { button } from '#src/ui/button/button.css.ts';
import { proofsQuery } from '#src/lib/queries/console/proofs.ts';
import * as styles from './cases.css.ts';

/**
 * One file into a proof's draft (decision 0078), with the one upload client (the file is the body,
 * streamed and judged by content on the server): progress while it goes, the server's words when it
 * is refused, and the proofs it answers in place of the cached ones. `children` picks where it goes
 * (a page), when the path depends on it.
 */
export function ProofUpload({
  auth,
  caseId,
  label,
  hint,
  accept,
  path,
  children,
}: {
  auth: AuthActorRef;
  caseId: number;
  label: string;
  hint: string;
  accept: string;
  path: () => string;
  children?: ReactNode;
}) {
  const { api, files } = useRouteContext({ from: '__root__' });
  const queryClient = useQueryClient();
  const inputId = useId();
  const [chosen, setChosen] = useState<File | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [said, setSaid] = useState<{ failed: boolean; text: string } | null>(null);

  const upload = async (file: File) => {
    setSaid(null);
    setPercent(0);
    try {
      const answer = await watchSession(
        auth,
        files.upload(path(), file, { onProgress: (loaded, total) => setPercent(Math.floor((100 * loaded) / total)) }),
      );
      queryClient.setQueryData(proofsQuery(api, auth, caseId).queryKey, staffProofs.parse(answer));
      setSaid({ failed: false, text: `${file.name} is uploaded into the draft.` });
    } catch (error) {
      setSaid({ failed: true, text: error instanceof Error ? error.message : 'The upload failed. Please try again.' });
    } finally {
      setPercent(null);
    }
  };

  return (
    <div className={styles.form}>
      {children}
      <label htmlFor={inputId}>{label}</label>
      <input
        id={inputId}
        type="file"
        accept={accept}
        aria-describedby={`${inputId}-hint`}
        onChange={(event) => setChosen(event.currentTarget.files?.[0] ?? null)}
      />
      <p id={`${inputId}-hint`} className={styles.meta}>
        {hint}
      </p>
      {percent !== null && <progress aria-label={`Uploading: ${label}`} max={100} value={percent} />}
      <p role="status" className={styles.alert}>
        {said && !said.failed ? said.text : ''}
      </p>
      {said?.failed && (
        <p role="alert" className={styles.alert}>
          {said.text}
        </p>
      )}
      <div>
        <button
          type="button"
          className={button({ tone: 'secondary' })}
          disabled={!chosen || percent !== null}
          onClick={() => chosen && void upload(chosen)}
        >
          Upload
        </button>
      </div>
    </div>
  );
}
