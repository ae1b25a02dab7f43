import { rm } from 'node:fs/promises';
import { bundleServer } from '../../scripts/server-bundle.ts';

/**
 * dist/<name>.mjs (argument, default e2e-server): the browser tests' server (tests/server/e2e-server.ts),
 * bundled beside the production one so it finds the same migrations, workers and client build.
 * Playwright's web server command runs this first, one name per port so two suites side by side do
 * not write the same file; `npm run build` never does.
 */
const name = process.argv[2] ?? 'e2e-server';
await rm(`dist/${name}.mjs`, { force: true });
await bundleServer({ [name]: 'tests/server/e2e-server.ts' });
