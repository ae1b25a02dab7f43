/**
 * Throughput of server-rendered public pages next to /api/health (issue 27, decision 0091): a
 * benchmark, not a test. The targets: a cached obituary page at ≥ 80 % of /api/health's
 * requests per second, an uncached one at ≥ 200 on PGlite. Each page is measured twice: cached (the
 * same address again and again: the kept copy, decision 0093) and uncached (a new `?bench=<n>` on
 * every request, so each one renders: the rendered-page cache keys on the whole address).
 *   npm run bench:render                      starts the built server (npm run build) on a fresh embedded database
 *   BENCH_URL=http://host:port npm run bench:render   measures a server that is already running
 * Options: BENCH_SECONDS (default 10), BENCH_WARM_UP_SECONDS (default 5: each measurement follows the
 * same load, not counted), BENCH_CONNECTIONS (default 20), BENCH_PORT (default 3300).
 */
import autocannon from 'autocannon';
import { startBuiltServer } from './built-server.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const warmUpSeconds = Number(process.env.BENCH_WARM_UP_SECONDS ?? 5);
const port = Number(process.env.BENCH_PORT ?? 3300);

async function measure(url: string, headers: Record<string, string>, uncached = false) {
  let n = 0;
  const path = new URL(url).pathname;
  const run = (duration: number) =>
    autocannon({
      url,
      connections,
      duration,
      headers,
      // A new address each time: never a kept page.
      requests: uncached
        ? [{ setupRequest: (request) => ({ ...request, path: `${path}?bench=${(n += 1)}` }) }]
        : undefined,
    });
  // Not counted: the same load first, until V8 has compiled the path it measures. Measured cold, the
  // uncached render ran 148 → 159 → 203 pages/s over its first 15 s (2026-11-27).
  await run(warmUpSeconds);
  const result = await run(seconds);
  return {
    rps: Math.round(result.requests.average),
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

const server = process.env.BENCH_URL
  ? { base: process.env.BENCH_URL, stop: async () => {} }
  : await startBuiltServer({ port, dataDir: '.tmp/bench-render-data' });
try {
  const headers = { 'x-host': 'localhost', 'accept-encoding': 'gzip' };
  // The demo's first obituary, by its public address.
  const search = (await (await fetch(`${server.base}/api/web/obituaries`, { headers })).json()) as {
    items: { id: number; nameSlug: string }[];
  };
  const first = search.items[0];
  if (!first) throw new Error('the demo has no published obituary');
  const obituaryPage = `/obituaries/${first.id}/${first.nameSlug}`;
  const rows: [string, Awaited<ReturnType<typeof measure>>][] = [];
  rows.push(['GET /api/health', await measure(`${server.base}/api/health`, headers)]);
  for (const path of ['/', '/about', obituaryPage]) {
    rows.push([`GET ${path} (cached)`, await measure(`${server.base}${path}`, headers)]);
    rows.push([`GET ${path} (uncached)`, await measure(`${server.base}${path}`, headers, true)]);
  }
  const health = rows[0]![1].rps;
  console.log(`\n${connections} connections, ${seconds} s each\n`);
  console.log('| route | requests/s | of /api/health | p99 latency | errors |');
  console.log('| --- | --- | --- | --- | --- |');
  for (const [route, figure] of rows)
    console.log(
      `| ${route} | ${figure.rps} | ${Math.round((figure.rps / health) * 100)} % | ${figure.p99} ms | ${figure.errors} |`,
    );
} finally {
  await server.stop();
}
