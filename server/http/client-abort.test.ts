import { connect } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCase } from '#tests/server/factories/case.ts';
import { createCompany, type FactoryCompany } from '#tests/server/factories/company.ts';
import { createFamilyMember } from '#tests/server/factories/family.ts';
import { createObituary } from '#tests/server/factories/obituary.ts';
import { pollUntil } from '#tests/server/poll.ts';
import { signIn } from '#tests/server/tenant-fixtures.ts';
import { createTestApp, type TestApp } from '#tests/server/test-app.ts';
import { openTestDatabase, type TestDatabase } from '#tests/server/test-database.ts';

/*
 * A client that goes away in the middle of its upload is the client's doing. The server
 * logs it at info as an abort, answers no 5xx, and counts no error. The family, its case and the
 * obituary are this file's own.
 */

let database: TestDatabase;
let t: TestApp;
let server: ServerType;
let port: number;
let uploadsDir: string;
let company: FactoryCompany;
let family: { caseId: number; token: string };

beforeAll(async () => {
  database = await openTestDatabase();
  uploadsDir = await mkdtemp(join(tmpdir(), 'lantern-aborted-uploads-'));
  t = createTestApp(database.db, { uploadsDir });
  company = await createCompany(database);
  const { caseId } = await createCase(company.scope, { name: 'Edwin Ashdown' });
  const member = await createFamilyMember(company.scope, { name: 'Rose Ashdown', caseIds: [caseId] });
  family = { caseId, token: await signIn(t.app, company.host, member) };
  await new Promise<void>((started) => {
    server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
      port = info.port;
      started();
    });
  });
});
afterAll(async () => {
  await new Promise((closed) => server.close(closed));
  await database.close();
  await rm(uploadsDir, { recursive: true, force: true });
});

/** Sends the head of a request and part of its declared body, then drops the connection. */
function abortMidBody(path: string, headers: string, declaredBytes: number, sentBytes: number) {
  return new Promise<void>((done, failed) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: ${company.host}\r\n${headers}` +
          `Content-Length: ${declaredBytes}\r\nConnection: close\r\n\r\n`,
      );
      socket.write(Buffer.alloc(sentBytes, 'a'), () => setTimeout(() => socket.destroy(), 50));
    });
    socket.on('close', () => done());
    socket.on('error', failed);
  });
}

/** Runs `abort` and answers the log lines it caused, once the request's own line is written. */
async function logsOf(abort: () => Promise<void>) {
  const before = t.logs.length;
  await abort();
  const written = () => t.logs.slice(before);
  await pollUntil(written, (lines) => lines.some((line) => line.msg === 'request'));
  return written();
}

describe('an upload the client abandons', () => {
  it("is logged at info as the client's abort on a family upload, never as an error or a 5xx", async () => {
    const lines = await logsOf(() =>
      abortMidBody(
        `/api/family/cases/${family.caseId}/photos`,
        `Authorization: Bearer ${family.token}\r\nContent-Type: application/octet-stream\r\n`,
        1_000_000,
        100_000,
      ),
    );
    expect(lines.filter((line) => (line.level as number) >= 50)).toEqual([]);
    expect(lines.map(({ level, msg, status }) => ({ level, msg, status }))).toEqual([
      { level: 30, msg: 'request aborted by the client', status: undefined },
      { level: 30, msg: 'request', status: 400 },
    ]);
    // Nothing of the abandoned body is left behind.
    expect(await readdir(uploadsDir)).toEqual([]);
  });

  it('is no error on a public form either (a memory with its photo)', async () => {
    const { id } = await createObituary(company.scope, { fullName: 'Astrid Elin Nyberg' });
    const lines = await logsOf(() =>
      abortMidBody(
        `/api/web/obituaries/${id}/memories`,
        'Content-Type: multipart/form-data; boundary=x\r\n',
        1_000_000,
        20_000,
      ),
    );
    expect(lines.filter((line) => (line.level as number) >= 50)).toEqual([]);
    expect(lines.find((line) => line.msg === 'request')).toMatchObject({ level: 30, status: 400 });
  });
});
