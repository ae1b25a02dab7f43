import { readConfig } from './config.ts';
import { startServer } from './start-server.ts';

/** Production entry (`npm run serve`, dist/server.mjs): the server as configured, nothing added. */
await startServer(readConfig());
