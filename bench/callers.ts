/*
 * The in-process benches' measure (bench/arrangement.ts, bench/console.ts): `connections` callers
 * each call `call` back to back for `seconds`, after a warm-up; every answer's body is read. The
 * latencies are the whole app.request, so a figure includes the wait for the database's connection.
 */
import { loadavg } from 'node:os';

export interface CallerFigures {
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  requests: number;
  /** Answers other than 200. */
  errors: number;
}

export async function measureCallers(
  call: () => Response | Promise<Response>,
  { connections, seconds, warmUp = 50 }: { connections: number; seconds: number; warmUp?: number },
): Promise<CallerFigures> {
  for (let index = 0; index < warmUp; index += 1) await (await call()).arrayBuffer();
  const latencies: number[] = [];
  let errors = 0;
  const until = performance.now() + seconds * 1000;
  const caller = async () => {
    while (performance.now() < until) {
      const started = performance.now();
      const response = await call();
      await response.arrayBuffer();
      latencies.push(performance.now() - started);
      if (response.status !== 200) errors += 1;
    }
  };
  const startedAt = performance.now();
  await Promise.all(Array.from({ length: connections }, caller));
  const elapsed = (performance.now() - startedAt) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (share: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * share))]!;
  return {
    requestsPerSecond: Math.round(latencies.length / elapsed),
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    requests: latencies.length,
    errors,
  };
}

/** A markdown table of figures, one row per label. */
export function figuresTable(rows: [label: string, figures: CallerFigures][]): string {
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  return [
    '| route | requests/s | p50 | p95 | p99 | requests | errors |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...rows.map(
      ([label, f]) =>
        `| ${label} | ${f.requestsPerSecond} | ${ms(f.p50)} | ${ms(f.p95)} | ${ms(f.p99)} | ${f.requests} | ${f.errors} |`,
    ),
  ].join('\n');
}

/**
 * Prints one engine's figures against a p95 budget (with the machine's load average, as
 * docs/performance.md quotes them) and says each route over it; true when one was.
 */
export function printAgainstBudget(
  engine: 'pglite' | 'postgres',
  rows: [label: string, figures: CallerFigures][],
  { connections, seconds, budgetMs }: { connections: number; seconds: number; budgetMs: number },
): boolean {
  const load = loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');
  console.log(
    `\n${engine === 'pglite' ? 'PGlite' : 'PostgreSQL'}, in-process, ${connections} callers, ${seconds} s each (load average ${load})\n`,
  );
  console.log(figuresTable(rows));
  console.log('');
  let missed = false;
  for (const [label, figures] of rows)
    if (figures.p95 > budgetMs || figures.errors > 0) {
      missed = true;
      console.log(`over budget: ${label}: p95 ${figures.p95.toFixed(1)} ms, ${figures.errors} errors`);
    }
  return missed;
}
