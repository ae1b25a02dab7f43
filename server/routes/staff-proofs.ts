import type { Context } from 'hono';
import { pageTitles, proofCommentBody, stationeryTitles } from '#contract/family-proofs.ts';
import { caseIdParams } from '#contract/staff-cases.ts';
import {
  CAPTIONS_MAX_BYTES,
  PDF_MAX_BYTES,
  proofCommentParams,
  sendMessages,
  staffProofs,
  stationeryPageParams,
  stationeryProofParams,
  VIDEO_MAX_BYTES,
} from '#contract/staff-proofs.ts';
import { PHOTO_MAX_BYTES } from '#contract/memorial.ts';
import { PROOF_MAX_PAGES } from '#contract/stationery-items.ts';
import type { Clock } from '#server/clock.ts';
import type { CaseScope } from '#server/db/tenant-scope.ts';
import type { AppEnv } from '#server/http/app-env.ts';
import { userOf } from '#server/http/authentication.ts';
import { defineRoute } from '#server/http/define-route.ts';
import { jsonError } from '#server/http/errors.ts';
import { errorResponse, jsonResponse } from '#server/http/openapi-responses.ts';
import type { RegisterRoute } from '#server/http/register-route.ts';
import { refusedUpload, withStagedUpload } from '#server/http/staged-upload.ts';
import { scopeOf } from '#server/http/tenancy.ts';
import type { MailDelivery } from '#server/mail/outbox.ts';
import { intakeCaptions } from '#server/media/captions-intake.ts';
import type { MediaStore } from '#server/media/media-store.ts';
import { intakePdf } from '#server/media/pdf-intake.ts';
import { intakePhoto } from '#server/media/photo-intake.ts';
import type { UploadKind } from '#server/media/upload-refusals.ts';
import type { StagedUpload } from '#server/media/upload-staging.ts';
import { intakeVideo } from '#server/media/video-intake.ts';
import type { CaseFileSigner } from '#server/services/family/case-files.ts';
import { answerProofComment } from '#server/services/family/content/proof-comments.ts';
import { openCaseScope } from '#server/services/staff/cases/case-scope.ts';
import { putStationeryPage, putStationeryPdf, putVideoFile } from '#server/services/staff/proofs/proof-drafts.ts';
import { sendProof } from '#server/services/staff/proofs/send-proof.ts';
import { readStaffProofs } from '#server/services/staff/proofs/staff-proofs.ts';

/*
 * The console's proofs (decision 0078): staff upload a stationery proof page by page
 * and the memorial video with its captions into a draft, send it to the family as a new version,
 * and answer the family's comments. Files are the request body, streamed and judged by content on
 * the one upload path (staged-upload.ts, decisions 0048, 0059). Every call needs `cases.work`
 * (owner, director); another company's case, like one that does not exist, is 404 and its body is
 * never read. Each write answers the proofs as they are after it.
 */

const tags = ['Staff: proofs'];
const base = '/api/staff/cases/{id}/proofs';
const ProofsSchema = staffProofs.meta({ id: 'StaffProofs' });
const proofsAnswer = jsonResponse(ProofsSchema, 'The case’s proofs after the change');
const binary = { type: 'string' as const, format: 'binary' };
const fileBody = (description: string) => ({
  required: true,
  description,
  content: { 'application/octet-stream': { schema: binary } },
});

export const staffProofsRoute = defineRoute({
  audience: 'staff',
  permission: 'cases.work',
  method: 'get',
  path: base,
  tags,
  summary: 'The case’s proofs, every version',
  description:
    'Each stationery item (prayer card, programme, bookmark) and the memorial video with all their versions, ' +
    'newest first (a draft not sent yet has `sentAt: null`), the family’s comments per page and staff’s answers.',
  request: { params: caseIdParams },
  responses: { 200: jsonResponse(ProofsSchema, 'The proofs') },
});

export const putStationeryPageRoute = defineRoute({
  audience: 'staff',
  permission: 'cases.work',
  method: 'post',
  path: `${base}/stationery/{itemType}/pages/{pageType}`,
  tags,
  summary: 'Upload one page of a stationery proof',
  description:
    'The body is one image (JPEG, PNG or WebP judged by its content, at most 20 MB), streamed to disk. It goes ' +
    'into the proof’s draft: the first upload after a version was sent starts the next version as a copy of it. ' +
    'It replaces that page only, a page of a PDF included.',
  maxBodyBytes: PHOTO_MAX_BYTES,
  streamsBody: true,
  request: { params: stationeryPageParams, body: fileBody('One page image') },
  responses: {
    200: proofsAnswer,
    413: errorResponse('Larger than the photo limit'),
    422: errorResponse('Not a JPEG, PNG or WebP image'),
  },
});

export const putStationeryPdfRoute = defineRoute({
  audience: 'staff',
  permission: 'cases.work',
  method: 'post',
  path: `${base}/stationery/{itemType}/pdf`,
  tags,
  summary: 'Upload a whole stationery proof as one PDF',
  description:
    `The body is one PDF (judged by its content: it begins with %PDF- and is read with pdf-lib to count its ` +
    `pages; at most ${PROOF_MAX_PAGES} pages and 50 MB; encrypted PDFs, and PDFs with JavaScript, actions run on ` +
    'opening, additional actions or attached files are refused, decision 0111), streamed to disk and stored as sent. ' +
    'It replaces every page of the proof’s draft: its first page is the front, its last the back, those between ' +
    'the inside pages (decision 0082). The family opens it page by page and comments on each page.',
  maxBodyBytes: PDF_MAX_BYTES,
  streamsBody: true,
  request: { params: stationeryProofParams, body: fileBody('One PDF') },
  responses: {
    200: proofsAnswer,
    413: errorResponse('Larger than 50 MB'),
    422: errorResponse(
      `Not a PDF, a PDF whose pages cannot be read, one with scripts or attached files, or more than ${PROOF_MAX_PAGES} pages`,
    ),
  },
});

export const sendStationeryRoute = defineRoute({
  audience: 'staff',
  permission: 'cases.work',
  method: 'post',
  path: `${base}/stationery/{itemType}/send`,
  tags,
  summary: 'Send the draft of a stationery proof to the family',
  description:
    'The draft becomes the newest version: the family reviews and approves it (the review-stationery task is ' +
    'to do again) and every member of the case is mailed.',
  request: { params: stationeryProofParams },
  responses: { 200: proofsAnswer, 409: errorResponse(`No draft with a page: "${sendMessages.nothingToSend}"`) },
});

export const putVideoRoute = defineRoute({
  audience: 'staff',
  permission: 'cases.work',
  method: 'post',
  path: `${base}/video`,
  tags,
  summary: 'Upload the memorial video',
  description:
    'The body is one video (MP4 or WebM with a video track, judged by its content, at most 500 MB), streamed to ' +
    'disk, into the video’s draft (a copy of the newest version, with its captions, when there is no draft).',
  maxBodyBytes: VIDEO_MAX_BYTES,
  streamsBody: true,
  request: { params: caseIdParams, body: fileBody('One video') },
  responses: {
    200: proofsAnswer,
    413: errorResponse('Larger than 500 MB'),
    422: errorResponse('Not an MP4 or WebM video'),
  },
});

export const putCaptionsRoute = defineRoute({
  audience: 'staff',
  permission: 'cases.work',
  method: 'post',
  path: `${base}/video/captions`,
  tags,
  summary: 'Upload the memorial video’s captions',
  description: 'The body is one WebVTT file (UTF-8, at most 1 MB), into the video’s draft. 409 before any video.',
  maxBodyBytes: CAPTIONS_MAX_BYTES,
  streamsBody: true,
  request: { params: caseIdParams, body: fileBody('One WebVTT file') },
  responses: {
    200: proofsAnswer,
    409: errorResponse(`No video yet: "${sendMessages.noVideo}"`),
    413: errorResponse('Larger than 1 MB'),
    422: errorResponse('Not a WebVTT file'),
  },
});

export const sendVideoRoute = defineRoute({
  audience: 'staff',
  permission: 'cases.work',
  method: 'post',
  path: `${base}/video/send`,
  tags,
  summary: 'Send the video’s draft to the family',
  description:
    'Needs captions. The draft becomes the newest version: the family reviews and approves it (the review-video ' +
    'task is to do again) and every member of the case is mailed.',
  request: { params: caseIdParams },
  responses: { 200: proofsAnswer, 409: errorResponse('No draft, or no captions') },
});

export const answerCommentRoute = defineRoute({
  audience: 'staff',
  permission: 'cases.work',
  method: 'post',
  path: `${base}/comments/{commentId}/answers`,
  tags,
  summary: 'Answer a family comment',
  description:
    'Plain text, shown to the family under the comment it answers. 404 for a comment the case does not have, ' +
    'or for an answer.',
  maxBodyBytes: 16 * 1024,
  request: {
    params: proofCommentParams,
    body: {
      required: true,
      content: { 'application/json': { schema: proofCommentBody.meta({ id: 'ProofComment' }) } },
    },
  },
  responses: { 200: proofsAnswer },
});

export interface StaffProofRoutesDeps {
  clock: Clock;
  files: CaseFileSigner;
  media: MediaStore;
  mail: MailDelivery;
  /** Where upload bodies are staged while they arrive (decision 0059). */
  uploadsDir: string;
}

export function registerStaffProofRoutes(register: RegisterRoute, deps: StaffProofRoutesDeps): void {
  const { clock, files, media, mail, uploadsDir } = deps;
  const scopeOfCase = (c: Context<AppEnv>, id: number) => openCaseScope(scopeOf(c), userOf(c).id, id);
  const answer = async (c: Context<AppEnv>, scope: CaseScope, id: number) =>
    c.json(await readStaffProofs(scope, id, files.linksFor(scope.companyId, clock.now())), 200);

  /** The case checked first (a stranger's body is never read), then the body staged and judged. */
  async function withUpload<K extends UploadKind, R>(
    c: Context<AppEnv>,
    id: number,
    kind: K,
    work: (scope: CaseScope, upload: StagedUpload, target: { kind: K; field: string }) => Promise<R>,
  ) {
    const scope = await scopeOfCase(c, id);
    if (!scope) return jsonError(c, 404);
    const target = { kind, field: 'file' };
    return withStagedUpload(c, uploadsDir, c.req.raw.body, target, (upload) => work(scope, upload, target));
  }

  register(staffProofsRoute, async (c) => {
    const { id } = c.req.valid('param');
    const scope = await scopeOfCase(c, id);
    return scope ? answer(c, scope, id) : jsonError(c, 404);
  });

  register(putStationeryPageRoute, async (c) => {
    const { id, itemType, pageType } = c.req.valid('param');
    return withUpload(c, id, 'photo', async (scope, upload, target) => {
      const outcome = await intakePhoto(media, upload);
      if (outcome.kind === 'refused') return refusedUpload(c, target, outcome.reason);
      const caption = `${stationeryTitles[itemType]}, ${pageTitles[pageType].toLowerCase()}`;
      await putStationeryPage(scope, id, { itemType, pageType }, { ...outcome.photo, caption });
      return answer(c, scope, id);
    });
  });

  register(putStationeryPdfRoute, async (c) => {
    const { id, itemType } = c.req.valid('param');
    return withUpload(c, id, 'pdf', async (scope, upload, target) => {
      const outcome = await intakePdf(media, upload);
      if (outcome.kind === 'refused') return refusedUpload(c, target, outcome.reason);
      await putStationeryPdf(scope, id, itemType, { ...outcome, caption: stationeryTitles[itemType] });
      return answer(c, scope, id);
    });
  });

  register(putVideoRoute, async (c) => {
    const { id } = c.req.valid('param');
    return withUpload(c, id, 'video', async (scope, upload, target) => {
      const outcome = await intakeVideo(media, upload);
      if (outcome.kind === 'refused') return refusedUpload(c, target, outcome.reason);
      await putVideoFile(scope, id, { kind: 'video', variant: outcome.variant });
      return answer(c, scope, id);
    });
  });

  register(putCaptionsRoute, async (c) => {
    const { id } = c.req.valid('param');
    return withUpload(c, id, 'captions', async (scope, upload, target) => {
      const outcome = await intakeCaptions(media, upload);
      if (outcome.kind === 'refused') return refusedUpload(c, target, outcome.reason);
      const put = await putVideoFile(scope, id, { kind: 'captions', variant: outcome.variant });
      if (put === 'no-video') return jsonError(c, 409, [{ path: '', message: sendMessages.noVideo }]);
      return answer(c, scope, id);
    });
  });

  const sent = async (c: Context<AppEnv>, id: number, proof: Parameters<typeof sendProof>[2]) => {
    const scope = await scopeOfCase(c, id);
    if (!scope) return jsonError(c, 404);
    const outcome = await sendProof(scope, id, proof, clock.now());
    if (outcome.kind === 'refused') return jsonError(c, 409, [{ path: '', message: outcome.message }]);
    mail.kick();
    return answer(c, scope, id);
  };

  register(sendStationeryRoute, async (c) => {
    const { id, itemType } = c.req.valid('param');
    return sent(c, id, { kind: 'stationery', itemType });
  });

  register(sendVideoRoute, async (c) => sent(c, c.req.valid('param').id, { kind: 'video' }));

  register(answerCommentRoute, async (c) => {
    const { id, commentId } = c.req.valid('param');
    const scope = await scopeOfCase(c, id);
    if (!scope) return jsonError(c, 404);
    const done = await answerProofComment(scope, id, commentId, c.req.valid('json').text);
    return done ? answer(c, scope, id) : jsonError(c, 404);
  });
}
