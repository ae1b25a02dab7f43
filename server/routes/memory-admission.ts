import type { MiddlewareHandler } from 'hono';
import { memoryRefusals, memoryThrottledMessage } from '#contract/memorial.ts';
import { obituaryParams } from '#contract/obituaries.ts';
import type { Clock } from '#server/clock.ts';
import type { WallModeration } from '#server/db/schema.ts';
import type { AppEnv } from '#server/http/app-env.ts';
import { addressGroup, type ClientAddress } from '#server/http/client-address.ts';
import { jsonError } from '#server/http/errors.ts';
import { scopeOf } from '#server/http/tenancy.ts';
import { tooManyRequests } from '#server/http/too-many-requests.ts';
import { admitMemory } from '#server/services/memorial/admit-memory.ts';
import { findPublishedObituary } from '#server/services/obituaries/published-obituary.ts';

export const unknownObituaryMessage = 'Unknown or unpublished obituary';

/** Where an admitted memory goes, for the handler that stores it. */
export interface AdmittedMemory {
  caseId: number;
  obituaryId: number;
  moderation: WallModeration;
}

export type MemoryEnv = AppEnv & { Variables: { admittedMemory: AdmittedMemory } };

/**
 * The memory route's `beforeBody` (register-route.ts, decision 0055): finds the published obituary
 * from the raw path parameter and asks admitMemory, answering 404, 403 or 429 before a byte of
 * the form is read, so posts past the limits cost no body read (a form may carry 15 MB). What it
 * found goes to the handler as `admittedMemory`.
 */
export function memoryAdmission(deps: { clock: Clock; clientAddress: ClientAddress }): MiddlewareHandler<MemoryEnv> {
  return async (c, next) => {
    const params = obituaryParams.safeParse({ id: c.req.param('id') });
    // A malformed id is the route's param validation's to answer (404, or 422 out of range); it reads no body either.
    if (!params.success) return next();
    const scope = scopeOf(c);
    const obituary = await findPublishedObituary(scope, params.data.id);
    if (!obituary) return jsonError(c, 404, [{ path: 'id', message: unknownObituaryMessage }]);
    const target = { caseId: obituary.caseId, obituaryId: obituary.id };
    const admission = await admitMemory(deps, scope, target, addressGroup(deps.clientAddress(c)));
    switch (admission.kind) {
      case 'hidden':
        return jsonError(c, 403, [{ path: '', message: memoryRefusals.hidden }]);
      case 'members-only':
        return jsonError(c, 403, [{ path: '', message: memoryRefusals.membersOnly }]);
      case 'throttled':
        return tooManyRequests(c, admission.retryAfterSeconds, memoryThrottledMessage);
      case 'admitted':
        c.set('admittedMemory', { ...target, moderation: admission.moderation });
        return next();
    }
  };
}
