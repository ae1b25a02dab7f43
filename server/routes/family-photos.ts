import type { Context } from 'hono';
import { caseParams } from '#contract/family-arrangements.ts';
import {
  albumEdit,
  type AlbumEdit,
  caseMediaParams,
  casePhoto,
  casePhotoQuery,
  familyPhoto,
  familyPhotos,
  photoUploadQuery,
} from '#contract/family-media.ts';
import { PHOTO_MAX_BYTES } from '#contract/memorial.ts';
import { caseScopeOf } from '#server/http/case-scoping.ts';
import { defineRoute } from '#server/http/define-route.ts';
import { jsonError } from '#server/http/errors.ts';
import { errorResponse, jsonResponse } from '#server/http/openapi-responses.ts';
import type { RegisterRoute } from '#server/http/register-route.ts';
import { refusedUpload } from '#server/http/staged-upload.ts';
import { saveCasePhoto } from '#server/services/family/media/case-photo.ts';
import {
  addFamilyPhoto,
  deleteFamilyPhoto,
  editFamilyAlbum,
  listFamilyPhotos,
} from '#server/services/family/media/photos.ts';
import {
  binary,
  fileBody,
  linksOf,
  noContent,
  tags,
  withStagedBody,
  type FamilyMediaDeps,
} from './family-media-kit.ts';

/*
 * The family's photos (spec §7 "Family cases": photos, case-photo): the album, and the obituary's
 * main photo cropped to its 4:5 shape. Both go through the one photo intake (decision 0032) from a
 * staged body (decision 0048).
 */

export const familyPhotosRoute = defineRoute({
  audience: 'family',
  method: 'get',
  path: '/api/family/cases/{caseId}/photos',
  tags,
  summary: "The case's photo album",
  description: 'Every album photo in its order, with its caption and renditions (not paged: tens of photos).',
  request: { params: caseParams },
  responses: { 200: jsonResponse(familyPhotos.meta({ id: 'FamilyPhotos' }), 'The album') },
});

export const addFamilyPhotoRoute = defineRoute({
  audience: 'family',
  method: 'post',
  path: '/api/family/cases/{caseId}/photos',
  tags,
  summary: 'Add a photo to the album, or set the album’s captions and order',
  description:
    'With `application/octet-stream`: the body is one photo (JPEG, PNG or WebP judged by its content, at most 15 MB ' +
    'and 50 megapixels), its caption in the query; it is re-encoded, its metadata (GPS included) removed, and added ' +
    'at the end; 201 with the photo. With `application/json`: `{ photos: [{ id, caption }] }` sets those photos’ ' +
    'captions and their order (first is first); 200 with the album. The first photo marks the task upload-photos done.',
  maxBodyBytes: PHOTO_MAX_BYTES,
  streamsBody: true,
  request: {
    params: caseParams,
    query: photoUploadQuery,
    // Not `required`: then the JSON schema is checked only for JSON bodies; a file may come under any
    // type (its bytes decide what it is), hence */*.
    body: {
      required: false,
      content: {
        '*/*': { schema: binary },
        'application/json': { schema: albumEdit.meta({ id: 'AlbumEdit' }) },
      },
    },
  },
  responses: {
    200: jsonResponse(familyPhotos, 'The album after the edit'),
    201: jsonResponse(familyPhoto.meta({ id: 'FamilyPhoto' }), 'The photo was added'),
    413: errorResponse('Larger than 15 MB'),
    422: errorResponse('Not a JPEG, PNG or WebP photo, too many pixels, or a bad caption (`issues`)'),
  },
});

export const deleteFamilyPhotoRoute = defineRoute({
  audience: 'family',
  method: 'delete',
  path: '/api/family/cases/{caseId}/photos/{mediaId}',
  tags,
  summary: 'Remove a photo from the album',
  request: { params: caseMediaParams },
  responses: { 204: noContent },
});

export const casePhotoRoute = defineRoute({
  audience: 'family',
  method: 'post',
  path: '/api/family/cases/{caseId}/case-photo',
  tags,
  summary: "The obituary's main photo",
  description:
    'The body is one photo (as for the album). It is cropped to the obituary’s 4:5 shape: the largest 4:5 region ' +
    'centred in the crop box of the query (left, top, width, height in the upright photo’s pixels), or in the whole ' +
    'photo without one. Marks the task upload-obituary-photo done.',
  maxBodyBytes: PHOTO_MAX_BYTES,
  streamsBody: true,
  request: { params: caseParams, query: casePhotoQuery, body: fileBody('One JPEG, PNG or WebP photo') },
  responses: {
    201: jsonResponse(casePhoto.meta({ id: 'CasePhoto' }), 'The obituary’s photo'),
    413: errorResponse('Larger than 15 MB'),
    422: errorResponse('Not a JPEG, PNG or WebP photo, or too many pixels'),
  },
});

const isJson = (c: Context) => /^application\/(?:[\w.+-]+\+)?json\b/i.test(c.req.header('content-type') ?? '');

export function registerFamilyPhotoRoutes(register: RegisterRoute, deps: FamilyMediaDeps): void {
  register(familyPhotosRoute, async (c) => {
    const album = await listFamilyPhotos(caseScopeOf(c), linksOf(c, deps), c.req.valid('param').caseId);
    return album ? c.json(album, 200) : jsonError(c, 404);
  });

  register(addFamilyPhotoRoute, async (c) => {
    const scope = caseScopeOf(c);
    const { caseId } = c.req.valid('param');
    if (isJson(c)) {
      // Validated by the route's JSON schema (it runs for JSON bodies only); the typings of a route
      // with two body types do not carry it, hence the cast.
      const edit = (c.req.valid as unknown as (target: 'json') => AlbumEdit)('json');
      const outcome = await editFamilyAlbum(scope, linksOf(c, deps), caseId, edit);
      if (outcome.kind === 'not-found') return jsonError(c, 404);
      if (outcome.kind === 'invalid') return jsonError(c, 422, [{ path: 'photos', message: outcome.message }]);
      return c.json(outcome.album, 200);
    }
    return withStagedBody(c, deps, caseId, 'photo', async (upload, target) => {
      const outcome = await addFamilyPhoto(
        deps,
        scope,
        linksOf(c, deps),
        caseId,
        upload,
        c.req.valid('query').caption,
        deps.clock.now(),
      );
      if (outcome.kind === 'refused') return refusedUpload(c, target, outcome.reason);
      return c.json(outcome.photo, 201);
    });
  });

  register(deleteFamilyPhotoRoute, async (c) => {
    const { caseId, mediaId } = c.req.valid('param');
    return (await deleteFamilyPhoto(caseScopeOf(c), caseId, mediaId)) ? c.body(null, 204) : jsonError(c, 404);
  });

  register(casePhotoRoute, async (c) => {
    const { caseId } = c.req.valid('param');
    return withStagedBody(c, deps, caseId, 'photo', async (upload, target) => {
      const outcome = await saveCasePhoto(
        deps,
        caseScopeOf(c),
        linksOf(c, deps),
        caseId,
        upload,
        c.req.valid('query'),
        deps.clock.now(),
      );
      if (outcome.kind === 'not-found') return jsonError(c, 404);
      if (outcome.kind === 'refused') return refusedUpload(c, target, outcome.reason);
      return c.json(outcome.photo, 201);
    });
  });
}
