import { caseFileParams, caseFileQuery } from '#contract/case-files.ts';
import type { Clock } from '#server/clock.ts';
import { defineRoute } from '#server/http/define-route.ts';
import { jsonError } from '#server/http/errors.ts';
import type { RegisterRoute } from '#server/http/register-route.ts';
import { sendStoredFile } from '#server/http/send-stored-file.ts';
import { scopeOf } from '#server/http/tenancy.ts';
import type { MediaStore } from '#server/media/media-store.ts';
import { findCaseFile, secondsLeft, type CaseFileSigner } from '#server/services/family/case-files.ts';

const binary = (description: string) => ({
  description,
  content: {
    'image/webp': { schema: { type: 'string' as const, format: 'binary' } },
    'image/svg+xml': { schema: { type: 'string' as const, format: 'binary' } },
    'video/mp4': { schema: { type: 'string' as const, format: 'binary' } },
    'text/vtt': { schema: { type: 'string' as const, format: 'binary' } },
    'audio/*': { schema: { type: 'string' as const, format: 'binary' } },
  },
});

export const caseFileRoute = defineRoute({
  audience: 'public',
  method: 'get',
  path: '/api/web/case-files/{id}/{file}',
  tags: ['Family cases'],
  summary: "A case's private file, by a signed link",
  description:
    'Proof pages, the memorial video before approval, a memory photo waiting for moderation, the family’s own ' +
    'photos, obituary photo and songs while the obituary is unpublished: files the family ' +
    'sees but visitors do not. The link comes from a family call (which checked membership) and opens this one ' +
    'file until `expires`; anything else is 404. Cached privately (decision 0050).',
  request: { params: caseFileParams, query: caseFileQuery },
  responses: {
    200: binary('The file, with its own content type'),
    206: binary('The requested byte range of the file'),
  },
});

export function registerCaseFileRoutes(
  register: RegisterRoute,
  deps: { media: MediaStore; files: CaseFileSigner; clock: Clock },
): void {
  register(caseFileRoute, async (c) => {
    const { id, file } = c.req.valid('param');
    const { expires, signature } = c.req.valid('query');
    const scope = scopeOf(c);
    const now = deps.clock.now();
    if (!deps.files.verify(scope.companyId, id, file, expires, signature, now)) return jsonError(c, 404);
    const variant = await findCaseFile(scope, id, file);
    const stored = variant ? await deps.media.open(variant.key) : null;
    if (!variant || !stored) return jsonError(c, 404);
    const response = sendStoredFile(c, variant, stored);
    // A family's private file: kept by this browser only, and never longer than its link opens.
    response.headers.set('Cache-Control', `private, max-age=${secondsLeft(expires, now)}`);
    // A proof's PDF opens in the browser's own viewer, an embedded plugin document of this same
    // address, which the site's `object-src 'none'` would block; nothing else may load (decision 0082).
    if (variant.contentType === 'application/pdf')
      response.headers.set('Content-Security-Policy', "default-src 'none'; object-src 'self'; frame-ancestors 'none'");
    return response as never;
  });
}
