import { useId, useState } from 'react';
import { useConsoleTime } from '#src/lib/console/company-clock.ts';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import {
  pageTitles,
  stationeryPageTypes,
  type StationeryPageType,
  type StationeryVersion,
  type VideoVersion,
} from '#contract/family-proofs.ts';
import { proofAccepts, type StaffStationeryProof } from '#contract/staff-proofs.ts';
import { PROOF_MAX_PAGES } from '#contract/stationery-items.ts';
import type { AuthActorRef } from '#machines/auth/auth.machine.ts';
import { ProofPageView } from '#src/lib/proofs/ProofPageView.tsx';
import { ProofVideo } from '#src/lib/proofs/ProofVideo.tsx';
import { button } from '#src/ui/button/button.css.ts';
import { proofsQuery } from '#src/lib/queries/console/proofs.ts';
import { proofUploadPaths, sendProof, type ProofTarget } from './proof-calls.ts';
import { ProofThread } from './ProofThread.tsx';
import { ProofUpload } from './ProofUpload.tsx';
import * as styles from './cases.css.ts';

/**
 * The case page's Proofs (decision 0078): each stationery item and the memorial video, where its
 * newest version stands, the family's comments per page with staff's answers, an upload into the
 * draft (the next version) and sending it to the family; older versions are kept below, to read.
 */
export function CaseProofs({ auth, caseId }: { auth: AuthActorRef; caseId: number }) {
  const { api } = useRouteContext({ from: '__root__' });
  const { data } = useSuspenseQuery(proofsQuery(api, auth, caseId));
  const id = useId();
  return (
    <section aria-labelledby={id} className={styles.panel}>
      <h2 id={id} className={styles.panelTitle}>
        Proofs
      </h2>
      {data.stationery.map((proof) => (
        <StationeryProof key={proof.itemType} auth={auth} caseId={caseId} proof={proof} />
      ))}
      <VideoProof auth={auth} caseId={caseId} versions={data.video.versions} />
    </section>
  );
}

/** Where a version stands, in words. */
export function versionState(
  version: { version: number; sentAt: string | null; approvedAt: string | null },
  timeText: (at: string) => string,
) {
  if (!version.sentAt) return `Version ${version.version}: a draft, not sent to the family yet.`;
  const sent = `Version ${version.version}, sent ${timeText(version.sentAt)}`;
  return version.approvedAt ? `${sent}: approved ${timeText(version.approvedAt)}.` : `${sent}: waiting for the family.`;
}

function StationeryProof({ auth, caseId, proof }: { auth: AuthActorRef; caseId: number; proof: StaffStationeryProof }) {
  const timeText = useConsoleTime();
  const [pageType, setPageType] = useState<StationeryPageType>('front');
  const pickerId = useId();
  const [newest, ...older] = proof.versions;
  const name = proof.title.toLowerCase();
  return (
    <div className={styles.group}>
      <h3 className={styles.panelTitle}>{proof.title}</h3>
      <p className={styles.meta}>{newest ? versionState(newest, timeText) : 'Nothing uploaded yet.'}</p>
      {newest && <StationeryPages auth={auth} caseId={caseId} title={proof.title} version={newest} answerable />}
      <ProofUpload
        auth={auth}
        caseId={caseId}
        label={`Page image for the ${name}`}
        hint="JPEG, PNG or WebP. It goes into the next version; the family sees it once you send it."
        accept={proofAccepts.page}
        path={() => proofUploadPaths.page(caseId, proof.itemType, pageType)}
      >
        <label htmlFor={pickerId}>Page of the {name}</label>
        <select
          id={pickerId}
          value={pageType}
          onChange={(event) => setPageType(event.target.value as StationeryPageType)}
        >
          {stationeryPageTypes.map((each) => (
            <option key={each} value={each}>
              {pageTitles[each]}
            </option>
          ))}
        </select>
      </ProofUpload>
      <ProofUpload
        auth={auth}
        caseId={caseId}
        label={`The whole ${name} as one PDF`}
        hint={`Up to ${PROOF_MAX_PAGES} pages, in order: the front first, the back last. It replaces every page of the next version.`}
        accept={proofAccepts.pdf}
        path={() => proofUploadPaths.pdf(caseId, proof.itemType)}
      />
      {newest && !newest.sentAt && (
        <SendDraft auth={auth} caseId={caseId} target={{ kind: 'stationery', itemType: proof.itemType }} what={name} />
      )}
      {older.length > 0 && (
        <details>
          <summary>Earlier versions of the {name}</summary>
          {older.map((version) => (
            <div key={version.version} className={styles.group}>
              <p className={styles.meta}>{versionState(version, timeText)}</p>
              <StationeryPages auth={auth} caseId={caseId} title={proof.title} version={version} answerable={false} />
            </div>
          ))}
        </details>
      )}
    </div>
  );
}

function StationeryPages({
  auth,
  caseId,
  title,
  version,
  answerable,
}: {
  auth: AuthActorRef;
  caseId: number;
  title: string;
  version: StationeryVersion;
  answerable: boolean;
}) {
  return (
    <>
      {version.pages.map((page) => {
        const pageName = `${title}, ${pageTitles[page.pageType].toLowerCase()}`;
        return (
          <figure key={page.pageType} className={styles.group}>
            <ProofPageView
              page={page}
              name={`${pageName}, version ${version.version}`}
              imageClassName={styles.proofImage}
            />
            <figcaption className={styles.meta}>{pageTitles[page.pageType]}</figcaption>
            <ProofThread
              auth={auth}
              caseId={caseId}
              comments={page.comments}
              label={`Comments on the ${pageName.toLowerCase()}, version ${version.version}`}
              answerable={answerable && version.sentAt !== null}
            />
          </figure>
        );
      })}
    </>
  );
}

function VideoProof({ auth, caseId, versions }: { auth: AuthActorRef; caseId: number; versions: VideoVersion[] }) {
  const timeText = useConsoleTime();
  const [newest, ...older] = versions;
  return (
    <div className={styles.group}>
      <h3 className={styles.panelTitle}>Memorial video</h3>
      <p className={styles.meta}>{newest ? versionState(newest, timeText) : 'Nothing uploaded yet.'}</p>
      {newest && <VideoVersionView auth={auth} caseId={caseId} version={newest} answerable />}
      <ProofUpload
        auth={auth}
        caseId={caseId}
        label="Memorial video file"
        hint="MP4 or WebM, up to 500 MB. It goes into the next version with the captions it has."
        accept={proofAccepts.video}
        path={() => proofUploadPaths.video(caseId)}
      />
      <ProofUpload
        auth={auth}
        caseId={caseId}
        label="Captions file"
        hint="WebVTT (.vtt), up to 1 MB. A video is sent only with captions."
        accept={proofAccepts.captions}
        path={() => proofUploadPaths.captions(caseId)}
      />
      {newest && !newest.sentAt && (
        <SendDraft auth={auth} caseId={caseId} target={{ kind: 'video' }} what="memorial video" />
      )}
      {older.length > 0 && (
        <details>
          <summary>Earlier versions of the memorial video</summary>
          {older.map((version) => (
            <VideoVersionView key={version.version} auth={auth} caseId={caseId} version={version} answerable={false} />
          ))}
        </details>
      )}
    </div>
  );
}

function VideoVersionView({
  auth,
  caseId,
  version,
  answerable,
}: {
  auth: AuthActorRef;
  caseId: number;
  version: VideoVersion;
  answerable: boolean;
}) {
  const timeText = useConsoleTime();
  return (
    <div className={styles.group}>
      {!answerable && <p className={styles.meta}>{versionState(version, timeText)}</p>}
      <ProofVideo video={version} label={`Memorial video, version ${version.version}`} className={styles.proofVideo} />
      {!version.captions && <p className={styles.meta}>No captions yet: upload them before sending.</p>}
      <ProofThread
        auth={auth}
        caseId={caseId}
        comments={version.comments}
        label={`Comments on the memorial video, version ${version.version}`}
        answerable={answerable && version.sentAt !== null}
      />
    </div>
  );
}

function SendDraft({
  auth,
  caseId,
  target,
  what,
}: {
  auth: AuthActorRef;
  caseId: number;
  target: ProofTarget;
  what: string;
}) {
  const { api } = useRouteContext({ from: '__root__' });
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState('');
  const send = async () => {
    setBusy(true);
    setFailed('');
    const outcome = await sendProof(api, auth, caseId, target);
    setBusy(false);
    if (outcome.kind === 'refused') return setFailed(outcome.issues[0]?.message ?? 'It was not sent.');
    queryClient.setQueryData(proofsQuery(api, auth, caseId).queryKey, outcome.value);
  };
  return (
    <div className={styles.actions}>
      <button type="button" className={button({ tone: 'primary' })} disabled={busy} onClick={() => void send()}>
        Send the {what} to the family
      </button>
      {failed && (
        <p role="alert" className={styles.alert}>
          {failed}
        </p>
      )}
    </div>
  );
}
