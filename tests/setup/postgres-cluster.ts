import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * A throwaway PostgreSQL cluster for the server suite (LANTERN_TEST_DB=postgres) and CI:
 * initdb + pg_ctl from Debian's packages, data and unix sockets in one temp folder, listening on
 * 127.0.0.1 on a free port, durability off for speed. PostgreSQL refuses to run as root, so when
 * we are root the folder is given to the `postgres` user and every command runs as it.
 */
export interface PostgresCluster {
  /** Superuser URL of the `postgres` database (trust authentication). */
  url: string;
  port: number;
  stop(): Promise<void>;
}

/** Newest installed version's bin folder (PG_BIN_DIR wins); Debian puts them in /usr/lib/postgresql/<v>/bin. */
export function findPostgresBin(): string {
  const override = process.env.PG_BIN_DIR;
  if (override) return override;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((name) => existsSync(join(root, name, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  const newest = versions[0];
  if (!newest)
    throw new Error(`No PostgreSQL found under ${root}/*/bin: apt-get install postgresql (or set PG_BIN_DIR)`);
  return join(root, newest, 'bin');
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function postgresUser(): Promise<{ uid: number; gid: number } | null> {
  if (process.getuid?.() !== 0) return null;
  const [{ stdout: uid }, { stdout: gid }] = await Promise.all([
    run('id', ['-u', 'postgres']),
    run('id', ['-g', 'postgres']),
  ]);
  return { uid: Number(uid.trim()), gid: Number(gid.trim()) };
}

export async function startPostgresCluster(): Promise<PostgresCluster> {
  const bin = findPostgresBin();
  const owner = await postgresUser();
  const as = (command: string, args: string[]) =>
    owner ? run('runuser', ['-u', 'postgres', '--', join(bin, command), ...args]) : run(join(bin, command), args);

  const root = await mkdtemp(join(tmpdir(), 'lantern-pg-'));
  const dataDir = join(root, 'data');
  if (owner) await chown(root, owner.uid, owner.gid);

  try {
    await as('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
    const port = await freePort();
    const options = [
      `-p ${port}`,
      `-c listen_addresses=127.0.0.1`,
      `-c unix_socket_directories=${root}`,
      '-c fsync=off',
      '-c synchronous_commit=off',
      '-c full_page_writes=off',
      '-c max_connections=200',
    ].join(' ');
    await as('pg_ctl', ['-D', dataDir, '-l', join(root, 'postgres.log'), '-o', options, '-w', '-t', '60', 'start']);

    return {
      url: `postgres://postgres@127.0.0.1:${port}/postgres`,
      port,
      async stop() {
        await as('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
        await rm(root, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await rm(root, { recursive: true, force: true });
    throw error;
  }
}
