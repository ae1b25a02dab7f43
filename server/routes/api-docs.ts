import type { OpenAPIHono } from '@hono/zod-openapi';
import { API_VERSION } from '#contract/api-version.ts';
import type { AppEnv } from '#server/http/app-env.ts';
import { apiReferenceStyles, renderApiReference, type OpenApiDocumentLike } from '#server/http/api-reference-page.ts';
import { cspHash } from '#server/http/inline-style-hashes.ts';

export const openApiDocumentPath = '/api/openapi.json';
export const apiReferencePath = '/api/docs';

const documentConfig = {
  openapi: '3.1.0',
  info: {
    title: 'Lantern API',
    version: API_VERSION,
    description:
      'Public website, planning and family-portal calls of a Lantern funeral-home site. Tenant calls pick the ' +
      'company from X-Host (else Host). Errors are JSON { status, message, issues? }.',
  },
  // Every company's site serves the API on its own host: the document's own origin (decision 0113).
  servers: [{ url: '/', description: 'The host this document was read from' }],
};

/** Nothing but the page's own inline style sheet (the global policy would allow more). */
const apiReferencePolicy = `default-src 'none'; style-src ${cspHash(apiReferenceStyles)}; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;

/**
 * The OpenAPI document is generated from the declared routes at request time, so it always lists
 * exactly what the app serves (including routes composed after createApp, as tests do).
 */
export function registerApiDocsRoutes(app: OpenAPIHono<AppEnv>): void {
  const document = () => app.getOpenAPI31Document(documentConfig);
  // The page reads a few fields structurally; the generator's own types are stricter than it needs.
  const documentForPage = () => document() as unknown as OpenApiDocumentLike;

  app.get(openApiDocumentPath, (c) => c.json(document()));

  app.get(apiReferencePath, (c) => {
    c.header('Content-Security-Policy', apiReferencePolicy);
    return c.html(renderApiReference(documentForPage(), openApiDocumentPath));
  });
}
