import type { CaseDetails } from '#contract/family-case-details.ts';
import type { TaskStatus } from '#contract/family-tasks.ts';
import type { ApiClient } from '#src/lib/api/client.ts';
import { responseSchemas } from '#src/lib/queries/family/response-schemas.ts';

/*
 * A case's task writes (spec §7 "Family cases"): assigning, the status, and the life details. Each
 * answers the new state; the callers refresh the case's task list after each (refreshTasks).
 */

const taskPath = (caseId: number, taskId: number) => `/api/family/cases/${caseId}/tasks/${taskId}` as const;

export const assignTask = (api: ApiClient, caseId: number, taskId: number, userId: number) =>
  api.post(`${taskPath(caseId, taskId)}/assign/${userId}`, { schema: responseSchemas?.caseTask });

export const unassignTask = (api: ApiClient, caseId: number, taskId: number, userId: number) =>
  api.post(`${taskPath(caseId, taskId)}/unassign/${userId}`, { schema: responseSchemas?.caseTask });

export const setTaskStatus = (api: ApiClient, caseId: number, taskId: number, status: TaskStatus) =>
  api.post(`${taskPath(caseId, taskId)}/status/${status}`, { schema: responseSchemas?.caseTask });

export const saveCaseDetails = (api: ApiClient, caseId: number, details: CaseDetails) =>
  api.post(`/api/family/cases/${caseId}/case-details`, { body: details, schema: responseSchemas?.caseDetailsView });
