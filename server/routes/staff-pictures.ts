import {
  pictureEdit,
  pictureIdParams,
  pictureMessages,
  pictureUploadQuery,
  staffPicture,
  staffPictures,
  staffPicturesQuery,
} from '#contract/staff-pictures.ts';
import { PHOTO_MAX_BYTES } from '#contract/memorial.ts';
import { defineRoute } from '#server/http/define-route.ts';
import { jsonError } from '#server/http/errors.ts';
import { errorResponse, jsonResponse } from '#server/http/openapi-responses.ts';
import type { RegisterRoute } from '#server/http/register-route.ts';
import { refusedUpload, withStagedUpload } from '#server/http/staged-upload.ts';
import { scopeOf } from '#server/http/tenancy.ts';
import type { MediaStore } from '#server/media/media-store.ts';
import { addPicture, deletePicture, editPicture, listPictures } from '#server/services/staff/pictures/pictures.ts';
import { fileBody } from './family-media-kit.ts';

/*
 * The company's picture library (decision 0107): `site.edit` (every
 * staff role: who keeps the website) uploads a picture once, through the one photo intake as the
 * family's photos (decisions 0032, 0048), and the site, products and price list use its public
 * address. Another company's picture is 404 like one that never existed (TenantScope).
 */

const tags = ['Console: picture library'];
const path = '/api/staff/pictures';
const PictureSchema = staffPicture.meta({ id: 'StaffPicture' });

export const listPicturesRoute = defineRoute({
  audience: 'staff',
  permission: 'site.edit',
  method: 'get',
  path,
  tags,
  summary: "The company's picture library",
  description:
    'Newest first, paged. Each picture with its alt text and its renditions (WebP at 320, 640 and 1280 px at most), ' +
    'whose public addresses the site, products and price list items use.',
  request: { query: staffPicturesQuery },
  responses: { 200: jsonResponse(staffPictures.meta({ id: 'StaffPictures' }), 'One page of the library') },
});

export const addPictureRoute = defineRoute({
  audience: 'staff',
  permission: 'site.edit',
  method: 'post',
  path,
  tags,
  summary: 'Add a picture to the library',
  description:
    'The body is one photo (JPEG, PNG or WebP judged by its content, at most 15 MB and 50 megapixels), its alt ' +
    'text in the query; it is re-encoded, its metadata (GPS included) removed. Public at once at its addresses.',
  maxBodyBytes: PHOTO_MAX_BYTES,
  streamsBody: true,
  request: { query: pictureUploadQuery, body: fileBody('One JPEG, PNG or WebP photo') },
  responses: {
    201: jsonResponse(PictureSchema, 'The picture'),
    413: errorResponse('Larger than 15 MB'),
    422: errorResponse('Not a JPEG, PNG or WebP photo, too many pixels, or a bad alt text (`issues`)'),
  },
});

export const editPictureRoute = defineRoute({
  audience: 'staff',
  permission: 'site.edit',
  method: 'patch',
  path: `${path}/{id}`,
  tags,
  summary: "Change a picture's alt text",
  description:
    'Places that already use the picture keep the alt text they were given; new ones take this one. "" only for ' +
    'a decorative picture.',
  maxBodyBytes: 4 * 1024,
  request: {
    params: pictureIdParams,
    body: { required: true, content: { 'application/json': { schema: pictureEdit.meta({ id: 'PictureEdit' }) } } },
  },
  responses: { 200: jsonResponse(PictureSchema, 'The picture as it is now') },
});

export const deletePictureRoute = defineRoute({
  audience: 'staff',
  permission: 'site.edit',
  method: 'delete',
  path: `${path}/{id}`,
  tags,
  summary: 'Delete a picture nothing uses',
  description:
    `409 "${pictureMessages.inUse}" while the site's draft or published version, a blog article, a product, or a ` +
    'price list item, variant or package names its address. Its files are removed a day later by the unused-media ' +
    'collection.',
  request: { params: pictureIdParams },
  responses: { 204: { description: 'Deleted' }, 409: errorResponse('The picture is in use') },
});

export interface StaffPictureRoutesDeps {
  media: MediaStore;
  /** Where upload bodies are staged while they arrive (decision 0059). */
  uploadsDir: string;
}

export function registerStaffPictureRoutes(
  register: RegisterRoute,
  { media, uploadsDir }: StaffPictureRoutesDeps,
): void {
  register(listPicturesRoute, async (c) => c.json(await listPictures(scopeOf(c), c.req.valid('query')), 200));

  register(addPictureRoute, async (c) => {
    const scope = scopeOf(c);
    const target = { kind: 'photo' as const, field: 'file' };
    return withStagedUpload(c, uploadsDir, c.req.raw.body, target, async (upload) => {
      const outcome = await addPicture({ media }, scope, upload, c.req.valid('query').alt);
      if (outcome.kind === 'refused') return refusedUpload(c, target, outcome.reason);
      return c.json(outcome.picture, 201);
    });
  });

  register(editPictureRoute, async (c) => {
    const picture = await editPicture(scopeOf(c), c.req.valid('param').id, c.req.valid('json'));
    return picture ? c.json(picture, 200) : jsonError(c, 404);
  });

  register(deletePictureRoute, async (c) => {
    const outcome = await deletePicture(scopeOf(c), c.req.valid('param').id);
    if (outcome === 'not-found') return jsonError(c, 404);
    if (outcome === 'in-use') return jsonError(c, 409, [{ path: '', message: pictureMessages.inUse }]);
    return c.body(null, 204);
  });
}
