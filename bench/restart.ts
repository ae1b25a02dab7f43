/**
 * Restart time: from process start to the first 200 of /api/health, on a data folder
 * that is already migrated and seeded. A benchmark, not a test.
 *   npm run bench:restart              the built bundle (npm run build first): node dist/server.mjs
 *   npm run bench:restart -- --tsx     the old way, compiling server/main.ts with tsx at every start
 * Options: BENCH_RUNS (default 7), BENCH_PORT (default 3215).
 */
import { rmSync } from 'node:fs';
import { spawnServer, stopServer, waitForHealth } from './built-server.ts';

const runs = Number(process.env.BENCH_RUNS ?? 7);
const port = Number(process.env.BENCH_PORT ?? 3215);
const dataDir = '.tmp/bench-restart-data';
const useTsx = process.argv.includes('--tsx');
const command: [string, string[]] | undefined = useTsx ? ['node_modules/.bin/tsx', ['server/main.ts']] : undefined;

async function timeOneStart(): Promise<number> {
  const started = performance.now();
  const child = spawnServer({ port, dataDir, command });
  try {
    return await waitForHealth(`http://127.0.0.1:${port}`, child, started);
  } finally {
    await stopServer(child);
  }
}

rmSync(dataDir, { recursive: true, force: true });
// The first start migrates and seeds; the figure is for the starts after it.
const firstStart = await timeOneStart();
const times: number[] = [];
for (let run = 0; run < runs; run += 1) times.push(await timeOneStart());
times.sort((a, b) => a - b);
const ms = (value: number | undefined) => `${Math.round(value ?? NaN)} ms`;
console.log(`server: ${useTsx ? 'tsx server/main.ts' : 'node dist/server.mjs'}`);
console.log(`first start (empty folder: migrate and seed): ${ms(firstStart)}`);
console.log(
  `restart on the seeded folder, ${runs} runs: median ${ms(times[Math.floor(times.length / 2)])}, ` +
    `min ${ms(times[0])}, max ${ms(times.at(-1))}`,
);
