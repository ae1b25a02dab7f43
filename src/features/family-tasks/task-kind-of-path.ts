import { taskKinds, type TaskKind } from '#contract/family-tasks.ts';

/**
 * The task a /family-portal/{id}/{name}/task/{kind}[/...] address is about, or null when the
 * segment names no task page (the portal's 404 then). The router matches paths in any letter case.
 */
export function taskKindOfPath(pathname: string): TaskKind | null {
  const match = /\/task\/([^/?#]+)/i.exec(pathname);
  if (!match?.[1]) return null;
  let segment: string;
  try {
    segment = decodeURIComponent(match[1]).toLowerCase();
  } catch {
    return null;
  }
  return (taskKinds as readonly string[]).includes(segment) ? (segment as TaskKind) : null;
}
