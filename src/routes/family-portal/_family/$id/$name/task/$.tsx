import { createFileRoute, notFound } from '@tanstack/react-router';
import { taskAddressOf } from '#src/features/family-tasks/task-address.ts';
import { TaskFrame } from '#src/features/family-tasks/TaskFrame.tsx';
import { caseTasksQuery, taskSuggestionsQuery } from '#src/lib/queries/family/tasks.ts';
import { loadTaskPage } from './-pages/task-pages.ts';

/**
 * /family-portal/{id}/{name}/task/{page} and review-stationery/{item} (spec §2): every task page
 * through one route (decision 0054), so the public entry carries one definition, not twelve. The
 * frame (back to the case, the task's status and who has it) around the page the address names; an
 * address that names none is the portal's 404. The tasks are read afresh on every arrival
 * (fetchQuery): another relative may have taken or finished the task since this tab last looked.
 */
export const Route = createFileRoute('/family-portal/_family/$id/$name/task/$')({
  // The loader reads the API through the contract's schemas and picks the page: neither is in the entry.
  codeSplitGroupings: [['loader', 'component']],
  loader: async ({ context: { queryClient, api }, params }) => {
    const address = taskAddressOf(params._splat);
    if (!address) throw notFound();
    const caseId = params.id;
    const [page] = await Promise.all([
      loadTaskPage(address.kind).then(async (taskPage) => {
        await taskPage.load({ queryClient, api, caseId });
        return taskPage;
      }),
      queryClient.fetchQuery(caseTasksQuery(api, caseId)).then(async (tasks) => {
        const task = tasks.items.find((candidate) => candidate.kind === address.kind);
        if (task) await queryClient.fetchQuery(taskSuggestionsQuery(api, caseId, task.id));
      }),
    ]);
    return { address, Page: page.Page };
  },
  component: function TaskRoute() {
    const { id, name } = Route.useParams();
    const { address, Page } = Route.useLoaderData();
    return (
      <TaskFrame caseId={id} kind={address.kind}>
        <Page caseId={id} caseName={name} item={address.item} />
      </TaskFrame>
    );
  },
});
