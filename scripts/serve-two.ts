import { spawn, type ChildProcess } from 'node:child_process';

/*
 * `npm run serve:two`: two server processes on ports 3000 and 3001 against the one PostgreSQL in
 * DATABASE_URL, as a load balancer would run them (README "Running more than one server"). Each
 * line of output is prefixed with its port; Ctrl-C stops both.
 */
if (!process.env.DATABASE_URL) {
  console.error('serve:two needs DATABASE_URL=postgres://…: two processes cannot share one PGlite folder.');
  process.exit(1);
}

const ports = [3000, 3001];
const children: ChildProcess[] = ports.map((port) => {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    // A try-out: the demo, as `npm start` (DEMO_SEED=0 for none).
    env: { DEMO_SEED: '1', PAYMENT_PROVIDER: 'sandbox', ...process.env, NODE_ENV: 'production', PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout, child.stderr]) {
    stream?.on('data', (chunk: Buffer) => {
      for (const line of chunk.toString('utf8').split('\n')) if (line) console.log(`[${port}] ${line}`);
    });
  }
  child.on('exit', (code) => {
    console.log(`[${port}] exited (${code})`);
    stop();
  });
  return child;
});

let stopping = false;
function stop() {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
}
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
