import { eq } from 'drizzle-orm';
import type { StaffMemoryDecision } from '#contract/staff-memories.ts';
import { memorialWallComments } from '#server/db/schema.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';
import { applyWallDecision } from '#server/services/memorial/wall-decision.ts';

/*
 * A staff member approves or rejects a memory of any obituary of the company by the
 * family's own rule (services/memorial/wall-decision.ts): the family can still change it on its wall.
 */

/** False when the company holds no such memory (another company's is none: 404). */
export async function decideStaffMemory(
  scope: TenantScope,
  id: number,
  decision: StaffMemoryDecision,
  now: Date,
): Promise<boolean> {
  return scope.transaction(async (tx) => {
    const [found] = await tx
      .select({ caseId: memorialWallComments.caseId })
      .from(memorialWallComments, eq(memorialWallComments.id, id))
      .limit(1);
    return found ? applyWallDecision(tx, found.caseId, id, { decision }, now) : false;
  });
}
