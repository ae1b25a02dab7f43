import { useRef, useState } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { srcSet } from '#contract/src-set.ts';
import { obituaryQuery } from '#src/lib/queries/site/obituaries.ts';
import { obituaryPhotosQuery } from '#src/lib/queries/site/memorial.ts';
import { PageHead } from '#src/lib/site/PageHead.tsx';
import { PhotoViewer } from './PhotoViewer.tsx';
import * as styles from './memorial.css.ts';

/** Photos in the first rows load at once; the rest when they come near the screen. */
const EAGER_PHOTOS = 4;

/** /obituaries/{id}/{name}/photos: the family's album, each photo opening the viewer. */
export function PhotosPage({ id }: { id: number }) {
  const { api } = useRouteContext({ from: '__root__' });
  const { data: obituary } = useSuspenseQuery(obituaryQuery(api, id));
  const { data: album } = useSuspenseQuery(obituaryPhotosQuery(api, id));
  const [open, setOpen] = useState<number | null>(null);
  const thumbnails = useRef<(HTMLButtonElement | null)[]>([]);

  const close = (last: number) => {
    setOpen(null);
    // Back to the photo the visitor ended on, so they continue from there.
    thumbnails.current[last]?.focus();
  };

  return (
    <section aria-labelledby="photos-heading">
      <PageHead
        title={`Photos of ${obituary.fullName}`}
        description={`Photos shared in memory of ${obituary.fullName}.`}
      />
      <h2 id="photos-heading">Photos</h2>
      {album.items.length === 0 ? (
        <p className={styles.emptyState}>No photos have been shared yet.</p>
      ) : (
        <ul className={styles.gallery}>
          {album.items.map((photo, index) => (
            <li key={photo.id}>
              <figure>
                <button
                  type="button"
                  className={styles.thumbnailButton}
                  ref={(element) => {
                    thumbnails.current[index] = element;
                  }}
                  onClick={() => setOpen(index)}
                  aria-haspopup="dialog"
                >
                  <img
                    className={styles.thumbnail}
                    src={photo.url}
                    srcSet={srcSet(photo)}
                    sizes="(min-width: 900px) 22rem, (min-width: 640px) 45vw, 100vw"
                    width={photo.width}
                    height={photo.height}
                    alt={photo.alt ? `View photo: ${photo.alt}` : `View photo ${index + 1}`}
                    loading={index < EAGER_PHOTOS ? 'eager' : 'lazy'}
                    decoding="async"
                  />
                </button>
                {photo.alt && <figcaption className={styles.caption}>{photo.alt}</figcaption>}
              </figure>
            </li>
          ))}
        </ul>
      )}
      {open !== null && <PhotoViewer photos={album.items} start={open} onClose={close} />}
    </section>
  );
}
