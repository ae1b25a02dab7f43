import { readFile, writeFile } from 'node:fs/promises';
import { openApiDocumentText } from './openapi-document-text.ts';

/*
 * `npm run typecheck` runs this first (as `tsr generate` writes the route tree): it writes
 * src/lib/api/api-paths.gen.ts, the paths of the OpenAPI document the server serves, by method, as
 * TypeScript template types, so the browser's API client takes only paths the server has
 * (src/lib/api/client.ts). A route renamed or removed on the server turns every call of it red in
 * `tsc`. A path parameter (`{id}`) is a number or text, so `/api/staff/cases/${id}/details` fits
 * `/api/staff/cases/{id}/details`, and `/api/staff/case/${id}` fits nothing.
 */

export const API_PATHS_FILE = 'src/lib/api/api-paths.gen.ts';

const methods = ['get', 'post', 'put', 'patch', 'delete'] as const;

interface OpenApiDocument {
  paths: Record<string, Partial<Record<(typeof methods)[number] | 'parameters', unknown>>>;
}

/** "/api/staff/cases/{id}/details" → the template type `/api/staff/cases/${PathParameter}/details`. */
const templateOf = (path: string): string =>
  /\{[^}]+\}/.test(path) ? `\`${path.replace(/\{[^}]+\}/g, '${PathParameter}')}\`` : `'${path}'`;

export function apiPathsSource(document: OpenApiDocument): string {
  const byMethod = methods.map((method) => {
    const paths = Object.keys(document.paths)
      .filter((path) => document.paths[path]?.[method] !== undefined)
      .sort();
    const union = paths.length ? paths.map((path) => `\n    | ${templateOf(path)}`).join('') : ' never';
    return `  ${method.toUpperCase()}:${union};`;
  });
  return `/* Written by scripts/api-paths.ts from the server's OpenAPI document (npm run typecheck): do not edit. */

/**
 * A path parameter's value as the browser writes it into a path (a number written in is text too).
 * TypeScript cannot say "without a slash"; the server's 404 and contract schemas say the rest.
 */
type PathParameter = string;

/** Every path of the API, by method. */
export interface ApiPaths {
${byMethod.join('\n')}
}
`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const source = apiPathsSource(JSON.parse(await openApiDocumentText()) as OpenApiDocument);
  const current = await readFile(API_PATHS_FILE, 'utf8').catch(() => '');
  if (current !== source) await writeFile(API_PATHS_FILE, source);
}
