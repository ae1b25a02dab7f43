/**
 * Throughput of the render context next to /api/health: a benchmark, not a test.
 *   npm run bench                      starts the built server (npm run build) on a fresh embedded database
 *   BENCH_URL=http://host:port npm run bench   measures a server that is already running
 * Options: BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 20).
 */
import autocannon from 'autocannon';
import { startBuiltServer } from './built-server.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const port = 3300;

async function measure(url: string, headers: Record<string, string>) {
  const result = await autocannon({ url, connections, duration: seconds, headers });
  return {
    rps: Math.round(result.requests.average),
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

const server = process.env.BENCH_URL
  ? { base: process.env.BENCH_URL, stop: async () => {} }
  : await startBuiltServer({ port, dataDir: '.tmp/bench-data' });
try {
  const headers = { 'x-host': 'localhost', 'accept-encoding': 'gzip' };
  const rows = [
    ['GET /api/health', await measure(`${server.base}/api/health`, headers)],
    ['GET /api/web/render-context/approved', await measure(`${server.base}/api/web/render-context/approved`, headers)],
  ] as const;
  console.log(`\n${connections} connections, ${seconds} s each\n`);
  console.log('| route | requests/s | p99 latency | errors |');
  console.log('| --- | --- | --- | --- |');
  for (const [route, figure] of rows) console.log(`| ${route} | ${figure.rps} | ${figure.p99} ms | ${figure.errors} |`);
} finally {
  await server.stop();
}
