import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { request as httpRequest, Agent, type ClientRequest, type IncomingHttpHeaders } from 'node:http';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { planningLocations, planningSubmitResult } from '#contract/planning.ts';
import { readiness } from '#contract/website.ts';
import { openDatabase, pgliteExtensions, type Database } from '#server/db/open-database.ts';
import { cases } from '#server/db/schema.ts';
import { readinessCheck } from '#server/http/readiness.ts';
import { createSiteCache, type InvalidationReceiver } from '#server/services/site-cache.ts';
import { contactEmail, preplan } from '#tests/server/planning-answers.ts';
import { pollUntil } from '#tests/server/poll.ts';
import { openTestDatabase, type TestDatabase } from '#tests/server/test-database.ts';
import '#tests/server/test-database-target.ts';

/*
 * Decision 0085: SIGTERM during a burst of writes loses nothing. The real entry
 * (server/main.ts through tsx) runs as a child process on a data folder of its own (PGlite: a copy of
 * the run's seeded template; PostgreSQL: a database of the test cluster, so the cache listener is
 * there too). Every request goes on a connection of its own, as a load balancer's would.
 */

const root = fileURLToPath(new URL('..', import.meta.url));
const target = inject('testDatabase');
const GRACE_SECONDS = 1;

type Outcome = { status: number; headers: IncomingHttpHeaders; body: string } | { error: string };

/** Sends one request on a new connection (or on `socket`), and says what came back: an answer or an error code. */
function send(
  port: number,
  method: string,
  path: string,
  options: { body?: unknown; headers?: Record<string, string>; agent?: Agent; socket?: Socket } = {},
): { request: ClientRequest; outcome: Promise<Outcome> } {
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  const request = httpRequest({
    host: '127.0.0.1',
    port,
    method,
    path,
    headers: {
      'X-Host': 'localhost',
      Accept: 'application/json',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) }),
      ...options.headers,
    },
    ...(options.socket ? { createConnection: () => options.socket! } : { agent: options.agent ?? false }),
  });
  const outcome = new Promise<Outcome>((resolve) => {
    request.once('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    request.once('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.once('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
      response.once('end', () =>
        resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks).toString() }),
      );
    });
  });
  return { request, outcome };
}

const answer = (port: number, method: string, path: string, options?: Parameters<typeof send>[3]) => {
  const { request, outcome } = send(port, method, path, options);
  request.end(options?.body === undefined ? undefined : JSON.stringify(options.body));
  return outcome;
};

/** A connection the server has accepted, on which nothing has been sent yet. */
const openConnection = (port: number) =>
  new Promise<Socket>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => resolve(socket));
    socket.once('error', reject);
  });

/** True once the server refuses new connections (its listener is closed). */
const refusesConnections = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });

describe('stopping the server (SIGTERM)', () => {
  let folder: string;
  let testDatabase: TestDatabase | undefined;
  let child: ChildProcess;
  let port: number;
  let exited: Promise<number | null>;
  let locationId: number;
  let output = '';
  /** Resolves once the server has logged `message` (its logs are JSON lines on stdout). */
  const logged = (message: string) =>
    pollUntil(
      () => output.includes(`"msg":"${message}`),
      (found) => found,
      { timeoutMs: 10_000, everyMs: 5 },
    );

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'lantern-shutdown-'));
    const dataDir = join(folder, 'data');
    let database: Record<string, string>;
    if (target.kind === 'pglite') {
      // The seeded template, unpacked into a folder (about a second; migrating and seeding take ten).
      const template = new Blob([await readFile(target.templateTarball)]);
      await (await PGlite.create(dataDir, { loadDataDir: template, extensions: pgliteExtensions })).close();
      database = { DATA_DIR: dataDir };
    } else {
      testDatabase = await openTestDatabase();
      database = { DATABASE_URL: testDatabase.url!, DATA_DIR: dataDir };
    }
    child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: root,
      env: {
        ...process.env,
        ...database,
        NODE_ENV: 'production',
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'info',
        SHUTDOWN_GRACE_SECONDS: String(GRACE_SECONDS),
        // Each request names its own client address, so the planning limits (10 an hour) stay out of the way.
        TRUSTED_PROXY_COUNT: '1',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
    port = await new Promise<number>((resolve, reject) => {
      child.stdout!.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const listening = /"port":(\d+),"msg":"Lantern is listening/.exec(output);
        if (listening) resolve(Number(listening[1]));
      });
      void exited.then((code) => reject(new Error(`the server exited with ${code} before listening`)));
    });
    const locations = await answer(port, 'GET', '/api/web/planning/locations');
    locationId = planningLocations.parse(JSON.parse((locations as { body: string }).body)).locations[0]!.id;
  });

  afterAll(async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
      await exited;
    }
    await testDatabase?.close();
    await rm(folder, { recursive: true, force: true });
  });

  const submission = (n: number) => ({
    body: { locationId, caseStatus: 'PRE_PLAN', fields: preplan(contactEmail()) },
    headers: { 'X-Forwarded-For': `198.51.100.${n}` },
  });

  it('is ready while it runs: its database answers, and the cache listener on PostgreSQL', async () => {
    const ready = await answer(port, 'GET', '/api/ready');
    expect(ready).toMatchObject({ status: 200 });
    expect(readiness.parse(JSON.parse((ready as { body: string }).body))).toEqual({
      ready: true,
      draining: false,
      database: 'up',
      cacheListener: target.kind === 'postgres' ? 'up' : 'not-used',
    });
  });

  it('answers every request it accepted, says 503 while it drains, exits 0, and keeps every write', async () => {
    // A kept-alive connection that has had an answer, as a load balancer keeps them.
    const keptAlive = new Agent({ keepAlive: true, maxSockets: 1 });
    expect(await answer(port, 'GET', '/api/health', { agent: keptAlive })).toMatchObject({
      status: 200,
      headers: { connection: 'keep-alive' },
    });
    // Connections accepted before the listener closes whose request comes only after it has: the
    // connections Node's server.close() used to reset.
    const silent = await Promise.all([1, 2, 3].map(() => openConnection(port)));
    // A request in progress when the listener closes: its body arrives in two parts, around it.
    const slowBody = JSON.stringify(submission(200).body);
    const slow = send(port, 'POST', '/api/web/planning/submit', {
      headers: {
        ...submission(200).headers,
        'Content-Type': 'application/json',
        'Content-Length': String(Buffer.byteLength(slowBody)),
      },
    });
    slow.request.write(slowBody.slice(0, 20));

    const burst: Promise<Outcome>[] = [];
    for (let n = 1; n <= 20; n += 1) burst.push(answer(port, 'POST', '/api/web/planning/submit', submission(n)));
    child.kill('SIGTERM');
    for (let n = 21; n <= 40; n += 1) burst.push(answer(port, 'POST', '/api/web/planning/submit', submission(n)));

    // The grace period: not ready, yet alive and serving, and kept-alive connections are told to close.
    await logged('shutting down');
    const checks = Promise.all([
      answer(port, 'GET', '/api/ready'),
      answer(port, 'GET', '/api/health'),
      answer(port, 'GET', '/api/health', { agent: keptAlive }),
    ]);

    // The listener closes; then the waiting connections send their requests.
    await pollUntil(
      () => refusesConnections(port),
      (refused) => refused,
      // A busy process accepts one waiting connection a turn (decision 0085): the burst's take seconds.
      { timeoutMs: 30_000, everyMs: 20 },
    );
    slow.request.end(slowBody.slice(20));
    const late = silent.map((socket, n) =>
      answer(port, 'POST', '/api/web/planning/submit', { ...submission(100 + n), socket }),
    );

    const outcomes = await Promise.all([...burst, ...late, slow.outcome]);
    // How many of each answer or error: { 201: 44 }, where resets read e.g. { 201: 20, ECONNRESET: 24 }.
    const tally: Record<string, number> = {};
    for (const outcome of outcomes) {
      const what = 'status' in outcome ? String(outcome.status) : outcome.error;
      tally[what] = (tally[what] ?? 0) + 1;
    }
    expect(tally).toEqual({ 201: 44 });
    const [ready, health, healthKeptAlive] = await checks;
    expect(ready).toMatchObject({ status: 503 });
    expect(readiness.parse(JSON.parse((ready as { body: string }).body))).toMatchObject({
      ready: false,
      draining: true,
    });
    expect(health).toMatchObject({ status: 200 });
    expect(healthKeptAlive).toMatchObject({ status: 200, headers: { connection: 'close' } });
    keptAlive.destroy();
    const answers = outcomes as Extract<Outcome, { status: number }>[];
    for (const waited of answers.slice(40)) expect(waited.headers.connection).toBe('close');
    expect(await exited).toBe(0);

    // Every acknowledged write is in the data the next process opens.
    const caseIds = answers.map((done) => planningSubmitResult.parse(JSON.parse(done.body)).caseId);
    expect(new Set(caseIds).size).toBe(44);
    const reopened = testDatabase ? undefined : await openDatabase({ dataDir: join(folder, 'data') });
    try {
      const db = (testDatabase?.db ?? reopened!.db) as Database;
      const stored = await db.select({ id: cases.id }).from(cases).where(inArray(cases.id, caseIds));
      expect(stored).toHaveLength(44);
    } finally {
      await reopened?.close();
    }
  }, 60_000);
});

describe('the readiness answer', () => {
  const up = { execute: () => Promise.resolve([]) } as unknown as Database;
  const down = { execute: () => Promise.reject(new Error('connection refused')) } as unknown as Database;
  const hanging = { execute: () => new Promise(() => {}) } as unknown as Database;
  const noListener = createSiteCache();

  it('is not ready while draining, or when the database fails or does not answer in time', async () => {
    const check = (db: Database, draining = false) =>
      readinessCheck({ db, siteCache: noListener, draining: () => draining, databaseTimeoutMs: 50 })();
    expect(await check(up)).toEqual({ ready: true, draining: false, database: 'up', cacheListener: 'not-used' });
    expect(await check(up, true)).toMatchObject({ ready: false, draining: true, database: 'up' });
    expect(await check(down)).toMatchObject({ ready: false, database: 'down' });
    expect(await check(hanging)).toMatchObject({ ready: false, database: 'down' });
  });

  it('is not ready while the cache listener is down', async () => {
    let receiver: InvalidationReceiver | undefined;
    const siteCache = createSiteCache({
      channel: { publish() {}, start: (r) => void (receiver = r), stop: () => Promise.resolve() },
    });
    const check = readinessCheck({ db: up, siteCache, draining: () => false });
    expect(await check()).toMatchObject({ ready: false, cacheListener: 'down' });
    receiver!.up();
    expect(await check()).toMatchObject({ ready: true, cacheListener: 'up' });
    receiver!.down();
    expect(await check()).toMatchObject({ ready: false, cacheListener: 'down' });
  });
});
