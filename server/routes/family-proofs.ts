import type { Context } from 'hono';
import { caseParams } from '#contract/family-arrangements.ts';
import {
  caseStationery,
  proofCommentBody,
  proofMessages,
  stationeryApproveQuery,
  stationeryCommentQuery,
  videoProof,
} from '#contract/family-proofs.ts';
import type { Clock } from '#server/clock.ts';
import type { CaseScope } from '#server/db/tenant-scope.ts';
import { caseScopeOf } from '#server/http/case-scoping.ts';
import { defineRoute } from '#server/http/define-route.ts';
import { jsonError } from '#server/http/errors.ts';
import { errorResponse, jsonResponse } from '#server/http/openapi-responses.ts';
import type { RegisterRoute } from '#server/http/register-route.ts';
import type { CaseFileSigner } from '#server/services/family/case-files.ts';
import {
  approveStationery,
  commentOnStationery,
  listStationery,
  type ProofOutcome,
} from '#server/services/family/content/stationery-proofs.ts';
import { approveVideo, commentOnVideo, findVideoProof } from '#server/services/family/content/video-proof.ts';
import { familyTags } from './family-route-kit.ts';

/*
 * The proofs the family approves (spec §7 GET .../stationery, POST .../stationery/comment,
 * .../stationery/approve, GET .../video, POST .../video/comment, .../video/approve). Each write
 * answers the proofs as they are after it, so the page shows the result without another call.
 */

const tags = familyTags.cases;
const base = '/api/family/cases/{caseId}';
const StationerySchema = caseStationery.meta({ id: 'CaseStationery' });
const VideoSchema = videoProof.meta({ id: 'VideoProof' });
const lockedResponse = errorResponse(`The proof is approved: "${proofMessages.locked}"`);
const commentBody = {
  required: true,
  content: { 'application/json': { schema: proofCommentBody.meta({ id: 'ProofComment' }) } },
};

export const stationeryRoute = defineRoute({
  audience: 'family',
  method: 'get',
  path: `${base}/stationery`,
  tags,
  summary: 'The stationery proofs: prayer card, programme, bookmark',
  description: 'Each with its pages (images as signed links of an hour), the comments on each page and approvedAt.',
  request: { params: caseParams },
  responses: { 200: jsonResponse(StationerySchema, 'The proofs') },
});

export const stationeryCommentRoute = defineRoute({
  audience: 'family',
  method: 'post',
  path: `${base}/stationery/comment`,
  tags,
  summary: 'Comment on one page of a proof',
  description: 'Plain text. 404 for a proof or page the case does not have; 409 once the proof is approved.',
  maxBodyBytes: 16 * 1024,
  request: { params: caseParams, query: stationeryCommentQuery, body: commentBody },
  responses: { 200: jsonResponse(StationerySchema, 'The proofs with the comment'), 409: lockedResponse },
});

export const stationeryApproveRoute = defineRoute({
  audience: 'family',
  method: 'post',
  path: `${base}/stationery/approve`,
  tags,
  summary: 'Approve a proof (the item in the query, like the comment’s)',
  description:
    'The proof is locked from then on (409 for a second approval). Approving the last proof waiting marks the ' +
    'review-stationery task done.',
  request: { params: caseParams, query: stationeryApproveQuery },
  responses: { 200: jsonResponse(StationerySchema, 'The proofs, this one approved'), 409: lockedResponse },
});

export const videoRoute = defineRoute({
  audience: 'family',
  method: 'get',
  path: `${base}/video`,
  tags,
  summary: 'The memorial video proof',
  description:
    'The video, captions and poster as signed links of an hour, approvedAt and the comments; `video: null` before the funeral home made one.',
  request: { params: caseParams },
  responses: { 200: jsonResponse(VideoSchema, 'The video proof') },
});

export const videoCommentRoute = defineRoute({
  audience: 'family',
  method: 'post',
  path: `${base}/video/comment`,
  tags,
  summary: 'Comment on the memorial video',
  description: 'Plain text. 404 without a video; 409 once approved.',
  maxBodyBytes: 16 * 1024,
  request: { params: caseParams, body: commentBody },
  responses: { 200: jsonResponse(VideoSchema, 'The video proof with the comment'), 409: lockedResponse },
});

export const videoApproveRoute = defineRoute({
  audience: 'family',
  method: 'post',
  path: `${base}/video/approve`,
  tags,
  summary: 'Approve the memorial video: it plays on the public memorial-video page',
  description: 'Marks the review-video task done. 409 once approved.',
  request: { params: caseParams },
  responses: { 200: jsonResponse(VideoSchema, 'The approved video proof'), 409: lockedResponse },
});

type Deps = { clock: Clock; files: CaseFileSigner };

export function registerFamilyProofRoutes(register: RegisterRoute, deps: Deps): void {
  const linksOf = (scope: CaseScope) => deps.files.linksFor(scope.companyId, deps.clock.now());

  /** The answer of a proof write: the proofs as they are now, 404 or 409. */
  async function answer<T>(c: Context, outcome: ProofOutcome, read: () => Promise<T | null>) {
    if (outcome === 'not-found') return jsonError(c, 404);
    if (outcome === 'locked') return jsonError(c, 409, [{ path: '', message: proofMessages.locked }]);
    const current = await read();
    return current ? c.json(current, 200) : jsonError(c, 404);
  }

  register(stationeryRoute, async (c) => {
    const scope = caseScopeOf(c);
    const found = await listStationery(scope, c.req.valid('param').caseId, linksOf(scope));
    return found ? c.json(found, 200) : jsonError(c, 404);
  });

  register(stationeryCommentRoute, async (c) => {
    const scope = caseScopeOf(c);
    const { caseId } = c.req.valid('param');
    const outcome = await commentOnStationery(scope, caseId, c.req.valid('query'), c.req.valid('json').text);
    return answer(c, outcome, () => listStationery(scope, caseId, linksOf(scope))) as never;
  });

  register(stationeryApproveRoute, async (c) => {
    const scope = caseScopeOf(c);
    const { caseId } = c.req.valid('param');
    const outcome = await approveStationery(scope, caseId, c.req.valid('query').itemType, deps.clock.now());
    return answer(c, outcome, () => listStationery(scope, caseId, linksOf(scope))) as never;
  });

  register(videoRoute, async (c) => {
    const scope = caseScopeOf(c);
    const found = await findVideoProof(scope, c.req.valid('param').caseId, linksOf(scope));
    return found ? c.json(found, 200) : jsonError(c, 404);
  });

  register(videoCommentRoute, async (c) => {
    const scope = caseScopeOf(c);
    const { caseId } = c.req.valid('param');
    const outcome = await commentOnVideo(scope, caseId, c.req.valid('json').text);
    return answer(c, outcome, () => findVideoProof(scope, caseId, linksOf(scope))) as never;
  });

  register(videoApproveRoute, async (c) => {
    const scope = caseScopeOf(c);
    const { caseId } = c.req.valid('param');
    const outcome = await approveVideo(scope, caseId, deps.clock.now());
    return answer(c, outcome, () => findVideoProof(scope, caseId, linksOf(scope))) as never;
  });
}
