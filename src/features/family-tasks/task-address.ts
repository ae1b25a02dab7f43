import { taskKinds, type TaskKind } from '#contract/task-kinds.ts';
import { isStationeryItemType, type StationeryItemType } from '#contract/stationery-items.ts';

/** A task page of the portal: the task, and for review-stationery the proof it opens, if any. */
export interface TaskAddress {
  kind: TaskKind;
  item: StationeryItemType | undefined;
}

const lower = (segment: string): string | null => {
  try {
    return decodeURIComponent(segment).toLowerCase();
  } catch {
    return null;
  }
};

/**
 * The task page /family-portal/{id}/{name}/task/{splat} names, or null (the portal's 404): a task
 * page is one segment, and review-stationery/{item} adds one proof (spec §2). Any letter case, as
 * the router matches paths; a trailing slash changes nothing.
 */
export function taskAddressOf(splat: string | undefined): TaskAddress | null {
  const segments = (splat ?? '').split('/').filter((segment) => segment !== '');
  const [first, second, ...rest] = segments.map(lower);
  if (!first || rest.length > 0 || !(taskKinds as readonly string[]).includes(first)) return null;
  const kind = first as TaskKind;
  if (second === undefined) return { kind, item: undefined };
  if (kind === 'review-stationery' && second !== null && isStationeryItemType(second)) return { kind, item: second };
  return null;
}
