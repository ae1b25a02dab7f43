/**
 * Throughput of server-rendered public pages next to /api/health (decision 0091): a
 * benchmark, not a test. The targets: a cached obituary page at ≥ 80 % of /api/health's
 * requests per second, an uncached one at ≥ 200 on PGlite. Each page is measured twice: cached (the
 * same address again and again: the kept copy, decision 0093) and uncached (a new `?bench=<n>` on
 * every request, so each one renders: the rendered-page cache keys on the whole address).
 *
 * The shared machine's speed drifts by a quarter within a minute (2026-11-27: the same build gave 195
 * and 275 uncached pages/s in two runs). So each page is measured in rounds, each round /api/health,
 * then the cached page, then the uncached one, a few seconds each; the table gives the medians, and
 * the cached page's share is the median of each round's own ratio: both figures of a ratio come from
 * the same few seconds.
 *   npm run bench:render                      starts the built server (npm run build) on a fresh embedded database
 *   BENCH_URL=http://host:port npm run bench:render   measures a server that is already running
 * Options: BENCH_ROUNDS (default 5), BENCH_SECONDS (each measurement of a round, default 3),
 * BENCH_WARM_UP_SECONDS (default 5: each page's three loads once before its rounds, not counted),
 * BENCH_CONNECTIONS (default 20), BENCH_PORT (default 3300).
 */
import autocannon from 'autocannon';
import { startBuiltServer } from './built-server.ts';

const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const seconds = Number(process.env.BENCH_SECONDS ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const warmUpSeconds = Number(process.env.BENCH_WARM_UP_SECONDS ?? 5);
const port = Number(process.env.BENCH_PORT ?? 3300);

interface Figure {
  rps: number;
  p99: number;
  errors: number;
}

let requestNumber = 0;
async function load(url: string, headers: Record<string, string>, duration: number, uncached = false): Promise<Figure> {
  const path = new URL(url).pathname;
  const result = await autocannon({
    url,
    connections,
    duration,
    headers,
    // A new address each time: never a kept page.
    requests: uncached
      ? [{ setupRequest: (request) => ({ ...request, path: `${path}?bench=${(requestNumber += 1)}` }) }]
      : undefined,
  });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const medianFigure = (figures: Figure[]): Figure => ({
  rps: median(figures.map((figure) => figure.rps)),
  p99: median(figures.map((figure) => figure.p99)),
  errors: figures.reduce((sum, figure) => sum + figure.errors, 0),
});

async function measurePage(base: string, path: string, headers: Record<string, string>) {
  const health = `${base}/api/health`;
  const page = `${base}${path}`;
  // Not counted: each load first, until V8 has compiled its path. Measured cold, the uncached
  // render ran 148 → 159 → 203 pages/s over its first 15 s (2026-11-27).
  for (const uncached of [false, true]) await load(page, headers, warmUpSeconds, uncached);
  await load(health, headers, warmUpSeconds);
  const measured = { health: [] as Figure[], cached: [] as Figure[], uncached: [] as Figure[], shares: [] as number[] };
  for (let round = 0; round < rounds; round += 1) {
    const healthFigure = await load(health, headers, seconds);
    const cachedFigure = await load(page, headers, seconds);
    measured.health.push(healthFigure);
    measured.cached.push(cachedFigure);
    measured.shares.push(cachedFigure.rps / healthFigure.rps);
    measured.uncached.push(await load(page, headers, seconds, true));
  }
  return {
    health: medianFigure(measured.health),
    cached: medianFigure(measured.cached),
    uncached: medianFigure(measured.uncached),
    share: median(measured.shares),
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
  const rows: string[] = [];
  const row = (route: string, figure: Figure, share: string) =>
    rows.push(`| ${route} | ${Math.round(figure.rps)} | ${share} | ${figure.p99} ms | ${figure.errors} |`);
  for (const path of ['/', '/about', obituaryPage]) {
    const figures = await measurePage(server.base, path, headers);
    row('GET /api/health', figures.health, '100 %');
    row(`GET ${path} (cached)`, figures.cached, `${Math.round(figures.share * 100)} %`);
    row(
      `GET ${path} (uncached)`,
      figures.uncached,
      `${Math.round((figures.uncached.rps / figures.health.rps) * 100)} %`,
    );
  }
  console.log(`\n${connections} connections; medians of ${rounds} rounds of ${seconds} s each\n`);
  console.log('| route | requests/s | of /api/health (the same rounds) | p99 latency | errors |');
  console.log('| --- | --- | --- | --- | --- |');
  for (const line of rows) console.log(line);
} finally {
  await server.stop();
}
