import { installValidationMessages } from '#contract/validation-messages.ts';
import { createApp } from '#server/app.ts';
import type { Database } from '#server/db/open-database.ts';
import { createLogger } from '#server/logger.ts';
import { openApiDocumentPath } from '#server/routes/api-docs.ts';

/*
 * The OpenAPI document that GET /api/openapi.json serves, made without a server or a database: for
 * `npm run lint`'s Redocly lint (openapi-document.ts, decision 0113) and the browser's typed API paths
 * (api-paths.ts). The app is built as the tests build it (createApp, spec §5 messages installed) but
 * without a database: declaring the routes and generating the document read none, and a read of this
 * one throws.
 */

const noDatabase = new Proxy(
  {},
  {
    get(_, key) {
      throw new Error(`The OpenAPI document needs no database, yet something read its ${String(key)}`);
    },
  },
) as Database;

/** The document exactly as the app serves it. */
export async function openApiDocumentText(): Promise<string> {
  installValidationMessages();
  const app = createApp({ db: noDatabase, logger: createLogger('silent'), payments: null });
  const response = await app.request(openApiDocumentPath);
  if (response.status !== 200) throw new Error(`${openApiDocumentPath} answered ${response.status}`);
  return response.text();
}
