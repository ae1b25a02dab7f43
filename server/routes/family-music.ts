import { caseParams } from '#contract/family-arrangements.ts';
import {
  caseMediaParams,
  familyTrack,
  familyTracksPage,
  musicQuery,
  musicUploadQuery,
  MUSIC_MAX_BYTES,
} from '#contract/family-media.ts';
import { caseScopeOf } from '#server/http/case-scoping.ts';
import { defineRoute } from '#server/http/define-route.ts';
import { jsonError } from '#server/http/errors.ts';
import { errorResponse, jsonResponse } from '#server/http/openapi-responses.ts';
import type { RegisterRoute } from '#server/http/register-route.ts';
import { refusedUpload } from '#server/http/staged-upload.ts';
import { addFamilyTrack, deleteFamilyTrack, listFamilyMusic } from '#server/services/family/media/music.ts';
import { fileBody, linksOf, noContent, tags, withStagedBody, type FamilyMediaDeps } from './family-media-kit.ts';

/*
 * The family's music album (spec §7 "Family cases": music): songs staged from the body (decision
 * 0048) and judged by the audio intake, stored as sent.
 */

export const familyMusicRoute = defineRoute({
  audience: 'family',
  method: 'get',
  path: '/api/family/cases/{caseId}/music',
  tags,
  summary: "The case's music album",
  description: 'Songs in the order added, paged; title and duration were read from each file.',
  request: { params: caseParams, query: musicQuery },
  responses: { 200: jsonResponse(familyTracksPage.meta({ id: 'FamilyTracksPage' }), 'One page of songs') },
});

export const addFamilyTrackRoute = defineRoute({
  audience: 'family',
  method: 'post',
  path: '/api/family/cases/{caseId}/music',
  tags,
  summary: 'Add a song',
  description:
    'The body is one audio file (MP3, M4A/AAC, Ogg, FLAC or WAV judged by its content, at most 50 MB), streamed to ' +
    'disk. Its title and duration are read from the file (the query `title` names a file whose tags have none). ' +
    'Marks the task upload-music done.',
  maxBodyBytes: MUSIC_MAX_BYTES,
  streamsBody: true,
  request: { params: caseParams, query: musicUploadQuery, body: fileBody('One audio file') },
  responses: {
    201: jsonResponse(familyTrack.meta({ id: 'FamilyTrack' }), 'The song was added'),
    413: errorResponse('Larger than 50 MB'),
    422: errorResponse('Not an audio file of those formats'),
  },
});

export const deleteFamilyTrackRoute = defineRoute({
  audience: 'family',
  method: 'delete',
  path: '/api/family/cases/{caseId}/music/{mediaId}',
  tags,
  summary: 'Remove a song',
  request: { params: caseMediaParams },
  responses: { 204: noContent },
});

export function registerFamilyMusicRoutes(register: RegisterRoute, deps: FamilyMediaDeps): void {
  register(familyMusicRoute, async (c) => {
    const { caseId } = c.req.valid('param');
    const page = await listFamilyMusic(caseScopeOf(c), linksOf(c, deps), caseId, c.req.valid('query'));
    return page ? c.json(page, 200) : jsonError(c, 404);
  });

  register(addFamilyTrackRoute, async (c) => {
    const { caseId } = c.req.valid('param');
    return withStagedBody(c, deps, caseId, 'audio', async (upload, target) => {
      const outcome = await addFamilyTrack(
        deps,
        caseScopeOf(c),
        linksOf(c, deps),
        caseId,
        upload,
        c.req.valid('query').title,
        deps.clock.now(),
      );
      if (outcome.kind === 'refused') return refusedUpload(c, target, outcome.reason);
      return c.json(outcome.track, 201);
    });
  });

  register(deleteFamilyTrackRoute, async (c) => {
    const { caseId, mediaId } = c.req.valid('param');
    return (await deleteFamilyTrack(caseScopeOf(c), caseId, mediaId)) ? c.body(null, 204) : jsonError(c, 404);
  });
}
