/**
 * The reports at scale (decision 0126): a benchmark, not a test.
 *   npm run bench:reports                   PostgreSQL (a throwaway cluster), the budget's engine
 *   BENCH_DB=pglite,postgres npm run bench:reports   both engines
 *   BENCH_ONLY=balances npm run bench:reports       the routes whose label contains it
 * On a fresh database it seeds the reports bench's company (bench/reports-seed.ts: the console bench's
 * 50,000 requests and 10,000 opened cases, every one signed and paid, a year of payments in parts with
 * refunds, 10,000 shop orders), signs in as its owner and calls each report for the last twelve months
 * (and the open balances, which have no period) from BENCH_CONNECTIONS concurrent callers (default 10)
 * for BENCH_SECONDS (default 10) through app.request, as bench/console.ts does.
 * The budget: p95 at most 200 ms for each report on PostgreSQL.
 */
import { sql } from 'drizzle-orm';
import { addMonths, monthOfDay } from '#contract/report-period.ts';
import { installValidationMessages } from '#contract/validation-messages.ts';
import { memoryMediaStore } from '#server/media/memory-media-store.ts';
import { EVERGREEN_OWNER_EMAIL, EVERGREEN_OWNER_PASSWORD } from '#server/seed/evergreen/staff.ts';
import { measureCallers, printAgainstBudget, type CallerFigures } from './callers.ts';
import { inProcessApp } from './in-process-app.ts';
import { freshDatabase, type BenchEngine } from './fresh-database.ts';
import { seedReportsBench } from './reports-seed.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const engines = (process.env.BENCH_DB ?? 'postgres').split(',') as BenchEngine[];
const BUDGET_MS = 200;
const only = process.env.BENCH_ONLY ?? '';

async function benchEngine(engine: BenchEngine): Promise<[string, CallerFigures][]> {
  const opened = await freshDatabase(engine, connections);
  try {
    const media = memoryMediaStore();
    const seedStarted = performance.now();
    const bench = await seedReportsBench({ db: opened.db, media });
    if (process.env.BENCH_ANALYZE !== '0') await opened.db.execute(sql`vacuum analyze`);
    console.log(
      `${engine}: seeded ${bench.requests} requests, ${bench.openedCases} opened cases, ${bench.signed} signed statements, ` +
        `${bench.payments} payments, ${bench.refunds} refunds and ${bench.orders} orders in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
    );

    const { app, signIn } = inProcessApp({ db: opened.db, media }, bench.company.host);
    const auth = await signIn(EVERGREEN_OWNER_EMAIL, EVERGREEN_OWNER_PASSWORD);

    const to = monthOfDay(new Date().toISOString().slice(0, 10));
    const period = `?from=${addMonths(to, -11)}&to=${to}`;
    const routes = [
      ['GET /api/staff/reports/cases', `/api/staff/reports/cases${period}`],
      ['GET /api/staff/reports/revenue', `/api/staff/reports/revenue${period}`],
      ['GET /api/staff/reports/payments', `/api/staff/reports/payments${period}`],
      ['GET /api/staff/reports/balances', '/api/staff/reports/balances'],
      ['GET /api/staff/reports/shop', `/api/staff/reports/shop${period}`],
      ['GET /api/staff/reports/csv/balances', '/api/staff/reports/csv/balances'],
    ] as const;
    const rows: [string, CallerFigures][] = [];
    for (const [label, path] of routes.filter(([label]) => label.includes(only))) {
      const first = await app.request(path, { headers: auth });
      const text = await first.text();
      if (first.status !== 200) throw new Error(`${label}: ${first.status} ${text}`);
      const figures = await measureCallers(() => app.request(path, { headers: auth }), { connections, seconds });
      rows.push([`${label} (${Math.round(text.length / 1024)} KB)`, figures]);
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
