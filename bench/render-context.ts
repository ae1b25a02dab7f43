/**
 * Throughput of the render context next to /api/health (issue 2): a benchmark, not a test.
 *   npm run bench                      starts the built server (npm run build) on a fresh embedded database
 *   BENCH_URL=http://host:port npm run bench   measures a server that is already running
 * Options: BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 20).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import autocannon from 'autocannon';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const port = 3300;

async function waitForHealth(base: string, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ok = await fetch(`${base}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('server did not become healthy in 60 s');
}

async function startServer(): Promise<{ base: string; stop: () => void }> {
  const dataDir = '.tmp/bench-data';
  rmSync(dataDir, { recursive: true, force: true });
  // Its own process group, so stopping it stops everything it started.
  const child = spawn(process.execPath, ['dist/server.mjs'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'production' },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  const base = `http://127.0.0.1:${port}`;
  await waitForHealth(base, child);
  return { base, stop: () => process.kill(-child.pid!, 'SIGTERM') };
}

async function measure(url: string, headers: Record<string, string>) {
  const result = await autocannon({ url, connections, duration: seconds, headers });
  return {
    rps: Math.round(result.requests.average),
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

const server = process.env.BENCH_URL ? { base: process.env.BENCH_URL, stop: () => {} } : await startServer();
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
  server.stop();
}
