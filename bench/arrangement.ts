/**
 * GET /api/family/arrangements/{caseId} on PGlite: a benchmark, not a test.
 *   npm run bench:arrangement
 * Builds the app in this process on a fresh embedded database with the demo seed, signs in as the
 * demo family that is mid-arrangement (Rose Whitfield), and calls her arrangement from
 * BENCH_CONNECTIONS concurrent callers (default 10) for BENCH_SECONDS (default 10) through
 * app.request: the whole API stack (tenancy, session, case scope, validation, the two queries,
 * JSON) without a socket. Prints requests/second and the p50 / p95 / p99 latency.
 */
import { SandboxPaymentProvider } from '#server/payments/sandbox-payment-provider.ts';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { installValidationMessages } from '#contract/validation-messages.ts';
import { createApp } from '#server/app.ts';
import { openDatabase } from '#server/db/open-database.ts';
import { memoryMediaStore } from '#server/media/memory-media-store.ts';
import { EVERGREEN_ARRANGING_FAMILY } from '#server/seed/evergreen/families.ts';
import { seedDemoTenant } from '#server/seed/seed.ts';
import { figuresTable, measureCallers } from './callers.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

const dataDir = await mkdtemp(join(tmpdir(), 'lantern-bench-arrangement-'));
const opened = await openDatabase({ dataDir });
try {
  installValidationMessages();
  const media = memoryMediaStore();
  await seedDemoTenant(opened.db, media);
  const logger = pino({ level: 'warn' });
  const app = createApp({
    db: opened.db,
    logger,
    media,
    clientAddress: () => '192.0.2.1',
    payments: new SandboxPaymentProvider(),
  });
  const headers = { 'X-Host': 'localhost', Accept: 'application/json' };

  const login = await app.request('/api/auth/login', {
    method: 'POST',
    headers: { ...headers, 'Content-Type': 'application/json' },
    body: JSON.stringify(EVERGREEN_ARRANGING_FAMILY),
  });
  const { token } = (await login.json()) as { token: string };
  const auth = { ...headers, Authorization: `Bearer ${token}` };
  const cases = (await (await app.request('/api/family/cases', { headers: auth })).json()) as {
    items: { id: number }[];
  };
  const path = `/api/family/arrangements/${cases.items[0]!.id}`;
  const first = await app.request(path, { headers: auth });
  const body = (await first.json()) as { categories: { lines: unknown[] }[] };
  const lineCount = body.categories.reduce((sum, category) => sum + category.lines.length, 0);

  const figures = await measureCallers(() => app.request(path, { headers: auth }), { connections, seconds });
  console.log(
    `\nGET /api/family/arrangements/{caseId} (${lineCount} lines), PGlite, in-process, ${connections} callers, ${seconds} s\n`,
  );
  console.log(figuresTable([['GET /api/family/arrangements/{caseId}', figures]]));
} finally {
  await opened.close();
  await rm(dataDir, { recursive: true, force: true });
}
