import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** The CSP source that allows one exact inline style sheet (or script) and nothing else. */
export const cspHash = (content: string): string =>
  `'sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}'`;

/**
 * sonner (the toasts, decision 0006) puts its style sheet in a <style> element it creates at
 * runtime, with no way to give it a nonce. The sheet is one constant string of the installed
 * version, so the policy allows exactly that string by hash: read from the same package file the
 * client build bundles. inline-style-hashes.test.ts checks the hash against what sonner inserts.
 * sonner appends the element before its text, so the browser first checks an empty sheet: the
 * hash of '' (which styles nothing) is allowed too.
 */
export const sonnerStyleHashes = (): string[] => [cspHash(''), sonnerStyleHash()];

export function sonnerStyleHash(): string {
  const require = createRequire(import.meta.url);
  const source = readFileSync(require.resolve('sonner'), 'utf8');
  const literal = /__insertCSS\(("(?:[^"\\]|\\.)*")\)/.exec(source)?.[1];
  if (!literal) throw new Error('sonner no longer inserts its styles with __insertCSS: update the CSP (decision 0024)');
  return cspHash(JSON.parse(literal) as string);
}
