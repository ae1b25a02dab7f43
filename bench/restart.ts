/**
 * Restart time (issue 10): from process start to the first 200 of /api/health, on a data folder
 * that is already migrated and seeded. A benchmark, not a test.
 *   npm run bench:restart              the built bundle (npm run build first): node dist/server.mjs
 *   npm run bench:restart -- --tsx     the old way, compiling server/main.ts with tsx at start
 * Options: BENCH_RUNS (default 7), BENCH_PORT (default 3215).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';

const runs = Number(process.env.BENCH_RUNS ?? 7);
const port = Number(process.env.BENCH_PORT ?? 3215);
const dataDir = '.tmp/bench-restart-data';
const useTsx = process.argv.includes('--tsx');
const [command, args] = useTsx
  ? ['node_modules/.bin/tsx', ['server/main.ts']]
  : [process.execPath, ['dist/server.mjs']];
const health = `http://127.0.0.1:${port}/api/health`;

function start(): ChildProcess {
  // Its own process group, so stopping it stops tsx's child node process too.
  return spawn(command, args, {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
}

/** Asks as often as the event loop allows: the figure is the server's start, not a poll interval. */
async function firstAnswer(child: ChildProcess, started: number): Promise<number> {
  while (performance.now() - started < 60_000) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ok = await fetch(health).then(
      (response) => response.status === 200,
      () => false,
    );
    if (ok) return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  throw new Error('no answer in 60 s');
}

async function stop(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid!, 'SIGTERM');
  await exited;
}

async function timeOneStart(): Promise<number> {
  const started = performance.now();
  const child = start();
  try {
    return await firstAnswer(child, started);
  } finally {
    await stop(child);
  }
}

rmSync(dataDir, { recursive: true, force: true });
// The first start migrates and seeds; the figure is for the starts after it.
const firstStart = await timeOneStart();
const times: number[] = [];
for (let run = 0; run < runs; run += 1) times.push(await timeOneStart());
times.sort((a, b) => a - b);
const ms = (value: number) => `${Math.round(value)} ms`;
console.log(`server: ${useTsx ? 'tsx server/main.ts' : 'node dist/server.mjs'}`);
console.log(`first start (empty folder, migrate and seed): ${ms(firstStart)}`);
console.log(
  `restart on the seeded folder, ${runs} runs: median ${ms(times[Math.floor(times.length / 2)] ?? NaN)}, ` +
    `min ${ms(times[0] ?? NaN)}, max ${ms(times.at(-1) ?? NaN)}`,
);
