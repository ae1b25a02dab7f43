import { eq } from 'drizzle-orm';
import type { MemorialWall } from '#contract/memorial.ts';
import { memorialWallSettings } from '#server/db/schema.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';

/** A case without a settings row has the defaults: approve first, anyone may write, shown. */
export const defaultWall: MemorialWall = { moderation: 'approve-first', posting: 'anyone', shown: true };

export async function wallSettingsOf(scope: TenantScope, caseId: number): Promise<MemorialWall> {
  const [row] = await scope
    .select({
      moderation: memorialWallSettings.moderation,
      posting: memorialWallSettings.posting,
      shown: memorialWallSettings.shown,
    })
    .from(memorialWallSettings, eq(memorialWallSettings.caseId, caseId))
    .limit(1);
  return row ?? defaultWall;
}
