import type { QueuedFile, UploadQueueActor } from '#machines/upload-queue/upload-queue.machine.ts';
import { percentOf } from '#machines/upload-queue/upload-queue.selectors.ts';
import { button } from '#src/ui/button/button.css.ts';
import * as styles from './media.css.ts';

const statusText: Record<QueuedFile['status'], string> = {
  queued: 'Waiting',
  uploading: 'Uploading',
  done: 'Uploaded',
  failed: 'Not uploaded',
};

/** Each chosen file with its own labelled progress bar, the server's message when refused, retry and remove. */
export function UploadQueueList({ actor, queued }: { actor: UploadQueueActor; queued: QueuedFile[] }) {
  if (queued.length === 0) return null;
  return (
    <section aria-labelledby="upload-queue-heading">
      <h3 id="upload-queue-heading">Uploads</h3>
      <ul className={styles.fileList}>
        {queued.map((file) => {
          const progressId = `progress-${file.id}`;
          return (
            <li key={file.id} className={styles.fileRow}>
              <div className={styles.progressLabel}>
                <label htmlFor={progressId}>
                  {file.name}: {statusText[file.status]}
                </label>
                <progress id={progressId} className={styles.progressBar} max={100} value={percentOf(file)}>
                  {percentOf(file)}%
                </progress>
                {file.error && (
                  <p className={styles.error} role="alert">
                    {file.error}
                  </p>
                )}
              </div>
              <div className={styles.actions}>
                {file.status === 'failed' && (
                  <button
                    type="button"
                    className={button({ tone: 'secondary' })}
                    aria-label={`Retry ${file.name}`}
                    onClick={() => actor.send({ type: 'file.retry', id: file.id })}
                  >
                    Retry
                  </button>
                )}
                <button
                  type="button"
                  className={button({ tone: 'secondary' })}
                  aria-label={`Remove ${file.name} from the uploads`}
                  onClick={() => actor.send({ type: 'file.remove', id: file.id })}
                >
                  Remove
                </button>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
