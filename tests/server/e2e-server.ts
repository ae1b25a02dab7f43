import { readConfig } from '#server/config.ts';
import { startServer } from '#server/start-server.ts';
import { registerTestRoutes } from './test-companies-route.ts';

/**
 * The browser tests' server (playwright.config.ts): the production server with the company factory
 * added (decision 0016). Built beside the production bundle as dist/e2e-server.mjs by
 * tests/setup/build-e2e-server.ts; `npm run build` never builds it, so no real server has the route.
 */
await startServer(readConfig(), registerTestRoutes);
