import type { ComponentProps } from 'react';
import type { ReportTable as ReportTableName } from '#contract/staff-reports.ts';
import type { AuthActorRef } from '#machines/auth/auth.machine.ts';
import type { ReportsSearch } from '#src/lib/queries/console/reports.ts';
import { BarChart } from './BarChart.tsx';
import { DownloadCsv } from './DownloadCsv.tsx';
import { ReportTable } from './ReportTable.tsx';

/*
 * One figure of a report (decisions 0126, 0127): its chart when it has one, the table that holds the
 * same figures, and the table's CSV. The chart and the download are named by the table's caption
 * unless told otherwise.
 */
export function ReportFigure({
  auth,
  search,
  chart,
  table,
  csv,
}: {
  auth: AuthActorRef;
  search: ReportsSearch;
  /** Its bars; `title` only where the chart shows less than the table ("Shop sales by month"). */
  chart?: Omit<ComponentProps<typeof BarChart>, 'title'> & { title?: string };
  table: ComponentProps<typeof ReportTable>;
  /** The server's name of the table and of its file; `what` where the button should name it otherwise. */
  csv: { table: ReportTableName; fileName: string; what?: string };
}) {
  return (
    <>
      {chart && <BarChart {...chart} title={chart.title ?? table.caption} />}
      <ReportTable {...table} />
      <DownloadCsv
        auth={auth}
        search={search}
        table={csv.table}
        fileName={csv.fileName}
        what={csv.what ?? table.caption}
      />
    </>
  );
}
