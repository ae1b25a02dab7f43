import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { caseDetailsView, type CaseDetails } from '#contract/family-case-details.ts';
import { invitationSent, type InvitationBody } from '#contract/family-invitations.ts';
import { taskSuggestions } from '#contract/family-task-calls.ts';
import { caseTask, caseTasksPage, taskKinds, type TaskStatus } from '#contract/family-tasks.ts';
import type { ApiClient } from '#src/lib/api/client.ts';

/*
 * A case's tasks, members, invitations and life details (issue 13; spec §7 "Family cases"). Portal
 * code only. Writes answer the new state; the callers refresh the case's task list after each.
 */

/** Every task of a case fits one page (one per task page). */
const TASKS_PAGE_SIZE = taskKinds.length;

export const caseTasksQuery = (api: ApiClient, caseId: number) =>
  queryOptions({
    queryKey: ['family', 'case', caseId, 'tasks'],
    queryFn: () =>
      api.get(`/api/family/cases/${caseId}/tasks`, {
        query: { page: 1, pageSize: TASKS_PAGE_SIZE },
        schema: caseTasksPage,
      }),
    staleTime: 0,
  });

export const taskSuggestionsQuery = (api: ApiClient, caseId: number, taskId: number) =>
  queryOptions({
    queryKey: ['family', 'case', caseId, 'tasks', taskId, 'suggestions'],
    queryFn: () => api.get(`/api/family/cases/${caseId}/tasks/${taskId}/user-suggestions`, { schema: taskSuggestions }),
    staleTime: 0,
  });

export const caseDetailsQuery = (api: ApiClient, caseId: number) =>
  queryOptions({
    queryKey: ['family', 'case', caseId, 'details'],
    queryFn: () => api.get(`/api/family/cases/${caseId}/case-details`, { schema: caseDetailsView }),
    staleTime: 0,
  });

const taskPath = (caseId: number, taskId: number) => `/api/family/cases/${caseId}/tasks/${taskId}` as const;

export const assignTask = (api: ApiClient, caseId: number, taskId: number, userId: number) =>
  api.post(`${taskPath(caseId, taskId)}/assign/${userId}`, { schema: caseTask });

export const unassignTask = (api: ApiClient, caseId: number, taskId: number, userId: number) =>
  api.post(`${taskPath(caseId, taskId)}/unassign/${userId}`, { schema: caseTask });

export const setTaskStatus = (api: ApiClient, caseId: number, taskId: number, status: TaskStatus) =>
  api.post(`${taskPath(caseId, taskId)}/status/${status}`, { schema: caseTask });

export const inviteRelative = (api: ApiClient, caseId: number, body: InvitationBody) =>
  api.post(`/api/family/cases/${caseId}/invite`, { body, schema: invitationSent });

export const saveCaseDetails = (api: ApiClient, caseId: number, details: CaseDetails) =>
  api.post(`/api/family/cases/${caseId}/case-details`, { body: details, schema: caseDetailsView });

/** After a task changed: its list (the home, the frame) and its suggestions are read again. */
export const refreshTasks = (queryClient: QueryClient, caseId: number) =>
  queryClient.invalidateQueries({ queryKey: ['family', 'case', caseId, 'tasks'] });
