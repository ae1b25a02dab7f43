import { caseParams } from '#contract/family-arrangements.ts';
import {
  caseMembersList,
  caseTasksQuery,
  taskMemberParams,
  taskParams,
  taskStatusParams,
  taskSuggestions,
  userSearchQuery,
} from '#contract/family-task-calls.ts';
import { caseTask, caseTasksPage, taskStatuses } from '#contract/family-tasks.ts';
import type { Clock } from '#server/clock.ts';
import { caseScopeOf } from '#server/http/case-scoping.ts';
import { defineRoute } from '#server/http/define-route.ts';
import { jsonError } from '#server/http/errors.ts';
import { jsonResponse } from '#server/http/openapi-responses.ts';
import type { RegisterRoute } from '#server/http/register-route.ts';
import { searchMembers } from '#server/services/family/tasks/case-members.ts';
import {
  assignTask,
  listCaseTasks,
  setTaskStatus,
  taskSuggestions as suggestionsFor,
  unassignTask,
} from '#server/services/family/tasks/task-calls.ts';
import { familyTags } from './family-route-kit.ts';

/* A case's tasks and members (spec §7 "Family cases" tasks, user-search). */

const tags = familyTags.cases;
const taskPath = '/api/family/cases/{caseId}/tasks/{taskId}';
const taskAnswer = jsonResponse(caseTask.meta({ id: 'CaseTask' }), 'The task as it is now');
const statusWords =
  `Statuses: ${taskStatuses.map((status) => `\`${status}\``).join(', ')} ` +
  "(to do; someone is working on it; finished: finishing a task page's work sets it too).";

export const caseTasksRoute = defineRoute({
  audience: 'family',
  method: 'get',
  path: '/api/family/cases/{caseId}/tasks',
  tags,
  summary: "The case's tasks, one per task page, with status and assignees",
  description: `In the order of the task pages, paged. ${statusWords}`,
  request: { params: caseParams, query: caseTasksQuery },
  responses: { 200: jsonResponse(caseTasksPage.meta({ id: 'CaseTasksPage' }), 'One page of tasks') },
});

export const assignTaskRoute = defineRoute({
  audience: 'family',
  method: 'post',
  path: `${taskPath}/assign/{userId}`,
  tags,
  summary: 'Give a task to a member of the case',
  description: '404 when the user is not a member of the case. Assigning twice changes nothing.',
  request: { params: taskMemberParams },
  responses: { 200: taskAnswer },
});

export const unassignTaskRoute = defineRoute({
  audience: 'family',
  method: 'post',
  path: `${taskPath}/unassign/{userId}`,
  tags,
  summary: 'Take a task from a member of the case',
  description: '404 when the user is not a member of the case.',
  request: { params: taskMemberParams },
  responses: { 200: taskAnswer },
});

export const taskStatusRoute = defineRoute({
  audience: 'family',
  method: 'post',
  path: `${taskPath}/status/{status}`,
  tags,
  summary: "Set a task's status",
  description: statusWords,
  request: { params: taskStatusParams },
  responses: { 200: taskAnswer },
});

export const taskSuggestionsRoute = defineRoute({
  audience: 'family',
  method: 'get',
  path: `${taskPath}/user-suggestions`,
  tags,
  summary: 'Members to give a task to',
  description: "The case's members by name, those not yet on the task first (`assigned` says which are).",
  request: { params: taskParams },
  responses: { 200: jsonResponse(taskSuggestions.meta({ id: 'TaskSuggestions' }), 'The members') },
});

export const userSearchRoute = defineRoute({
  audience: 'family',
  method: 'get',
  path: '/api/family/cases/{caseId}/user-search',
  tags,
  summary: "Search the case's members",
  description: 'Members whose name or email holds `query` (any letter case); every member for an empty query.',
  request: { params: caseParams, query: userSearchQuery },
  responses: { 200: jsonResponse(caseMembersList.meta({ id: 'CaseMembers' }), 'The members found') },
});

export function registerFamilyTaskRoutes(register: RegisterRoute, { clock }: { clock: Clock }): void {
  register(caseTasksRoute, async (c) => {
    const found = await listCaseTasks(caseScopeOf(c), c.req.valid('param').caseId, c.req.valid('query'));
    return found ? c.json(found, 200) : jsonError(c, 404);
  });
  register(assignTaskRoute, async (c) => {
    const found = await assignTask(caseScopeOf(c), c.req.valid('param'), clock.now());
    return found ? c.json(found, 200) : jsonError(c, 404);
  });
  register(unassignTaskRoute, async (c) => {
    const found = await unassignTask(caseScopeOf(c), c.req.valid('param'), clock.now());
    return found ? c.json(found, 200) : jsonError(c, 404);
  });
  register(taskStatusRoute, async (c) => {
    const found = await setTaskStatus(caseScopeOf(c), c.req.valid('param'), clock.now());
    return found ? c.json(found, 200) : jsonError(c, 404);
  });
  register(taskSuggestionsRoute, async (c) => {
    const found = await suggestionsFor(caseScopeOf(c), c.req.valid('param'));
    return found ? c.json(found, 200) : jsonError(c, 404);
  });
  register(userSearchRoute, async (c) => {
    const { caseId } = c.req.valid('param');
    const scope = caseScopeOf(c);
    if (!scope.isMemberOf(caseId)) return jsonError(c, 404);
    return c.json({ items: await searchMembers(scope, caseId, c.req.valid('query').query) }, 200);
  });
}
