/**
 * The staff console's lists and case page at scale: a benchmark, not a test.
 *   npm run bench:console                  PGlite, then PostgreSQL (a throwaway cluster)
 *   BENCH_DB=pglite npm run bench:console  one engine (pglite or postgres)
 *   BENCH_ONLY='cases?q' npm run bench:console  the routes whose label contains it
 * On a fresh database of each engine it seeds a bench company (bench/console-seed.ts: 50,000
 * requests, 10,000 opened cases), signs in as its director and calls each route from
 * BENCH_CONNECTIONS concurrent callers (default 10) for BENCH_SECONDS (default 10) through
 * app.request, as bench/arrangement.ts does. Prints requests/second and p50 / p95 / p99 latency.
 * The budget: p95 at most 100 ms for each route on each engine.
 */
import { sql } from 'drizzle-orm';
import { installValidationMessages } from '#contract/validation-messages.ts';
import { memoryMediaStore } from '#server/media/memory-media-store.ts';
import { EVERGREEN_DIRECTOR_EMAIL, EVERGREEN_DIRECTOR_PASSWORD } from '#server/seed/evergreen/staff.ts';
import { measureCallers, printAgainstBudget, type CallerFigures } from './callers.ts';
import { seedConsoleBench } from './console-seed.ts';
import { inProcessApp } from './in-process-app.ts';
import { benchEngines, freshDatabase, type BenchEngine } from './fresh-database.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const engines = benchEngines();
/** Part of a last name the seed's list holds ("Lindqvist", "Lindgren"). */
const SEARCH = process.env.BENCH_SEARCH ?? 'lindq';
const BUDGET_MS = 100;
/** Only the routes whose label contains this (e.g. BENCH_ONLY='cases?q'). */
const only = process.env.BENCH_ONLY ?? '';

async function benchEngine(engine: BenchEngine): Promise<[string, CallerFigures][]> {
  const opened = await freshDatabase(engine, connections);
  try {
    const media = memoryMediaStore();
    const seedStarted = performance.now();
    const bench = await seedConsoleBench({ db: opened.db, media });
    // What autovacuum would have done by now on PostgreSQL; PGlite has no autovacuum, so its server
    // would run on the planner's defaults until something analyzes.
    if (process.env.BENCH_ANALYZE !== '0') await opened.db.execute(sql`vacuum analyze`);
    console.log(
      `${engine}: seeded ${bench.requests} requests and ${bench.openedCases} opened cases in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
    );

    const { app, signIn } = inProcessApp({ db: opened.db, media }, bench.company.host);
    const auth = await signIn(EVERGREEN_DIRECTOR_EMAIL, EVERGREEN_DIRECTOR_PASSWORD);

    const routes = [
      ['GET /api/staff/requests', '/api/staff/requests'],
      ['GET /api/staff/requests?status=contacted', '/api/staff/requests?status=contacted'],
      ['GET /api/staff/cases', '/api/staff/cases'],
      [`GET /api/staff/cases?q=${SEARCH}`, `/api/staff/cases?q=${SEARCH}`],
      ['GET /api/staff/cases/{id}', `/api/staff/cases/${bench.detailedCaseId}`],
    ] as const;
    const rows: [string, CallerFigures][] = [];
    for (const [label, path] of routes.filter(([label]) => label.includes(only))) {
      const first = await app.request(path, { headers: auth });
      const body = (await first.json()) as { total?: number; members?: unknown[] };
      if (first.status !== 200) throw new Error(`${label}: ${first.status} ${JSON.stringify(body)}`);
      const shape = body.total !== undefined ? `${body.total} found` : `${body.members?.length} members`;
      const figures = await measureCallers(() => app.request(path, { headers: auth }), { connections, seconds });
      rows.push([`${label} (${shape})`, figures]);
    }
    return rows;
  } finally {
    await opened.close();
  }
}

installValidationMessages();
let missed = false;
for (const engine of engines)
  if (printAgainstBudget(engine, await benchEngine(engine), { connections, seconds, budgetMs: BUDGET_MS }))
    missed = true;
if (missed) process.exitCode = 1;
