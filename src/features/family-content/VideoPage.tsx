import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import type { VideoProof } from '#contract/family-proofs.ts';
import { ProofVideo } from '#src/lib/proofs/ProofVideo.tsx';
import { refreshCase, videoProofQuery } from '#src/lib/queries/family/content.ts';
import { responseSchemas } from '#src/lib/queries/family/response-schemas.ts';
import { ApprovePanel, CommentForm } from './ProofControls.tsx';
import { ProofComments } from './ProofComments.tsx';
import { ProofHistory } from './ProofHistory.tsx';
import { TaskHeading } from './TaskHeading.tsx';
import { useProofReview } from './use-proof-review.ts';
import * as styles from './content.css.ts';

/**
 * task/review-video: the memorial video proof (native player with its captions track), comments,
 * and the two-step approval; once approved it plays on the public memorial-video page. The newest
 * version is reviewed; older ones are listed below to watch (decision 0078).
 */
export function VideoPage({ caseId }: { caseId: number }) {
  const { api } = useRouteContext({ from: '__root__' });
  const queryClient = useQueryClient();
  const { data } = useSuspenseQuery(videoProofQuery(api, caseId));
  const base = `/api/family/cases/${caseId}/video` as const;
  const answered = async (call: Promise<VideoProof>) => {
    queryClient.setQueryData(videoProofQuery(api, caseId).queryKey, await call);
    await refreshCase(queryClient, caseId);
  };
  const review = useProofReview(data.video?.approvedAt != null, {
    comment: (_target, text) =>
      answered(api.post(`${base}/comment`, { body: { text }, schema: responseSchemas?.videoProof })),
    approve: () => answered(api.post(`${base}/approve`, { schema: responseSchemas?.videoProof })),
    refresh: () => refreshCase(queryClient, caseId),
  });
  const { video } = data;
  return (
    <div className={styles.stack}>
      <TaskHeading kind="review-video" />
      {video && video.history.length > 0 && (
        <p className={styles.note}>Version {video.version}: earlier versions are below.</p>
      )}
      {!video ? (
        <p className={styles.note}>The funeral home has not sent the memorial video yet.</p>
      ) : (
        <>
          <ProofVideo video={video} label="Memorial video proof" className={styles.video} current />
          <section aria-labelledby="video-comments" className={styles.stack}>
            <h3 id="video-comments">Comments</h3>
            <ProofComments comments={video.comments} label="Comments on the video" />
            {!video.approvedAt && <CommentForm review={review} target="video" label="Comment on the video" />}
          </section>
          <ApprovePanel review={review} what="The memorial video" />
          <ProofHistory versions={video.history} what="memorial video">
            {(version) => (
              <>
                <ProofVideo
                  video={version}
                  label={`Memorial video, version ${version.version}`}
                  className={styles.video}
                />
                <ProofComments comments={version.comments} label={`Comments on version ${version.version}`} />
              </>
            )}
          </ProofHistory>
        </>
      )}
    </div>
  );
}
