import { exportLink, exportLinkQuery } from '#contract/company-export-link.ts';
import type { Clock } from '#server/clock.ts';
import { userOf } from '#server/http/authentication.ts';
import { defineRoute } from '#server/http/define-route.ts';
import { jsonError } from '#server/http/errors.ts';
import { jsonResponse } from '#server/http/openapi-responses.ts';
import type { RegisterRoute } from '#server/http/register-route.ts';
import { scopeOf } from '#server/http/tenancy.ts';
import type { MediaStore } from '#server/media/media-store.ts';
import { gzippedArchive } from '#server/services/export/company-archive.ts';
import { mayStillExport, type ExportLinkSigner } from '#server/services/export/export-link.ts';

/*
 * The company's export (decision 0086; the owner's `company.export`): a signed link,
 * then the archive it opens, streamed. The format is docs/export-format.md (contract/company-export.ts).
 */

const tags = ['Staff: export'];

export const exportLinkRoute = defineRoute({
  audience: 'staff',
  permission: 'company.export',
  method: 'post',
  path: '/api/staff/company/export-link',
  tags,
  summary: "A link that downloads all of the company's data",
  description:
    'Answers an address that downloads the export archive (a gzipped tar: every record as JSON, every media ' +
    'file, a manifest; docs/export-format.md). It opens for two minutes and only while the account is still an ' +
    'enabled owner: a browser download cannot send the bearer token, and the archive is too large to fetch as a blob.',
  responses: { 200: jsonResponse(exportLink.meta({ id: 'ExportLink' }), 'The signed download address') },
});

export const exportArchiveRoute = defineRoute({
  audience: 'public',
  method: 'get',
  path: '/api/web/company-export',
  tags,
  summary: "All of the company's data, by a signed link",
  description:
    'The export archive, streamed as it is written: `lantern-export/data/<collection>.json`, ' +
    '`lantern-export/media/<key>`, and `lantern-export/manifest.json` last (counts, every file’s size and ' +
    'SHA-256). The link comes from POST /api/staff/company/export-link; an expired or altered link, one of ' +
    'another company, or one whose owner is no longer an enabled owner is 404.',
  request: { query: exportLinkQuery },
  responses: {
    200: {
      description: 'The archive (application/gzip), sent as an attachment',
      content: { 'application/gzip': { schema: { type: 'string' as const, format: 'binary' } } },
    },
  },
});

export function registerCompanyExportRoutes(
  register: RegisterRoute,
  deps: { clock: Clock; media: MediaStore; links: ExportLinkSigner },
): void {
  register(exportLinkRoute, (c) =>
    c.json(deps.links.linkFor(scopeOf(c).companyId, userOf(c).id, deps.clock.now()), 200),
  );

  register(exportArchiveRoute, async (c) => {
    const { user, expires, signature } = c.req.valid('query');
    const scope = scopeOf(c);
    const now = deps.clock.now();
    if (!deps.links.verify(scope.companyId, user, expires, signature, now) || !(await mayStillExport(scope, user)))
      return jsonError(c, 404);
    const company = await scope.company();
    if (!company) return jsonError(c, 404);
    const fileName = `${company.slug}-export-${now.toISOString().slice(0, 10)}.tar.gz`;
    return new Response(gzippedArchive({ scope, media: deps.media, now }), {
      status: 200,
      headers: {
        'Content-Type': 'application/gzip',
        'Content-Disposition': `attachment; filename="${fileName}"`,
        'Cache-Control': 'no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    }) as never;
  });
}
