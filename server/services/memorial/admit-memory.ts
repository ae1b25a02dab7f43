import type { Clock } from '#server/clock.ts';
import type { WallModeration } from '#server/db/schema.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';
import { consumeLimits } from '#server/services/rate-limit.ts';
import { rateLimits } from '#server/services/rate-limit-rules.ts';
import { wallSettingsOf } from './wall-settings.ts';

export type MemoryAdmission =
  | { kind: 'hidden' }
  | { kind: 'members-only' }
  | { kind: 'throttled'; retryAfterSeconds: number }
  | { kind: 'admitted'; moderation: WallModeration };

/**
 * Whether a visitor may write a memory on the case's wall, decided before the memory is read
 * (decision 0055): refused while the wall is hidden or open to the family's members only (no
 * visitor is a member until families sign in), then counted per client address and per obituary
 * (decision 0028). The route asks this before it reads the form, so a flood of posts costs
 * neither a body read nor image work. An admitted memory carries the wall's moderation.
 */
export async function admitMemory(
  deps: { clock: Clock },
  scope: TenantScope,
  target: { caseId: number; obituaryId: number },
  clientGroup: string,
): Promise<MemoryAdmission> {
  const wall = await wallSettingsOf(scope, target.caseId);
  if (!wall.shown) return { kind: 'hidden' };
  if (wall.posting === 'members') return { kind: 'members-only' };

  const verdict = await consumeLimits(
    scope,
    [
      { rule: rateLimits.memoryPerAddress, subject: clientGroup },
      { rule: rateLimits.memoryPerObituary, subject: String(target.obituaryId) },
    ],
    deps.clock.now(),
  );
  if (!verdict.allowed) return { kind: 'throttled', retryAfterSeconds: verdict.retryAfterSeconds };
  return { kind: 'admitted', moderation: wall.moderation };
}
