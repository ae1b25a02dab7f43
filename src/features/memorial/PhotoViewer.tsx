import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { AlbumPhoto } from '#contract/memorial.ts';
import { srcSet } from '#contract/src-set.ts';
import { button } from '#src/ui/button/button.css.ts';
import * as styles from './memorial.css.ts';

export interface PhotoViewerProps {
  photos: AlbumPhoto[];
  start: number;
  /** Called with the photo shown last, whose thumbnail takes the focus back. */
  onClose: (last: number) => void;
}

/**
 * The album one photo at a time, in a modal <dialog>: the browser keeps focus inside it and closes
 * it on Escape; the arrow keys move between photos (wrapping around), and the caption is shown
 * under each photo and read with the dialog's title.
 */
export function PhotoViewer({ photos, start, onClose }: PhotoViewerProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [index, setIndex] = useState(start);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);

  const photo = photos[index]!;
  const move = (step: number) => setIndex((at) => (at + step + photos.length) % photos.length);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') move(1);
    else if (event.key === 'ArrowLeft') move(-1);
    else return;
    event.preventDefault();
  };

  return (
    <dialog
      ref={dialog}
      className={styles.viewer}
      aria-labelledby="photo-viewer-title"
      aria-describedby="photo-viewer-caption"
      onKeyDown={onKeyDown}
      // Escape, or the Close button: the dialog closes itself, then the page gets its focus back.
      onClose={() => onClose(index)}
    >
      <div className={styles.viewerHeader}>
        <h2 id="photo-viewer-title" className={styles.viewerTitle} aria-live="polite">
          Photo {index + 1} of {photos.length}
        </h2>
        <button type="button" className={button({ tone: 'secondary' })} onClick={() => dialog.current?.close()}>
          Close
        </button>
      </div>
      <figure className={styles.viewerFigure}>
        <img
          key={photo.id}
          className={styles.viewerImage}
          src={photo.url}
          srcSet={srcSet(photo)}
          sizes="(min-width: 1340px) 1280px, 100vw"
          width={photo.width}
          height={photo.height}
          alt={photo.alt}
        />
        <figcaption id="photo-viewer-caption" className={styles.viewerCaption}>
          {photo.alt}
        </figcaption>
      </figure>
      {photos.length > 1 && (
        <div className={styles.viewerActions}>
          <button type="button" className={button({ tone: 'secondary' })} onClick={() => move(-1)}>
            Previous photo
          </button>
          <button type="button" className={button({ tone: 'secondary' })} onClick={() => move(1)}>
            Next photo
          </button>
        </div>
      )}
    </dialog>
  );
}
