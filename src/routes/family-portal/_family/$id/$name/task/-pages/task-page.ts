import type { ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { StationeryItemType } from '#contract/stationery-items.ts';
import type { ApiClient } from '#src/lib/api/client.ts';

export interface TaskPageProps {
  caseId: number;
  caseName: string;
  /** review-stationery/{item}: the proof the address names. */
  item: StationeryItemType | undefined;
}

/** One task page: what it reads before it shows (into the Query cache), and what it shows. */
export interface TaskPage {
  load: (input: { queryClient: QueryClient; api: ApiClient; caseId: number }) => Promise<unknown>;
  Page: (props: TaskPageProps) => ReactNode;
}
