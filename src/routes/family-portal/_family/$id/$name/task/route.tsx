import { createFileRoute, notFound, Outlet, useLocation } from '@tanstack/react-router';
import { TaskFrame } from '#src/features/family-tasks/TaskFrame.tsx';
import { taskKindOfPath } from '#src/features/family-tasks/task-kind-of-path.ts';
import { caseTasksQuery, taskSuggestionsQuery } from '#src/lib/queries/family-tasks.ts';

/**
 * /family-portal/{id}/{name}/task/{page} (spec §2): the frame of every task page (back to the case,
 * the task's status and who has it, with their controls), the page below it. An address that names
 * no task page is the portal's 404. The tasks are read afresh on every arrival (fetchQuery): another
 * relative may have taken or finished the task since this tab last looked.
 */
export const Route = createFileRoute('/family-portal/_family/$id/$name/task')({
  // The loader reads the API through the contract's schemas: it loads with the page, never in the entry.
  codeSplitGroupings: [['loader', 'component']],
  loader: async ({ context, params, location }) => {
    const kind = taskKindOfPath(location.pathname);
    if (!kind) throw notFound();
    const tasks = await context.queryClient.fetchQuery(caseTasksQuery(context.api, params.id));
    const task = tasks.items.find((candidate) => candidate.kind === kind);
    if (task) await context.queryClient.fetchQuery(taskSuggestionsQuery(context.api, params.id, task.id));
  },
  component: function TaskFrameRoute() {
    const kind = taskKindOfPath(useLocation().pathname);
    const caseId = Route.useParams().id;
    if (!kind) return null;
    return (
      <TaskFrame caseId={caseId} kind={kind}>
        <Outlet />
      </TaskFrame>
    );
  },
});
