import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import type { FamilyPhoto } from '#contract/family-media.ts';
import { taskTitles } from '#contract/task-kinds.ts';
import { familyPhotosQuery } from '#src/lib/queries/family/media.ts';
import { button } from '#src/ui/button/button.css.ts';
import { ResponsiveImg } from '#src/lib/ResponsiveImg.tsx';
import { FilesToAdd } from './FilesToAdd.tsx';
import { UploadQueueList } from './UploadQueueList.tsx';
import { useUploadQueue } from './use-upload-queue.ts';
import * as styles from './media.css.ts';

/** task/upload-photos: many photos at once, a progress bar for each, then captions, order and removal. */
export function UploadPhotosPage({ caseId }: { caseId: number }) {
  const { api } = useRouteContext({ from: '__root__' });
  const queryClient = useQueryClient();
  const { data: album } = useSuspenseQuery(familyPhotosQuery(api, caseId));
  const refresh = () => queryClient.invalidateQueries({ queryKey: familyPhotosQuery(api, caseId).queryKey });
  const { actor, queued } = useUploadQueue(`/api/family/cases/${caseId}/photos`, { onUploaded: refresh });
  const save = useMutation({
    mutationFn: (photos: { id: number; caption: string }[]) =>
      api.post(`/api/family/cases/${caseId}/photos`, { body: { photos } }),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: number) => api.delete(`/api/family/cases/${caseId}/photos/${id}`),
    onSettled: refresh,
  });
  const order = album.items.map((photo) => ({ id: photo.id, caption: photo.caption }));
  const move = (index: number, by: -1 | 1) => {
    const next = [...order];
    const [moved] = next.splice(index, 1);
    next.splice(index + by, 0, moved!);
    save.mutate(next);
  };

  return (
    <div className={styles.page}>
      <h2>{taskTitles['upload-photos']}</h2>
      <p className={styles.intro}>
        Choose as many photos as you like (JPEG, PNG or WebP, up to 15 MB each). They upload two at a time; location and
        camera details are removed from every photo.
      </p>
      <FilesToAdd id="photo-files" label="Photos to add" accept="image/jpeg,image/png,image/webp" actor={actor} />
      <UploadQueueList actor={actor} queued={queued} />
      <section aria-labelledby="album-heading">
        <h3 id="album-heading">The album ({album.items.length})</h3>
        {album.items.length === 0 ? (
          <p>No photos yet.</p>
        ) : (
          <ol className={styles.grid}>
            {album.items.map((photo, index) => (
              <PhotoCard
                key={photo.id}
                photo={photo}
                position={index + 1}
                count={album.items.length}
                onCaption={(caption) =>
                  save.mutate(order.map((entry) => (entry.id === photo.id ? { ...entry, caption } : entry)))
                }
                onMove={(by) => move(index, by)}
                onRemove={() => remove.mutate(photo.id)}
              />
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}

function PhotoCard(props: {
  photo: FamilyPhoto;
  position: number;
  count: number;
  onCaption: (caption: string) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const { photo, position, count } = props;
  const [caption, setCaption] = useState(photo.caption);
  const captionId = `caption-${photo.id}`;
  const label = photo.caption || `Photo ${position}`;
  return (
    <li className={styles.card}>
      <ResponsiveImg image={photo.image} alt={photo.caption} sizes={styles.gridImageSizes} className={styles.thumb} />
      <form
        className={styles.fieldStack}
        onSubmit={(event) => {
          event.preventDefault();
          props.onCaption(caption);
        }}
      >
        <label htmlFor={captionId}>Caption of photo {position}</label>
        <input
          id={captionId}
          className={styles.input}
          value={caption}
          maxLength={500}
          onChange={(event) => setCaption(event.currentTarget.value)}
        />
        <button
          type="submit"
          className={button({ tone: 'secondary' })}
          aria-label={`Save the caption of photo ${position}`}
        >
          Save caption
        </button>
      </form>
      <div className={styles.actions}>
        <button
          type="button"
          className={button({ tone: 'secondary' })}
          disabled={position === 1}
          aria-label={`Move ${label} earlier`}
          onClick={() => props.onMove(-1)}
        >
          Earlier
        </button>
        <button
          type="button"
          className={button({ tone: 'secondary' })}
          disabled={position === count}
          aria-label={`Move ${label} later`}
          onClick={() => props.onMove(1)}
        >
          Later
        </button>
        <button
          type="button"
          className={button({ tone: 'secondary' })}
          aria-label={`Delete ${label}`}
          onClick={props.onRemove}
        >
          Delete
        </button>
      </div>
    </li>
  );
}
