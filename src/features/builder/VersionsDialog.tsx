import { useQuery } from '@tanstack/react-query';
import { useConsoleTime } from '#src/lib/console/company-clock.ts';
import type { SiteVersionSummary } from '#contract/builder.ts';
import { useBuilderServices, useCan } from './builder-context.tsx';
import { companyClockQuery } from '#src/lib/queries/console/company-clock.ts';
import { versionsQuery } from '#src/lib/queries/site/builder.ts';
import * as styles from './builder.css.ts';
import { Dialog } from './Dialog.tsx';
import { DialogTable } from './DialogTable.tsx';
import { QueryStatus } from './QueryStatus.tsx';

function RollbackButton({ version, onDone }: { version: SiteVersionSummary; onDone: () => void }) {
  const { builder } = useBuilderServices();
  const can = useCan({ type: 'version.rollback', version: version.version });
  const label = version.current
    ? `Reset the draft to version ${version.version}`
    : `Roll back to version ${version.version}`;
  const question = version.current
    ? `Reset the draft to version ${version.version}? Unpublished changes in the draft will be lost.`
    : `Roll back to version ${version.version}? Visitors will see it at once, and the draft will start again from it.`;
  return (
    <button
      type="button"
      className={styles.tool({ tone: version.current ? 'light' : 'danger' })}
      disabled={!can}
      onClick={() => {
        if (!window.confirm(question)) return;
        builder.send({ type: 'version.rollback', version: version.version });
        onDone();
      }}
    >
      {label}
    </button>
  );
}

/** Every published version, newest first; any of them can be published again (rolled back to). */
export function VersionsDialog({ onClose }: { onClose: () => void }) {
  const timeText = useConsoleTime();
  const { api } = useBuilderServices();
  // The builder sits on the public site, outside the console's frame that loads the company's clock
  // (decision 0115): the dialog loads it itself, so its times are the funeral home's, not the device's.
  const clock = useQuery(companyClockQuery(api));
  const versions = useQuery(versionsQuery(api));
  return (
    <Dialog
      title="Published versions"
      onClose={onClose}
      description="Every version you publish is kept. Rolling back publishes an earlier version again."
    >
      <QueryStatus
        query={versions}
        loading="Loading the versions…"
        failed="The versions could not be loaded. Close this and try again."
      />
      {versions.data && !clock.isPending && (
        <DialogTable
          caption="Published versions, newest first"
          columns={['Version', 'Published', 'By', 'Action']}
          rows={versions.data.items}
          rowKey={(version) => version.version}
        >
          {(version) => (
            <>
              <th scope="row">
                {version.version}
                {version.current && <> (visitors see this)</>}
              </th>
              <td>
                <time dateTime={version.publishedAt}>{timeText(version.publishedAt)}</time>
              </td>
              <td>{version.publishedBy}</td>
              <td>
                <RollbackButton version={version} onDone={onClose} />
              </td>
            </>
          )}
        </DialogTable>
      )}
    </Dialog>
  );
}
