import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';

/** The benchmarks measure what ships: the bundle `npm run build` writes (decision 0026). */
export interface ServerOptions {
  port: number;
  dataDir: string;
  /** The command to start instead of `node dist/server.mjs` (bench/restart.ts compares with tsx). */
  command?: [string, string[]];
}

export function spawnServer({ port, dataDir, command }: ServerOptions): ChildProcess {
  const [file, args] = command ?? [process.execPath, ['dist/server.mjs']];
  // Its own process group, so stopping it stops whatever it started (tsx runs a child node).
  return spawn(file, args, {
    // The benchmarks measure the demo (DEMO_SEED=1, as `npm start`).
    // No grace period on SIGTERM (decision 0085): no load balancer to tell, and each run stops a server.
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      DEMO_SEED: '1',
      PAYMENT_PROVIDER: 'sandbox',
      SHUTDOWN_GRACE_SECONDS: '0',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
}

/** Resolves with the milliseconds from `since` to the first 200 of /api/health. */
export async function waitForHealth(base: string, child: ChildProcess, since = performance.now()): Promise<number> {
  while (performance.now() - since < 120_000) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ok = await fetch(`${base}/api/health`).then(
      (response) => response.status === 200,
      () => false,
    );
    if (ok) return performance.now() - since;
    // Asks as often as the event loop allows: the figure is the server's start, not a poll interval.
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  throw new Error('the server did not answer /api/health in 120 s');
}

export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid!, 'SIGTERM');
  await exited;
}

/** The built server on an empty data folder (migrated and seeded with the demo), once it answers. */
export async function startBuiltServer(options: ServerOptions): Promise<{ base: string; stop: () => Promise<void> }> {
  rmSync(options.dataDir, { recursive: true, force: true });
  const base = `http://localhost:${options.port}`;
  // A server left on the port would answer the health check and be measured instead of this build.
  const taken = await fetch(`${base}/api/health`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`port ${options.port} is in use: stop what runs there, or set BENCH_PORT`);
  const child = spawnServer(options);
  await waitForHealth(base, child);
  return { base, stop: () => stopServer(child) };
}
