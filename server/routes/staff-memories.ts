import {
  memoryCounts as memoryCountsSchema,
  staffMemoriesPage,
  staffMemoriesQuery,
  staffMemoryDecisions,
  staffMemoryParams,
  type StaffMemoryDecision,
} from '#contract/staff-memories.ts';
import type { Clock } from '#server/clock.ts';
import { defineRoute } from '#server/http/define-route.ts';
import { jsonError } from '#server/http/errors.ts';
import { jsonResponse } from '#server/http/openapi-responses.ts';
import type { RegisterRoute } from '#server/http/register-route.ts';
import { scopeOf } from '#server/http/tenancy.ts';
import type { CaseFileSigner } from '#server/services/family/case-files.ts';
import { decideStaffMemory } from '#server/services/staff/memories/decide-memory.ts';
import { listStaffMemories, memoryCounts } from '#server/services/staff/memories/list-memories.ts';

/*
 * Moderation across the company (decision 0066): the memories of every obituary of
 * the request host's company, and the family's own approve / reject. `memories.moderate`; another
 * company's memory is 404 like one that never existed (TenantScope).
 */

const tags = ['Console: memories'];

export const listStaffMemoriesRoute = defineRoute({
  audience: 'staff',
  permission: 'memories.moderate',
  method: 'get',
  path: '/api/staff/memories',
  tags,
  summary: 'The memories written on the company’s obituaries',
  description:
    'Of one `status` (pending by default: those waiting for approval), newest first, each with its obituary ' +
    '(its public address while published), paged with page (from 1) and pageSize (1–100). `pendingTotal` counts ' +
    'the waiting ones. The writer’s email is for moderation; a photo comes as a signed link of an hour.',
  request: { query: staffMemoriesQuery },
  responses: { 200: jsonResponse(staffMemoriesPage.meta({ id: 'StaffMemoriesPage' }), 'One page of memories') },
});

export const memoryCountsRoute = defineRoute({
  audience: 'staff',
  permission: 'memories.moderate',
  method: 'get',
  path: '/api/staff/memory-counts',
  tags,
  summary: 'How many memories wait for approval',
  description: 'The console shows it in its navigation; cheap enough to ask on every page.',
  responses: { 200: jsonResponse(memoryCountsSchema.meta({ id: 'MemoryCounts' }), 'The counts') },
});

const decisionWords: Record<StaffMemoryDecision, { summary: string; description: string }> = {
  approve: {
    summary: 'Approve a memory',
    description: 'It shows on the obituary’s public memories page. The family can still reject it on its wall.',
  },
  reject: {
    summary: 'Reject a memory',
    description: 'It never shows on the public page. The family can still approve it on its wall.',
  },
};

const decisionRoute = (decision: StaffMemoryDecision) =>
  defineRoute({
    audience: 'staff',
    permission: 'memories.moderate',
    method: 'post',
    path: `/api/staff/memories/{id}/${decision}` as string,
    tags,
    ...decisionWords[decision],
    request: { params: staffMemoryParams },
    responses: { 204: { description: 'Decided' } },
  });

export const staffMemoryDecisionRoutes = staffMemoryDecisions.map(
  (decision) => [decision, decisionRoute(decision)] as const,
);

export function registerStaffMemoryRoutes(
  register: RegisterRoute,
  { clock, files }: { clock: Clock; files: CaseFileSigner },
): void {
  register(listStaffMemoriesRoute, async (c) => {
    const scope = scopeOf(c);
    const links = files.linksFor(scope.companyId, clock.now());
    return c.json(await listStaffMemories(scope, c.req.valid('query'), links), 200);
  });

  register(memoryCountsRoute, async (c) => c.json(await memoryCounts(scopeOf(c)), 200));

  for (const [decision, route] of staffMemoryDecisionRoutes)
    register(route, async (c) =>
      (await decideStaffMemory(scopeOf(c), c.req.valid('param').id, decision, clock.now()))
        ? c.body(null, 204)
        : jsonError(c, 404),
    );
}
