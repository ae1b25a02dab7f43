import type { UploadQueueActor } from '#machines/upload-queue/upload-queue.machine.ts';
import * as styles from './media.css.ts';

/**
 * The labelled file input of a media page: every file chosen joins the page's upload queue, and the
 * input is emptied so the same file can be chosen again (after a refusal, say).
 */
export function FilesToAdd({
  id,
  label,
  accept,
  actor,
}: {
  id: string;
  label: string;
  accept: string;
  actor: UploadQueueActor;
}) {
  return (
    <div className={styles.fieldStack}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className={styles.input}
        type="file"
        multiple
        accept={accept}
        onChange={(event) => {
          const chosen = [...(event.currentTarget.files ?? [])];
          if (chosen.length > 0)
            actor.send({ type: 'files.add', files: chosen.map((file) => ({ name: file.name, file })) });
          event.currentTarget.value = '';
        }}
      />
    </div>
  );
}
