import { useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { staffObituary } from '#contract/staff-obituaries.ts';
import type { AuthActorRef } from '#machines/auth/auth.machine.ts';
import { watchSession } from '#src/lib/console/session-watch.ts';
import { button } from '#src/ui/button/button.css.ts';
import { obituaryQuery } from '#src/lib/queries/console/obituaries.ts';
import * as styles from './obituaries.css.ts';

export interface MainPhotoUploadProps {
  auth: AuthActorRef;
  obituaryId: number;
  /** The form's unsaved changes would be lost to the answer: the upload waits for a save. */
  dirty: boolean;
  onUploaded: () => void;
}

/**
 * The console's upload of the main photo (decision 0066) for a case whose family gave none: the file
 * goes as the family's obituary photo does (one streamed body, cropped to 4:5 on the server), and the
 * answer is the obituary with its new photo, which replaces the cached one.
 */
export function MainPhotoUpload({ auth, obituaryId, dirty, onUploaded }: MainPhotoUploadProps) {
  const { api, files } = useRouteContext({ from: '__root__' });
  const queryClient = useQueryClient();
  const inputId = useId();
  const [chosen, setChosen] = useState<File | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [failed, setFailed] = useState('');

  const upload = async (file: File) => {
    setFailed('');
    setPercent(0);
    try {
      const answer = await watchSession(
        auth,
        files.upload(`/api/staff/obituaries/${obituaryId}/photo`, file, {
          onProgress: (loaded, total) => setPercent(Math.floor((100 * loaded) / total)),
        }),
      );
      queryClient.setQueryData(obituaryQuery(api, auth, obituaryId).queryKey, staffObituary.parse(answer));
      onUploaded();
    } catch (error) {
      setFailed(error instanceof Error ? error.message : 'The upload failed. Please try again.');
    } finally {
      setPercent(null);
    }
  };

  return (
    <div className={styles.stack}>
      <label htmlFor={inputId}>Upload a main photo</label>
      <input
        id={inputId}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        aria-describedby={`${inputId}-hint`}
        onChange={(event) => setChosen(event.currentTarget.files?.[0] ?? null)}
      />
      <p id={`${inputId}-hint`} className={styles.reason}>
        JPEG, PNG or WebP, up to 15 MB. The middle of it is kept, 4 wide by 5 high.
        {dirty && ' Save your changes first.'}
      </p>
      {percent !== null && <progress aria-label="Uploading the photo" max={100} value={percent} />}
      {failed && (
        <p role="alert" className={styles.reason}>
          {failed}
        </p>
      )}
      <div>
        <button
          type="button"
          className={button({ tone: 'secondary' })}
          disabled={!chosen || dirty || percent !== null}
          onClick={() => chosen && void upload(chosen)}
        >
          Upload the photo
        </button>
      </div>
    </div>
  );
}
