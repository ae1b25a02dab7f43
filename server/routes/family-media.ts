import type { Context } from 'hono';
import { caseParams } from '#contract/family-arrangements.ts';
import {
  albumEdit,
  type AlbumEdit,
  audioMessages,
  caseMediaParams,
  casePhoto,
  casePhotoQuery,
  customTheme,
  emptyUploadMessage,
  familyPhoto,
  familyPhotos,
  familyTrack,
  familyTracksPage,
  memorialTheme,
  memorialThemeQuery,
  musicQuery,
  musicUploadQuery,
  MUSIC_MAX_BYTES,
  photoUploadQuery,
  stockThemes,
} from '#contract/family-media.ts';
import { photoMessages, PHOTO_MAX_BYTES } from '#contract/memorial.ts';
import type { Clock } from '#server/clock.ts';
import type { AppEnv } from '#server/http/app-env.ts';
import { caseScopeOf } from '#server/http/case-scoping.ts';
import { defineRoute } from '#server/http/define-route.ts';
import { jsonError } from '#server/http/errors.ts';
import { errorResponse, jsonResponse } from '#server/http/openapi-responses.ts';
import type { RegisterRoute } from '#server/http/register-route.ts';
import type { AudioRefusal } from '#server/media/audio-intake.ts';
import type { MediaStore } from '#server/media/media-store.ts';
import type { PhotoRefusal } from '#server/media/photo-intake.ts';
import { stageUpload, type StagedUpload } from '#server/media/upload-staging.ts';
import type { CaseFileSigner } from '#server/services/family/case-files.ts';
import { saveCasePhoto } from '#server/services/family/media/case-photo.ts';
import {
  chooseStockTheme,
  findMemorialTheme,
  listStockThemes,
  saveCustomTheme,
} from '#server/services/family/media/memorial-theme.ts';
import { addFamilyTrack, deleteFamilyTrack, listFamilyMusic } from '#server/services/family/media/music.ts';
import {
  addFamilyPhoto,
  deleteFamilyPhoto,
  editFamilyAlbum,
  listFamilyPhotos,
} from '#server/services/family/media/photos.ts';
import { familyTags } from './family-route-kit.ts';

/*
 * The family's media (spec §7 "Family cases": photos, case-photo, music, memorial-theme; "Other
 * family calls": stock themes). Files are the request body itself, streamed to disk as they arrive
 * (decision 0048), then judged by content; a refused file leaves no row and no file.
 */

const tags = familyTags.media;

// A plain OpenAPI schema, not zod: the handler streams this body itself, nothing validates it whole.
const binary = { type: 'string' as const, format: 'binary' };

const fileBody = (description: string) => ({
  required: true,
  description,
  content: { 'application/octet-stream': { schema: binary } },
});

const noContent = { description: 'Removed' };

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

export const stockThemesRoute = defineRoute({
  audience: 'family',
  method: 'get',
  path: '/api/family/media/albums/stock/themes',
  tags,
  summary: "The company's stock memorial themes",
  request: {},
  responses: { 200: jsonResponse(stockThemes.meta({ id: 'StockThemes' }), 'The stock themes in order') },
});

const themeResponses = { 200: jsonResponse(memorialTheme.meta({ id: 'MemorialTheme' }), "The case's theme") };

export const memorialThemeRoute = defineRoute({
  audience: 'family',
  method: 'get',
  path: '/api/family/cases/{caseId}/memorial-theme',
  tags,
  summary: "The case's memorial theme",
  description: 'The choice (a stock theme, a custom theme, or null) and what the public obituary wears.',
  request: { params: caseParams },
  responses: themeResponses,
});

export const chooseStockThemeRoute = defineRoute({
  audience: 'family',
  method: 'post',
  path: '/api/family/cases/{caseId}/memorial-theme',
  tags,
  summary: 'Choose a stock theme',
  description: 'mediaId names one of GET /api/family/media/albums/stock/themes. Marks the task select-theme done.',
  request: { params: caseParams, query: memorialThemeQuery },
  responses: themeResponses,
});

export const customThemeRoute = defineRoute({
  audience: 'family',
  method: 'put',
  path: '/api/family/cases/{caseId}/memorial-theme',
  tags,
  summary: 'Set a custom theme',
  description:
    'Colours (#rrggbb), a font from the short list, and optionally one of the album’s photos as the background. ' +
    'Marks the task select-theme done.',
  maxBodyBytes: 4 * 1024,
  request: {
    params: caseParams,
    body: { required: true, content: { 'application/json': { schema: customTheme.meta({ id: 'CustomTheme' }) } } },
  },
  responses: themeResponses,
});

const photoRefusals: Record<PhotoRefusal, string> = {
  'not-a-photo': photoMessages.notAPhoto,
  'too-large': photoMessages.tooLarge,
  'too-many-pixels': photoMessages.tooManyPixels,
};
const audioRefusals: Record<AudioRefusal, string> = {
  'not-audio': audioMessages.notAudio,
  'too-large': audioMessages.tooLarge,
};

export interface FamilyMediaDeps {
  media: MediaStore;
  /** Signs the links the answers give to the family's own files (decision 0050). */
  files: CaseFileSigner;
  clock: Clock;
  /** Where upload bodies are staged while they arrive (a local folder, DATA_DIR/uploads). */
  uploadsDir: string;
}

/**
 * The one way an upload body is read: the case checked first (a stranger's body is never read),
 * then streamed to a staged file under the limit, handed to `work`, and removed whatever happens.
 */
async function withStagedBody(
  c: Context<AppEnv>,
  deps: FamilyMediaDeps,
  caseId: number,
  limit: { maxBytes: number; tooLarge: string },
  work: (upload: StagedUpload) => Promise<Response>,
): Promise<Response> {
  if (!caseScopeOf(c).isMemberOf(caseId)) return jsonError(c, 404);
  const staged = await stageUpload(deps.uploadsDir, c.req.raw.body, limit.maxBytes);
  if (staged.kind === 'too-large') return jsonError(c, 413, [{ path: 'file', message: limit.tooLarge }]);
  if (staged.kind === 'empty') return jsonError(c, 422, [{ path: 'file', message: emptyUploadMessage }]);
  try {
    return await work(staged.file);
  } finally {
    await staged.file.discard();
  }
}

const isJson = (c: Context) => /^application\/(?:[\w.+-]+\+)?json\b/i.test(c.req.header('content-type') ?? '');

export function registerFamilyMediaRoutes(register: RegisterRoute, deps: FamilyMediaDeps): void {
  const photoLimit = { maxBytes: PHOTO_MAX_BYTES, tooLarge: photoMessages.tooLarge };
  const linksOf = (c: Context<AppEnv>) => deps.files.linksFor(caseScopeOf(c).companyId, deps.clock.now());

  register(familyPhotosRoute, async (c) => {
    const album = await listFamilyPhotos(caseScopeOf(c), linksOf(c), c.req.valid('param').caseId);
    return album ? c.json(album, 200) : jsonError(c, 404);
  });

  register(addFamilyPhotoRoute, async (c) => {
    const scope = caseScopeOf(c);
    const { caseId } = c.req.valid('param');
    if (isJson(c)) {
      // Validated by the route's JSON schema (it runs for JSON bodies only); the typings of a route
      // with two body types do not carry it, hence the cast.
      const edit = (c.req.valid as unknown as (target: 'json') => AlbumEdit)('json');
      const outcome = await editFamilyAlbum(scope, linksOf(c), caseId, edit);
      if (outcome.kind === 'not-found') return jsonError(c, 404);
      if (outcome.kind === 'invalid') return jsonError(c, 422, [{ path: 'photos', message: outcome.message }]);
      return c.json(outcome.album, 200);
    }
    return withStagedBody(c, deps, caseId, photoLimit, async (upload) => {
      const outcome = await addFamilyPhoto(
        deps,
        scope,
        linksOf(c),
        caseId,
        upload,
        c.req.valid('query').caption,
        deps.clock.now(),
      );
      if (outcome.kind === 'refused')
        return jsonError(c, 422, [{ path: 'file', message: photoRefusals[outcome.reason] }]);
      return c.json(outcome.photo, 201);
    }) as never;
  });

  register(deleteFamilyPhotoRoute, async (c) => {
    const { caseId, mediaId } = c.req.valid('param');
    return (await deleteFamilyPhoto(caseScopeOf(c), caseId, mediaId)) ? c.body(null, 204) : jsonError(c, 404);
  });

  register(casePhotoRoute, async (c) => {
    const { caseId } = c.req.valid('param');
    return withStagedBody(c, deps, caseId, photoLimit, async (upload) => {
      const outcome = await saveCasePhoto(
        deps,
        caseScopeOf(c),
        linksOf(c),
        caseId,
        upload,
        c.req.valid('query'),
        deps.clock.now(),
      );
      if (outcome.kind === 'not-found') return jsonError(c, 404);
      if (outcome.kind === 'refused')
        return jsonError(c, 422, [{ path: 'file', message: photoRefusals[outcome.reason] }]);
      return c.json(outcome.photo, 201);
    }) as never;
  });

  register(familyMusicRoute, async (c) => {
    const page = await listFamilyMusic(caseScopeOf(c), linksOf(c), c.req.valid('param').caseId, c.req.valid('query'));
    return page ? c.json(page, 200) : jsonError(c, 404);
  });

  register(addFamilyTrackRoute, async (c) => {
    const { caseId } = c.req.valid('param');
    const limit = { maxBytes: MUSIC_MAX_BYTES, tooLarge: audioMessages.tooLarge };
    return withStagedBody(c, deps, caseId, limit, async (upload) => {
      const outcome = await addFamilyTrack(
        deps,
        caseScopeOf(c),
        linksOf(c),
        caseId,
        upload,
        c.req.valid('query').title,
        deps.clock.now(),
      );
      if (outcome.kind === 'refused')
        return jsonError(c, 422, [{ path: 'file', message: audioRefusals[outcome.reason] }]);
      return c.json(outcome.track, 201);
    }) as never;
  });

  register(deleteFamilyTrackRoute, async (c) => {
    const { caseId, mediaId } = c.req.valid('param');
    return (await deleteFamilyTrack(caseScopeOf(c), caseId, mediaId)) ? c.body(null, 204) : jsonError(c, 404);
  });

  register(stockThemesRoute, async (c) => c.json(await listStockThemes(caseScopeOf(c)), 200));

  register(memorialThemeRoute, async (c) => {
    const theme = await findMemorialTheme(caseScopeOf(c), linksOf(c), c.req.valid('param').caseId);
    return theme ? c.json(theme, 200) : jsonError(c, 404);
  });

  register(chooseStockThemeRoute, async (c) => {
    const theme = await chooseStockTheme(
      caseScopeOf(c),
      linksOf(c),
      c.req.valid('param').caseId,
      c.req.valid('query').mediaId,
      deps.clock.now(),
    );
    return theme ? c.json(theme, 200) : jsonError(c, 404);
  });

  register(customThemeRoute, async (c) => {
    const outcome = await saveCustomTheme(
      caseScopeOf(c),
      linksOf(c),
      c.req.valid('param').caseId,
      c.req.valid('json'),
      deps.clock.now(),
    );
    if (outcome.kind === 'not-found') return jsonError(c, 404);
    if (outcome.kind === 'no-such-photo') {
      return jsonError(c, 422, [{ path: 'backgroundMediaId', message: 'Please choose one of this album’s photos' }]);
    }
    return c.json(outcome.theme, 200);
  });
}
