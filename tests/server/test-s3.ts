import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { S3MediaSettings } from '#server/media/s3-media-store.ts';

/** A running S3-compatible server of the test's own, and the settings that reach its one bucket. */
export interface TestS3Server {
  settings: S3MediaSettings;
  /** Stops the server and removes its folder. */
  stop(): Promise<void>;
}

// s3rver's one account (it checks every request's SigV4 signature against this secret).
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/**
 * Starts s3rver (decision 0088) as a process of its own on a free port, its objects in a temporary
 * folder, with one empty bucket. Its own process because s3rver's ListObjectsV2 continuation tokens
 * are DES-encrypted, which Node's OpenSSL 3 offers only with the legacy provider: a flag for that
 * process alone, not for the test's.
 */
export async function startTestS3(bucket = 'lantern-media'): Promise<TestS3Server> {
  const folder = await mkdtemp(join(tmpdir(), 'lantern-s3-'));
  const bin = createRequire(import.meta.url).resolve('s3rver/bin/s3rver.js');
  const child = spawn(
    process.execPath,
    [
      '--openssl-legacy-provider',
      bin,
      ...['--directory', folder, '--address', '127.0.0.1', '--port', '0'],
      ...['--silent', '--configure-bucket', bucket],
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    await rm(folder, { recursive: true, force: true });
  };
  try {
    const port = await new Promise<number>((resolve, reject) => {
      let output = '';
      const timer = setTimeout(() => reject(new Error(`s3rver did not start in 10 s:\n${output}`)), 10_000);
      // Left reading to the end (silent, it says little), so a full pipe never stalls the server.
      const read = (chunk: Buffer) => {
        output += chunk.toString('utf8');
        const listening = /S3rver listening on [\d.]+:(\d+)/.exec(output);
        if (listening) {
          clearTimeout(timer);
          resolve(Number(listening[1]));
        }
      };
      child.stdout.on('data', read);
      child.stderr.on('data', read);
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`s3rver exited with ${code}:\n${output}`));
      });
    });
    return {
      settings: {
        bucket,
        endpoint: `http://127.0.0.1:${port}`,
        region: 'us-east-1',
        credentials,
        forcePathStyle: true,
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
