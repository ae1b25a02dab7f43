import { useSuspenseQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { memorialVideoQuery } from '#src/lib/queries/site/memorial.ts';
import { obituaryQuery } from '#src/lib/queries/site/obituaries.ts';
import { PageHead } from '#src/lib/site/PageHead.tsx';
import * as styles from './memorial.css.ts';

/** /obituaries/{id}/{name}/memorial-video: the approved memorial video with its captions track. */
export function VideoPage({ id }: { id: number }) {
  const { api } = useRouteContext({ from: '__root__' });
  const { data: obituary } = useSuspenseQuery(obituaryQuery(api, id));
  const { data } = useSuspenseQuery(memorialVideoQuery(api, id));
  const video = data.video;
  return (
    <section aria-labelledby="video-heading">
      <PageHead
        title={`Memorial video for ${obituary.fullName}`}
        description={`A memorial video in tribute to ${obituary.fullName}.`}
      />
      <h2 id="video-heading">Memorial video</h2>
      {video ? (
        <video
          className={styles.video}
          controls
          preload="metadata"
          playsInline
          poster={video.poster ?? undefined}
          width={video.width ?? undefined}
          height={video.height ?? undefined}
          aria-label={`Memorial video for ${obituary.fullName}`}
        >
          <source src={video.url} type={video.contentType} />
          {video.captions && <track kind="captions" src={video.captions} srcLang="en" label="English" default />}
          <p>
            Your browser cannot play this video. <a href={video.url}>Download the memorial video</a>.
          </p>
        </video>
      ) : (
        <p className={styles.emptyState}>No memorial video yet.</p>
      )}
    </section>
  );
}
