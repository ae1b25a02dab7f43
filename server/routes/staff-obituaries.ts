import type { Context } from 'hono';
import { publicationMessages } from '#contract/obituary-publication.ts';
import {
  staffObituary,
  staffObituaryContentBody,
  staffObituaryCreateBody,
  staffObituaryList,
  staffObituaryListQuery,
  staffObituaryMessages,
  staffObituaryParams,
  staffPublicationActions,
  staffPublicationPermissions,
  type StaffPublicationAction,
} from '#contract/staff-obituaries.ts';
import type { StaffPermission } from '#contract/staff-roles.ts';
import { casePhotoQuery } from '#contract/family-media.ts';
import { PHOTO_MAX_BYTES } from '#contract/memorial.ts';
import type { Clock } from '#server/clock.ts';
import type { AppEnv } from '#server/http/app-env.ts';
import { userOf } from '#server/http/authentication.ts';
import { defineRoute } from '#server/http/define-route.ts';
import { jsonError } from '#server/http/errors.ts';
import { errorResponse, jsonResponse } from '#server/http/openapi-responses.ts';
import type { RegisterRoute } from '#server/http/register-route.ts';
import { refusedUpload, withStagedUpload } from '#server/http/staged-upload.ts';
import { scopeOf } from '#server/http/tenancy.ts';
import type { MediaStore } from '#server/media/media-store.ts';
import type { CaseFileSigner } from '#server/services/family/case-files.ts';
import type { PublicationOutcome } from '#server/services/obituaries/publication.ts';
import { createObituary, saveObituaryContent } from '#server/services/staff-obituaries/content.ts';
import { readStaffObituary } from '#server/services/staff-obituaries/editor-view.ts';
import { listStaffObituaries } from '#server/services/staff-obituaries/list.ts';
import { obituaryCaseOf, uploadMainPhoto } from '#server/services/staff-obituaries/main-photo.ts';
import { runStaffPublicationAction } from '#server/services/staff-obituaries/publication-calls.ts';
import { fileBody } from './family-media-kit.ts';

/*
 * The funeral home's obituaries (decision 0063): the console's list and editor, and each
 * step of the publication life as a call. Staff of the request host's company only; another
 * company's obituary is 404 like one that never existed (TenantScope). Every write answers the
 * editor's whole view, so a screen re-renders from one answer; a step the publication rule refuses
 * answers 409 with the rule's words (contract/obituary-publication.ts) and changes nothing.
 */

const tags = ['Console: obituaries'];
const path = '/api/staff/obituaries';
const ObituarySchema = staffObituary.meta({ id: 'StaffObituary' });
const refused = errorResponse(
  'The publication rule refuses it in this state (contract/obituary-publication.ts): `issues[0].message` says why, ' +
    `e.g. "${publicationMessages.needsApprovedText}"`,
);

export const listStaffObituariesRoute = defineRoute({
  audience: 'staff',
  permission: 'obituaries.write',
  method: 'get',
  path,
  tags,
  summary: 'The company’s obituaries',
  description:
    'Newest first, by name (`q`: partial, accent- and case-insensitive), `state` and `caseId`, paged with page (from 1) ' +
    'and pageSize (1–100); `counts` tells how many are in each state, whatever the filters.',
  request: { query: staffObituaryListQuery },
  responses: { 200: jsonResponse(staffObituaryList.meta({ id: 'StaffObituaryList' }), 'One page of obituaries') },
});

export const createStaffObituaryRoute = defineRoute({
  audience: 'staff',
  permission: 'obituaries.write',
  method: 'post',
  path,
  tags,
  summary: 'Write an obituary',
  description:
    'For a case of the company (`for: { kind: "case", caseId }`; 404 for an unknown case, 409 ' +
    `"${staffObituaryMessages.caseHasObituary}"), or on its own for a case handled elsewhere ` +
    '(`for: { kind: "new-case", locationId }`: an at-need case is made at that location). It starts as a draft.',
  maxBodyBytes: 4 * 1024,
  request: {
    body: {
      required: true,
      content: { 'application/json': { schema: staffObituaryCreateBody.meta({ id: 'StaffObituaryCreate' }) } },
    },
  },
  responses: {
    201: jsonResponse(ObituarySchema, 'The new obituary, as the editor reads it'),
    409: errorResponse(`The case has one: "${staffObituaryMessages.caseHasObituary}"`),
  },
});

export const staffObituaryRoute = defineRoute({
  audience: 'staff',
  permission: 'obituaries.write',
  method: 'get',
  path: `${path}/{id}`,
  tags,
  summary: 'One obituary, as the editor shows it',
  description:
    'Content and schedule (times on each event’s own wall clock), the case and its family, the photos the main ' +
    'photo can be (signed links), the family’s approvals with who gave them, and each step of the publication ' +
    'life with whether the signed-in role can take it now and why not.',
  request: { params: staffObituaryParams },
  responses: { 200: jsonResponse(ObituarySchema, 'The obituary') },
});

export const saveStaffObituaryRoute = defineRoute({
  audience: 'staff',
  permission: 'obituaries.write',
  method: 'put',
  path: `${path}/{id}`,
  tags,
  summary: 'Save the editor’s form',
  description:
    'Name, dates, livestream, main photo (one of the case’s photos), the schedule (events kept by `id`, new ones ' +
    'without, the rest removed) and, when given, the text: the family editor’s markup, cleaned on the server, ' +
    'which becomes the change waiting for approval (a ready obituary whose text changes is a draft again). ' +
    'A published obituary keeps its name and date of death (409). Changes to a published obituary are public at once.',
  // The text (OBITUARY_TEXT_MAX) with its markup, twelve events with their places: well under this.
  maxBodyBytes: 128 * 1024,
  request: {
    params: staffObituaryParams,
    body: {
      required: true,
      content: { 'application/json': { schema: staffObituaryContentBody.meta({ id: 'StaffObituaryContent' }) } },
    },
  },
  responses: { 200: jsonResponse(ObituarySchema, 'Saved: the obituary'), 409: refused },
});

export const staffObituaryPhotoRoute = defineRoute({
  audience: 'staff',
  permission: 'obituaries.write',
  method: 'post',
  path: `${path}/{id}/photo`,
  tags,
  summary: 'Upload the obituary’s main photo',
  description:
    'For a case whose family gave none (a case handled elsewhere). The body is one photo, as the family’s ' +
    'obituary photo: cropped to the obituary’s 4:5 shape (the largest 4:5 region centred in the crop box of the ' +
    'query, or in the whole photo), kept in the case’s obituary album and made the main photo. The family’s ' +
    'upload-obituary-photo task is left to them.',
  maxBodyBytes: PHOTO_MAX_BYTES,
  streamsBody: true,
  request: { params: staffObituaryParams, query: casePhotoQuery, body: fileBody('One JPEG, PNG or WebP photo') },
  responses: {
    200: jsonResponse(ObituarySchema, 'The obituary with its new main photo'),
    413: errorResponse('Larger than 15 MB'),
    422: errorResponse('Not a JPEG, PNG or WebP photo, or too many pixels'),
  },
});

const actionDescriptions: Record<StaffPublicationAction, { summary: string; description: string }> = {
  'ask-family': {
    summary: 'Ask the family to approve the text',
    description:
      'A draft waits for the family’s approval in the portal (their review-obituary task is to do again); their ' +
      `approval makes it ready. 409 "${publicationMessages.needsFamily}" without a family member on the case.`,
  },
  'stop-asking': {
    summary: 'Stop waiting for the family',
    description: 'Back to draft: staff may approve the text for the family, or ask again.',
  },
  'approve-text': {
    summary: 'Approve the text for the family',
    description:
      'The change waiting becomes the approved text, approved by the signed-in director (for a case handled ' +
      'elsewhere, or an approval given by phone). Not while the family is asked. Public at once when published.',
  },
  'mark-ready': {
    summary: 'Mark the obituary ready to publish',
    description: `Needs the name, the date of death and approved text, with no change waiting (409 with what is missing).`,
  },
  publish: {
    summary: 'Publish the obituary',
    description:
      'From ready, or again once unpublished: public at once on every server, in search, the sitemap and the home ' +
      'page’s recent obituaries.',
  },
  unpublish: {
    summary: 'Take the obituary off the website',
    description: 'Every public call for it answers 404 at once, on every server; it can be published again.',
  },
};

const actionRoute = (action: StaffPublicationAction) =>
  defineRoute({
    audience: 'staff',
    permission: staffPublicationPermissions[action] as StaffPermission,
    method: 'post',
    path: `${path}/{id}/${action}` as string,
    tags,
    ...actionDescriptions[action],
    request: { params: staffObituaryParams },
    responses: { 200: jsonResponse(ObituarySchema, 'Done: the obituary'), 409: refused },
  });

export const staffPublicationRoutes = (Object.keys(staffPublicationActions) as StaffPublicationAction[]).map(
  (action) => [action, actionRoute(action)] as const,
);

export interface StaffObituaryRoutesDeps {
  clock: Clock;
  files: CaseFileSigner;
  media: MediaStore;
  /** Where upload bodies are staged while they arrive (decision 0059). */
  uploadsDir: string;
}

export function registerStaffObituaryRoutes(
  register: RegisterRoute,
  { clock, files, media, uploadsDir }: StaffObituaryRoutesDeps,
): void {
  /** The editor's view of an obituary for the signed-in role; null when it is not the company's. */
  const viewOf = (c: Context<AppEnv>, id: number) => {
    const scope = scopeOf(c);
    const role = userOf(c).staffRole ?? 'staff';
    return readStaffObituary(scope, id, { links: files.linksFor(scope.companyId, clock.now()), role });
  };

  /** A write's answer: the editor's view, or why not. */
  const answer = async (c: Context<AppEnv>, outcome: PublicationOutcome) => {
    if (outcome.kind === 'not-found') return jsonError(c, 404);
    if (outcome.kind === 'invalid') return jsonError(c, 422, outcome.issues);
    if (outcome.kind === 'refused') return jsonError(c, 409, [{ path: '', message: outcome.message }]);
    const view = await viewOf(c, outcome.id);
    return view ? c.json(view, 200) : jsonError(c, 404);
  };

  register(listStaffObituariesRoute, async (c) =>
    c.json(await listStaffObituaries(scopeOf(c), c.req.valid('query')), 200),
  );

  register(createStaffObituaryRoute, async (c) => {
    const outcome = await createObituary(scopeOf(c), c.req.valid('json'), userOf(c).id);
    if (outcome.kind === 'not-found') return jsonError(c, 404);
    if (outcome.kind === 'invalid') return jsonError(c, 422, outcome.issues);
    if (outcome.kind === 'conflict') return jsonError(c, 409, [{ path: 'for.caseId', message: outcome.message }]);
    const view = await viewOf(c, outcome.id);
    return view ? c.json(view, 201) : jsonError(c, 404);
  });

  register(staffObituaryRoute, async (c) => {
    const view = await viewOf(c, c.req.valid('param').id);
    return view ? c.json(view, 200) : jsonError(c, 404);
  });

  register(saveStaffObituaryRoute, async (c) =>
    answer(c, await saveObituaryContent(scopeOf(c), c.req.valid('param').id, c.req.valid('json'), clock.now())),
  );

  register(staffObituaryPhotoRoute, async (c) => {
    const { id } = c.req.valid('param');
    const scope = scopeOf(c);
    // Another company's obituary, or none: its body is never read.
    const caseId = await obituaryCaseOf(scope, id);
    if (caseId === null) return jsonError(c, 404);
    const target = { kind: 'photo' as const, field: 'file' };
    return withStagedUpload(c, uploadsDir, c.req.raw.body, target, async (upload) => {
      const outcome = await uploadMainPhoto({ media }, scope, caseId, upload, c.req.valid('query'), clock.now());
      if (outcome.kind === 'refused') return refusedUpload(c, target, outcome.reason);
      const view = await viewOf(c, id);
      return view ? c.json(view, 200) : jsonError(c, 404);
    });
  });

  for (const [action, route] of staffPublicationRoutes)
    register(route, async (c) =>
      answer(
        c,
        await runStaffPublicationAction(scopeOf(c), c.req.valid('param').id, action, clock.now(), {
          userId: userOf(c).id,
        }),
      ),
    );
}
