/**
 * A case's money and the shop's orders at scale: a benchmark, not a test.
 *   npm run bench:money                   PGlite, then PostgreSQL (a throwaway cluster)
 *   BENCH_DB=pglite npm run bench:money   one engine (pglite or postgres)
 *   BENCH_ONLY=orders npm run bench:money the routes whose label contains it
 * On a fresh database of each engine it seeds a bench company (bench/money-seed.ts: a signed
 * statement of 200 lines with 50 payments, and 20,000 shop orders), signs in as its director and as
 * the case's family member, and calls each route for BENCH_SECONDS (default 10) through app.request,
 * as bench/console.ts does: the statement's routes from BENCH_STATEMENT_CALLERS (default 1), the
 * orders' from BENCH_CONNECTIONS concurrent callers (default 10).
 * The budgets: the statement (the family's statement page, and the staff case page and
 * payments) p95 at most 50 ms; the orders list p95 at most 100 ms; on each engine.
 */
import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { installValidationMessages } from '#contract/validation-messages.ts';
import { memoryMediaStore } from '#server/media/memory-media-store.ts';
import { EVERGREEN_DIRECTOR_EMAIL, EVERGREEN_DIRECTOR_PASSWORD } from '#server/seed/evergreen/staff.ts';
import { figuresTable, measureCallers, type CallerFigures } from './callers.ts';
import { inProcessApp } from './in-process-app.ts';
import { benchEngines, freshDatabase, type BenchEngine } from './fresh-database.ts';
import { seedMoneyBench } from './money-seed.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
/**
 * The statement's budget is a render time ("renders on the server in ≤ 50 ms"): one caller at a time,
 * so the figure is the render's own, not a queue's. The orders list is asked by 10 at once.
 */
const statementCallers = Number(process.env.BENCH_STATEMENT_CALLERS ?? 1);
const only = process.env.BENCH_ONLY ?? '';

interface BenchRoute {
  callers: number;
  label: string;
  path: string;
  as: 'staff' | 'family';
  budgetMs: number;
}

async function benchEngine(engine: BenchEngine): Promise<[BenchRoute, CallerFigures][]> {
  const opened = await freshDatabase(engine, connections);
  try {
    const media = memoryMediaStore();
    const seedStarted = performance.now();
    const bench = await seedMoneyBench({ db: opened.db, media });
    if (process.env.BENCH_ANALYZE !== '0') await opened.db.execute(sql`vacuum analyze`);
    console.log(
      `${engine}: seeded the statement case and ${bench.orders} orders in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
    );

    const { app, signIn } = inProcessApp({ db: opened.db, media }, bench.company.host);
    const auth = {
      staff: await signIn(EVERGREEN_DIRECTOR_EMAIL, EVERGREEN_DIRECTOR_PASSWORD),
      family: await signIn(bench.member.email, bench.member.password),
    };
    const caseId = bench.statementCaseId;
    const routes: BenchRoute[] = [
      {
        label: 'GET /api/family/cases/{caseId}/statement',
        path: `/api/family/cases/${caseId}/statement`,
        as: 'family',
        budgetMs: 50,
        callers: statementCallers,
      },
      {
        label: 'GET /api/staff/cases/{id}',
        path: `/api/staff/cases/${caseId}`,
        as: 'staff',
        budgetMs: 50,
        callers: statementCallers,
      },
      { label: 'GET /api/staff/orders', path: '/api/staff/orders', as: 'staff', budgetMs: 100, callers: connections },
      {
        label: 'GET /api/staff/orders?status=new',
        path: '/api/staff/orders?status=new',
        as: 'staff',
        budgetMs: 100,
        callers: connections,
      },
      {
        label: 'GET /api/staff/orders?locationId=…&page=20',
        path: `/api/staff/orders?locationId=${bench.locationId}&page=20`,
        as: 'staff',
        budgetMs: 100,
        callers: connections,
      },
      {
        label: 'GET /api/staff/orders?obituaryId=…',
        path: `/api/staff/orders?obituaryId=${bench.obituaryId}`,
        as: 'staff',
        budgetMs: 100,
        callers: connections,
      },
      {
        label: 'GET /api/staff/order-counts',
        path: '/api/staff/order-counts',
        as: 'staff',
        budgetMs: 100,
        callers: connections,
      },
    ];
    const rows: [BenchRoute, CallerFigures][] = [];
    for (const route of routes.filter(({ label }) => label.includes(only))) {
      const first = await app.request(route.path, { headers: auth[route.as] });
      const body = (await first.json()) as { total?: number; lines?: unknown[] };
      if (first.status !== 200) throw new Error(`${route.label}: ${first.status} ${JSON.stringify(body)}`);
      const figures = await measureCallers(() => app.request(route.path, { headers: auth[route.as] }), {
        connections: route.callers,
        seconds,
      });
      rows.push([route, figures]);
    }
    return rows;
  } finally {
    await opened.close();
  }
}

installValidationMessages();
let missed = false;
for (const engine of benchEngines()) {
  const rows = await benchEngine(engine);
  console.log(
    `\n${engine === 'pglite' ? 'PGlite' : 'PostgreSQL'}, in-process, ${seconds} s each (load average ${loadavg()
      .map((value) => value.toFixed(2))
      .join(', ')})\n`,
  );
  console.log(
    figuresTable(
      rows.map(([route, figures]) => [`${route.label} (${route.callers} callers, ≤ ${route.budgetMs} ms)`, figures]),
    ),
  );
  console.log('');
  for (const [route, figures] of rows)
    if (figures.p95 > route.budgetMs || figures.errors > 0) {
      missed = true;
      console.log(`over budget: ${route.label}: p95 ${figures.p95.toFixed(1)} ms, ${figures.errors} errors`);
    }
}
if (missed) process.exitCode = 1;
