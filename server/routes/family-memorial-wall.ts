import type { Clock } from '#server/clock.ts';
import { caseParams } from '#contract/family-arrangements.ts';
import {
  wallCommentParams,
  wallCommentsPage,
  wallCommentsParams,
  wallCommentsQuery,
  wallDecisionBody,
  wallSettingsBody,
} from '#contract/family-memorial-wall.ts';
import { caseScopeOf } from '#server/http/case-scoping.ts';
import { defineRoute } from '#server/http/define-route.ts';
import { jsonError } from '#server/http/errors.ts';
import { jsonResponse } from '#server/http/openapi-responses.ts';
import type { RegisterRoute } from '#server/http/register-route.ts';
import type { CaseFileSigner } from '#server/services/family/case-files.ts';
import {
  decideWallComment,
  findWallSettings,
  listWallComments,
  saveWallSettings,
} from '#server/services/family/content/wall-moderation.ts';
import { familyTags } from './family-route-kit.ts';

/*
 * The family moderates its memorial wall (spec §7 GET .../memorial-wall/comments/{status}, POST
 * .../memorial-wall/comments/{commentId}, POST .../memorial-wall/settings). Both comments paths name
 * their last segment {statusOrCommentId}: one path, one name (contract/family-memorial-wall.ts).
 */

const tags = familyTags.cases;
const base = '/api/family/cases/{caseId}/memorial-wall';
const SettingsSchema = wallSettingsBody.meta({ id: 'MemorialWallSettings' });

export const wallCommentsRoute = defineRoute({
  audience: 'family',
  method: 'get',
  path: `${base}/comments/{statusOrCommentId}`,
  tags,
  summary: 'The memories of one status: pending, approved or rejected',
  description:
    'Paged; pending oldest first, decided newest first. `pendingTotal` counts the memories still waiting. The ' +
    "writer's email is shown to the family only; a photo comes as a signed link of an hour.",
  request: { params: wallCommentsParams, query: wallCommentsQuery },
  responses: { 200: jsonResponse(wallCommentsPage.meta({ id: 'WallCommentsPage' }), 'One page of memories') },
});

export const wallDecisionRoute = defineRoute({
  audience: 'family',
  method: 'post',
  path: `${base}/comments/{statusOrCommentId}`,
  tags,
  summary: 'Approve or reject a memory',
  description:
    'An approved memory shows on the public memories page; a rejected one never does. A decided memory may be ' +
    'decided again. When none is left pending, the review-wall-comments task is done.',
  maxBodyBytes: 1024,
  request: {
    params: wallCommentParams,
    body: {
      required: true,
      content: { 'application/json': { schema: wallDecisionBody.meta({ id: 'WallDecision' }) } },
    },
  },
  responses: { 204: { description: 'Decided' } },
});

export const wallSettingsRoute = defineRoute({
  audience: 'family',
  method: 'get',
  path: `${base}/settings`,
  tags,
  summary: "The wall's settings (added: the spec lists only the write)",
  description: 'Defaults until saved: approve first, anyone may write, shown.',
  request: { params: caseParams },
  responses: { 200: jsonResponse(SettingsSchema, 'The settings') },
});

export const wallSettingsSaveRoute = defineRoute({
  audience: 'family',
  method: 'post',
  path: `${base}/settings`,
  tags,
  summary: "Save the wall's settings",
  description:
    'moderation: approve-first (memories wait for the family) or open; posting: anyone or members; shown: the ' +
    'wall on the public page or hidden. Marks the review-wall-settings task done.',
  maxBodyBytes: 1024,
  request: {
    params: caseParams,
    body: { required: true, content: { 'application/json': { schema: SettingsSchema } } },
  },
  responses: { 200: jsonResponse(SettingsSchema, 'The saved settings') },
});

export function registerFamilyMemorialWallRoutes(
  register: RegisterRoute,
  deps: { clock: Clock; files: CaseFileSigner },
): void {
  register(wallCommentsRoute, async (c) => {
    const { caseId, statusOrCommentId: status } = c.req.valid('param');
    const scope = caseScopeOf(c);
    const links = deps.files.linksFor(scope.companyId, deps.clock.now());
    const page = await listWallComments(scope, caseId, status, c.req.valid('query'), links);
    return page ? c.json(page, 200) : jsonError(c, 404);
  });

  register(wallDecisionRoute, async (c) => {
    const { caseId, statusOrCommentId: commentId } = c.req.valid('param');
    const decided = await decideWallComment(caseScopeOf(c), caseId, commentId, c.req.valid('json'), deps.clock.now());
    return decided ? c.body(null, 204) : jsonError(c, 404);
  });

  register(wallSettingsRoute, async (c) => {
    const found = await findWallSettings(caseScopeOf(c), c.req.valid('param').caseId);
    return found ? c.json(found, 200) : jsonError(c, 404);
  });

  register(wallSettingsSaveRoute, async (c) => {
    const saved = await saveWallSettings(
      caseScopeOf(c),
      c.req.valid('param').caseId,
      c.req.valid('json'),
      deps.clock.now(),
    );
    return saved ? c.json(saved, 200) : jsonError(c, 404);
  });
}
