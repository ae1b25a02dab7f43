/**
 * `npm run build:server`: the production server as one ES module, dist/server.mjs (decision 0026),
 * its render thread, dist/page-render-worker.mjs (decision 0099), and the thread an uploaded PDF is
 * read on, dist/pdf-read-worker.mjs (decision 0111).
 * Node starts it without compiling TypeScript (tsx took most of the 3.4 s restart). Packages with
 * native or WebAssembly parts, or that find their own files on disk, stay in node_modules.
 */
import { cp, rm } from 'node:fs/promises';
import { bundleServer } from './server-bundle.ts';

const serverBundle = 'dist/server.mjs';
/** The thread that renders public pages (decision 0099): started by the server from beside it. */
const renderWorkerBundle = 'dist/page-render-worker.mjs';
/** The thread one uploaded PDF is read on, with limits (decision 0111): found beside the server. */
const pdfWorkerBundle = 'dist/pdf-read-worker.mjs';

await rm(serverBundle, { force: true });
await rm(renderWorkerBundle, { force: true });
await rm(pdfWorkerBundle, { force: true });
const result = await bundleServer({
  server: 'server/main.ts',
  'page-render-worker': 'server/http/page-render-worker.ts',
  'pdf-read-worker': 'server/media/pdf-read-worker.ts',
});
// The bundle sits one folder below the project root, like server/*.ts, and finds its migrations beside it.
await rm('dist/migrations', { recursive: true, force: true });
await cp('server/db/migrations', 'dist/migrations', { recursive: true });
// The demo seed's photos and video, found the same way (server/seed/evergreen/memorials.ts).
await rm('dist/demo-media', { recursive: true, force: true });
await cp('server/seed/evergreen/demo-media', 'dist/demo-media', { recursive: true });

const bytes = Object.values(result.metafile.outputs).reduce((sum, output) => sum + output.bytes, 0);
console.log(
  `built ${serverBundle}, ${renderWorkerBundle} and ${pdfWorkerBundle} (${Math.round(bytes / 1024)} KB with its map)`,
);
