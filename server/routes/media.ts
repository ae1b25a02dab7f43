import { mediaFileParams } from '#contract/memorial.ts';
import { defineRoute } from '#server/http/define-route.ts';
import { jsonError } from '#server/http/errors.ts';
import type { RegisterRoute } from '#server/http/register-route.ts';
import { sendStoredFile } from '#server/http/send-stored-file.ts';
import { scopeOf } from '#server/http/tenancy.ts';
import type { MediaStore } from '#server/media/media-store.ts';
import { findPublicMediaFile } from '#server/services/media/media-access.ts';

const binary = (description: string) => ({
  description,
  content: {
    'image/webp': { schema: { type: 'string' as const, format: 'binary' } },
    'image/jpeg': { schema: { type: 'string' as const, format: 'binary' } },
    'video/mp4': { schema: { type: 'string' as const, format: 'binary' } },
    'text/vtt': { schema: { type: 'string' as const, format: 'binary' } },
  },
});

export const mediaFileRoute = defineRoute({
  audience: 'public',
  method: 'get',
  path: '/api/web/media/{id}/{file}',
  tags: ['Memorial'],
  summary: 'A stored photo, video or captions file',
  description:
    'One rendition of a stored file, by the name the page was given ("640.webp", "video.mp4", "captions.vtt"). ' +
    "Answered only while the file is public: an album photo of a published obituary, a memory's photo once the " +
    'memory is approved, the memorial video, its captions and poster once the family approved it; anything else is ' +
    '404. Cached for a year (a URL never changes its bytes); a single `Range` is honoured (206).',
  request: { params: mediaFileParams },
  responses: {
    200: binary('The file, with its own content type'),
    206: binary('The requested byte range of the file'),
  },
});

export function registerMediaRoutes(register: RegisterRoute, deps: { media: MediaStore }): void {
  register(mediaFileRoute, async (c) => {
    const { id, file } = c.req.valid('param');
    const variant = await findPublicMediaFile(scopeOf(c), id, file);
    const stored = variant ? await deps.media.open(variant.key) : null;
    if (!variant || !stored) return jsonError(c, 404);
    return sendStoredFile(c, variant, stored) as never;
  });
}
