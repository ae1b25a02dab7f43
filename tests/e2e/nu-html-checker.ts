import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { promisify } from 'node:util';

/*
 * The Nu HTML Checker (the W3C's validator, npm vnu-jar) over documents the test fetched: one Java
 * run for all of them, since starting the JVM costs 2–3 s and checking a page a few milliseconds.
 * It needs Java 11 or later on the PATH (.ci/run installs Debian's default-jre-headless).
 */

/** The checker's jar: the package's main export is its path. */
const vnuJar = String(createRequire(import.meta.url)('vnu-jar'));

/** One message of the checker's JSON output (https://github.com/validator/validator/wiki/Output-»-JSON). */
export interface NuMessage {
  /** `error` (the document is not valid), `info` (a warning when subType says so), `non-document-error` (the checker failed). */
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url?: string;
  message: string;
  extract?: string;
  lastLine?: number;
}

/** Each document's messages, by the name it was given (`documents`' keys, file names such as "home.html"). */
export async function nuCheck(documents: Record<string, string>): Promise<Record<string, NuMessage[]>> {
  const dir = await mkdtemp(join(tmpdir(), 'lantern-vnu-'));
  try {
    const files = await Promise.all(
      Object.entries(documents).map(async ([name, html]) => {
        const file = join(dir, name);
        await writeFile(file, html);
        return file;
      }),
    );
    const { stdout } = await promisify(execFile)(
      'java',
      ['-jar', vnuJar, '--format', 'json', '--stdout', '--exit-zero-always', ...files],
      { maxBuffer: 16 * 1024 * 1024 },
    );
    const byName: Record<string, NuMessage[]> = Object.fromEntries(Object.keys(documents).map((name) => [name, []]));
    for (const message of (JSON.parse(stdout) as { messages: NuMessage[] }).messages) {
      const name = message.url ? basename(new URL(message.url).pathname) : '';
      (byName[name] ??= []).push(message);
    }
    return byName;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** A message as one line: where, what, and the markup it is about. */
export const messageLine = (name: string, message: NuMessage): string =>
  `${name}:${message.lastLine ?? '?'} ${message.subType ?? message.type}: ${message.message}` +
  (message.extract ? ` [${message.extract.replace(/\s+/g, ' ').trim()}]` : '');
