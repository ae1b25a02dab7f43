import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { openApiDocumentText } from './openapi-document-text.ts';

/*
 * Writes the OpenAPI document that GET /api/openapi.json serves to a file, for `npm run lint`'s
 * Redocly lint (decision 0113): `npx tsx scripts/openapi-document.ts [file]`, by default
 * .tmp/openapi.json.
 */

export const DEFAULT_OUTPUT = '.tmp/openapi.json';

const output = resolve(process.argv[2] ?? DEFAULT_OUTPUT);
await mkdir(dirname(output), { recursive: true });
await writeFile(output, await openApiDocumentText());
