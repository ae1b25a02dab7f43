import { useMutation } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useEffect, useMemo, useState } from 'react';
import type { CasePhoto } from '#contract/family-media.ts';
import { taskTitles } from '#contract/task-kinds.ts';
import { button } from '#src/ui/button/button.css.ts';
import { ResponsiveImg } from '#src/lib/ResponsiveImg.tsx';
import * as styles from './media.css.ts';

/**
 * task/upload-obituary-photo: choose a photo, see it as the obituary will show it, save. The crop is
 * the centre of the photo in the obituary's 4:5 shape: the preview (object-fit: cover in a 4:5 box)
 * shows exactly the region the server keeps when no crop box is sent (decision 0048).
 */
export function UploadObituaryPhotoPage({ caseId }: { caseId: number }) {
  const { files } = useRouteContext({ from: '__root__' });
  const [chosen, setChosen] = useState<File | null>(null);
  const [percent, setPercent] = useState(0);
  const preview = useMemo(() => (chosen ? URL.createObjectURL(chosen) : null), [chosen]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  const save = useMutation({
    mutationFn: (file: File) =>
      files.upload(`/api/family/cases/${caseId}/case-photo`, file, {
        onProgress: (loaded, total) => setPercent(Math.floor((100 * loaded) / total)),
      }) as Promise<CasePhoto>,
    onSuccess: () => setChosen(null),
  });

  return (
    <div className={styles.page}>
      <h2>{taskTitles['upload-obituary-photo']}</h2>
      <p className={styles.intro}>
        The obituary shows one photo in portrait, 4 wide by 5 high. The middle of your photo is kept: the preview shows
        exactly what the obituary will show.
      </p>
      <form
        className={styles.page}
        onSubmit={(event) => {
          event.preventDefault();
          if (chosen) save.mutate(chosen);
        }}
      >
        <div className={styles.fieldStack}>
          <label htmlFor="obituary-photo-file">Obituary photo</label>
          <input
            id="obituary-photo-file"
            className={styles.input}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            onChange={(event) => {
              save.reset();
              setPercent(0);
              setChosen(event.currentTarget.files?.[0] ?? null);
            }}
          />
        </div>
        {preview && (
          <figure>
            <img src={preview} alt="Preview of the obituary photo, cropped" className={styles.portrait} />
            <figcaption>Preview, as the obituary will show it</figcaption>
          </figure>
        )}
        {save.isPending && (
          <div className={styles.fieldStack}>
            <label htmlFor="obituary-photo-progress">Uploading the photo</label>
            <progress id="obituary-photo-progress" className={styles.progressBar} max={100} value={percent} />
          </div>
        )}
        {save.error && (
          <p className={styles.error} role="alert">
            {save.error.message}
          </p>
        )}
        <div className={styles.actions}>
          <button type="submit" className={button({ tone: 'primary' })} disabled={!chosen || save.isPending}>
            Save the obituary photo
          </button>
        </div>
      </form>
      {save.data && (
        <section aria-labelledby="saved-photo-heading">
          <h3 id="saved-photo-heading">The obituary photo</h3>
          <p role="status">Saved. This is the obituary’s photo now.</p>
          <ResponsiveImg image={save.data.image} alt="The obituary photo" sizes="16rem" className={styles.portrait} />
        </section>
      )}
    </div>
  );
}
