import {
  memoriesQuery,
  memorialVideo,
  memoryPost,
  memoryPosted,
  obituaryMemories,
  obituaryPhotos,
  PHOTO_MAX_BYTES,
} from '#contract/memorial.ts';
import { obituaryParams as params } from '#contract/obituaries.ts';
import type { Clock } from '#server/clock.ts';
import type { ClientAddress } from '#server/http/client-address.ts';
import { defineRoute } from '#server/http/define-route.ts';
import { jsonError } from '#server/http/errors.ts';
import { errorResponse, jsonResponse } from '#server/http/openapi-responses.ts';
import type { RegisterRoute } from '#server/http/register-route.ts';
import { refusedUpload, withStagedUpload } from '#server/http/staged-upload.ts';
import { scopeOf } from '#server/http/tenancy.ts';
import { tooManyRequestsResponse } from '#server/http/too-many-requests.ts';
import type { MediaStore } from '#server/media/media-store.ts';
import type { StagedUpload } from '#server/media/upload-staging.ts';
import { listAlbumPhotos } from '#server/services/memorial/album.ts';
import { listMemories } from '#server/services/memorial/memories.ts';
import { findMemorialVideo } from '#server/services/memorial/memorial-video.ts';
import { findPublishedObituary } from '#server/services/obituaries/published-obituary.ts';
import { postMemory } from '#server/services/memorial/post-memory.ts';
import { rateLimits } from '#server/services/rate-limit-rules.ts';
import type { SiteCache } from '#server/services/site-cache.ts';
import { memoryAdmission, unknownObituaryMessage } from './memory-admission.ts';

const tags = ['Memorial'];
const notFound = unknownObituaryMessage;

export const obituaryPhotosRoute = defineRoute({
  audience: 'public',
  method: 'get',
  path: '/api/web/obituaries/{id}/photos',
  tags,
  summary: "An obituary's photo album",
  description:
    "Every photo of the family's album in their order, not paged: an album holds tens of photos and the viewer " +
    'steps through all of them. Each photo has its caption (its alt text), size and WebP renditions (src, srcset).',
  request: { params },
  responses: { 200: jsonResponse(obituaryPhotos.meta({ id: 'ObituaryPhotos' }), 'The album') },
});

export const obituaryMemoriesRoute = defineRoute({
  audience: 'public',
  method: 'get',
  path: '/api/web/obituaries/{id}/memories',
  tags,
  summary: "An obituary's memories",
  description:
    "Approved memories, newest first, paged with page (from 1) and pageSize (1–100), and the wall's settings. " +
    'None while the family hides the wall. Text is plain text as written (show it as text); no email is ever answered.',
  request: { params, query: memoriesQuery },
  responses: { 200: jsonResponse(obituaryMemories.meta({ id: 'ObituaryMemories' }), 'One page of memories') },
});

export const postMemoryRoute = defineRoute({
  audience: 'public',
  method: 'post',
  path: '/api/web/obituaries/{id}/memories',
  tags,
  summary: 'Share a memory',
  description:
    'multipart/form-data with name, email (never shown), text and optionally one photo (JPEG, PNG or WebP judged by ' +
    'its content, at most 15 MB; its metadata, GPS position included, is removed). The answer says whether the ' +
    "memory waits for the family's approval (status pending, the default) or is shown now. At most " +
    `${rateLimits.memoryPerAddress.limit} memories an hour from one client address and ` +
    `${rateLimits.memoryPerObituary.limit} on one obituary are accepted; more answer 429, before the form is read.`,
  maxBodyBytes: PHOTO_MAX_BYTES + 64 * 1024,
  request: {
    params,
    body: { required: true, content: { 'multipart/form-data': { schema: memoryPost.meta({ id: 'MemoryPost' }) } } },
  },
  responses: {
    201: jsonResponse(memoryPosted.meta({ id: 'MemoryPosted' }), 'The memory was received'),
    403: errorResponse('The wall is hidden, or only the family may write on it: `issues` say which'),
    422: errorResponse('Invalid fields, or a photo that is no JPEG, PNG or WebP (`issues` by field)'),
    429: tooManyRequestsResponse('Too many memories from this client address or on this obituary'),
  },
});

export const memorialVideoRoute = defineRoute({
  audience: 'public',
  method: 'get',
  path: '/api/web/obituaries/{id}/video',
  tags,
  summary: "An obituary's memorial video",
  description:
    'The memorial video once the family approved it, with its WebVTT captions and poster; `video` is null before.',
  request: { params },
  responses: { 200: jsonResponse(memorialVideo.meta({ id: 'MemorialVideo' }), 'The video, or null') },
});

export interface MemorialRoutesDeps {
  media: MediaStore;
  clock: Clock;
  clientAddress: ClientAddress;
  /** Where a memory's photo is staged for the photo intake (decision 0059), as the family's uploads are. */
  uploadsDir: string;
  /** A memory shown at once changes the obituary's public pages: their rendered copies go (decision 0093). */
  siteCache: SiteCache;
}

const photoTarget = { kind: 'photo', field: 'photo' } as const;

export function registerMemorialRoutes(register: RegisterRoute, deps: MemorialRoutesDeps): void {
  register(obituaryPhotosRoute, async (c) => {
    const obituary = await findPublishedObituary(scopeOf(c), c.req.valid('param').id);
    if (!obituary) return jsonError(c, 404, [{ path: 'id', message: notFound }]);
    return c.json(await listAlbumPhotos(scopeOf(c), obituary.caseId), 200);
  });

  register(obituaryMemoriesRoute, async (c) => {
    const obituary = await findPublishedObituary(scopeOf(c), c.req.valid('param').id);
    if (!obituary) return jsonError(c, 404, [{ path: 'id', message: notFound }]);
    return c.json(await listMemories(scopeOf(c), obituary.caseId, c.req.valid('query')), 200);
  });

  // The obituary, the wall and the limits are checked before the form is read (memory-admission.ts).
  // The photo then takes the family uploads' one path (decision 0059): staged on disk, the photo
  // intake reads the staged file, and the file is removed whatever the answer.
  register(
    postMemoryRoute,
    async (c) => {
      const { photo, ...fields } = c.req.valid('form');
      const post = async (staged?: StagedUpload) => {
        const outcome = await postMemory(deps, scopeOf(c), c.get('admittedMemory'), { ...fields, photo: staged });
        switch (outcome.kind) {
          case 'photo-refused':
            return refusedUpload(c, photoTarget, outcome.reason);
          case 'posted':
            if (outcome.result.status === 'approved') deps.siteCache.invalidateSiteCache(scopeOf(c).companyId);
            return c.json(outcome.result, 201);
        }
      };
      if (!photo) return post();
      return withStagedUpload(c, deps.uploadsDir, photo.stream(), photoTarget, post);
    },
    { beforeBody: memoryAdmission(deps) },
  );

  register(memorialVideoRoute, async (c) => {
    const obituary = await findPublishedObituary(scopeOf(c), c.req.valid('param').id);
    if (!obituary) return jsonError(c, 404, [{ path: 'id', message: notFound }]);
    return c.json(await findMemorialVideo(scopeOf(c), obituary.caseId), 200);
  });
}
