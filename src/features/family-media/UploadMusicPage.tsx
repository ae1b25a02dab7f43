import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { taskTitles } from '#contract/task-kinds.ts';
import { familyMusicQuery } from '#src/lib/queries/family/media.ts';
import { button } from '#src/ui/button/button.css.ts';
import { RecordTable } from '#src/ui/record-table/RecordTable.tsx';
import { stackedTable } from '#src/ui/table/stacked-table.css.ts';
import { FilesToAdd } from './FilesToAdd.tsx';
import { UploadQueueList } from './UploadQueueList.tsx';
import { useUploadQueue } from './use-upload-queue.ts';
import * as styles from './media.css.ts';

/** "3:07": a song's length as people read it. */
export const durationText = (seconds: number): string =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

const removeHeading = (
  <>
    <span aria-hidden="true" />
    Remove
  </>
);

/** task/upload-music: audio files, each with the title and length read from the file. */
export function UploadMusicPage({ caseId }: { caseId: number }) {
  const { api } = useRouteContext({ from: '__root__' });
  const queryClient = useQueryClient();
  const { data: music } = useSuspenseQuery(familyMusicQuery(api, caseId));
  const refresh = () => queryClient.invalidateQueries({ queryKey: familyMusicQuery(api, caseId).queryKey });
  // A file without a title tag is named by its file name, without the extension.
  const { actor, queued } = useUploadQueue(`/api/family/cases/${caseId}/music`, {
    query: (file) => (file instanceof File ? { title: file.name.replace(/\.[^.]+$/, '').slice(0, 200) } : {}),
    onUploaded: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: number) => api.delete(`/api/family/cases/${caseId}/music/${id}`),
    onSettled: refresh,
  });
  return (
    <div className={styles.page}>
      <h2>{taskTitles['upload-music']}</h2>
      <p className={styles.intro}>
        Add the songs for the service and the memorial (MP3, M4A, Ogg, FLAC or WAV, up to 50 MB each). The title and
        length are read from each file.
      </p>
      <FilesToAdd id="music-files" label="Songs to add" accept="audio/*" actor={actor} />
      <UploadQueueList actor={actor} queued={queued} />
      <section aria-labelledby="songs-heading">
        <h3 id="songs-heading">The songs ({music.total})</h3>
        {music.items.length === 0 ? (
          <p>No songs yet.</p>
        ) : (
          <RecordTable
            className={stackedTable}
            columns={['Title', 'Length', 'Listen', { label: removeHeading }]}
            rows={music.items}
            rowKey={(track) => track.id}
          >
            {(track) => (
              <>
                <td>{track.title}</td>
                <td data-label="Length">{durationText(track.durationSeconds)}</td>
                <td>
                  {/* preload none: a long album costs nothing until a song is played. */}
                  <audio
                    className={styles.audio}
                    controls
                    preload="none"
                    src={track.url}
                    aria-label={`Listen to ${track.title}`}
                  />
                </td>
                <td>
                  <button
                    type="button"
                    className={button({ tone: 'secondary' })}
                    aria-label={`Remove ${track.title}`}
                    onClick={() => remove.mutate(track.id)}
                  >
                    Remove
                  </button>
                </td>
              </>
            )}
          </RecordTable>
        )}
      </section>
    </div>
  );
}
