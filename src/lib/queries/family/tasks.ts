import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { taskKinds } from '#contract/task-kinds.ts';
import type { ApiClient } from '#src/lib/api/client.ts';
import { responseSchemas } from './response-schemas.ts';

/*
 * A case's tasks, their suggested assignees and the life details (spec §7 "Family cases"). Portal
 * code only. The writes (features' task calls) answer the new state; their callers refresh the
 * case's task list after each.
 */

/** Every task of a case fits one page (one per task page). */
const TASKS_PAGE_SIZE = taskKinds.length;

export const caseTasksQuery = (api: ApiClient, caseId: number) =>
  queryOptions({
    queryKey: ['family', 'case', caseId, 'tasks'],
    queryFn: () =>
      api.get(`/api/family/cases/${caseId}/tasks`, {
        query: { page: 1, pageSize: TASKS_PAGE_SIZE },
        schema: responseSchemas?.caseTasksPage,
      }),
    staleTime: 0,
  });

export const taskSuggestionsQuery = (api: ApiClient, caseId: number, taskId: number) =>
  queryOptions({
    queryKey: ['family', 'case', caseId, 'tasks', taskId, 'suggestions'],
    queryFn: () =>
      api.get(`/api/family/cases/${caseId}/tasks/${taskId}/user-suggestions`, {
        schema: responseSchemas?.taskSuggestions,
      }),
    staleTime: 0,
  });

export const caseDetailsQuery = (api: ApiClient, caseId: number) =>
  queryOptions({
    queryKey: ['family', 'case', caseId, 'details'],
    queryFn: () => api.get(`/api/family/cases/${caseId}/case-details`, { schema: responseSchemas?.caseDetailsView }),
    staleTime: 0,
  });

/** After a task changed: its list (the home, the frame) and its suggestions are read again. */
export const refreshTasks = (queryClient: QueryClient, caseId: number) =>
  queryClient.invalidateQueries({ queryKey: ['family', 'case', caseId, 'tasks'] });
