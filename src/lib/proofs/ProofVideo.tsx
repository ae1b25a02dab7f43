import type { VideoVersion } from '#contract/family-proofs.ts';

export interface ProofVideoProps {
  video: Pick<VideoVersion, 'url' | 'contentType' | 'captions' | 'poster' | 'width' | 'height'>;
  /** What the video is, for its accessible name: "Memorial video, version 2". */
  label: string;
  className: string;
  /** The version under review loads its first frame and keeps its size; older ones load nothing until played. */
  current?: boolean;
}

/** A version of the memorial video proof with its captions, the family's review and the console alike (decision 0078). */
export function ProofVideo({ video, label, className, current = false }: ProofVideoProps) {
  return (
    <video
      className={className}
      controls
      preload={current ? 'metadata' : 'none'}
      poster={video.poster ?? undefined}
      width={current ? (video.width ?? undefined) : undefined}
      height={current ? (video.height ?? undefined) : undefined}
      aria-label={label}
    >
      <source src={video.url} type={video.contentType} />
      {video.captions && <track kind="captions" src={video.captions} srcLang="en" label="English" default />}
    </video>
  );
}
