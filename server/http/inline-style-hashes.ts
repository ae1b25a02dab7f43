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

// React writes these five characters of an attribute's value as entities (and nothing else).
const entities: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#x27;': "'", '&lt;': '<', '&gt;': '>' };
const styleAttribute = /\sstyle="([^"]*)"/g;

/**
 * A server-rendered page (decision 0091) carries its theme in style attributes (the company's
 * colours and fonts as custom properties), which React sets through the CSSOM in the browser but the
 * server can only write as HTML: the browser applies them only when the policy allows each value by
 * hash ('unsafe-hashes': these exact attribute values, not inline styles at large). The hash is of
 * the value as the browser reads it, after its entities.
 */
export function styleAttributeHashes(html: string): string[] {
  const values = new Set<string>();
  for (const [, value = ''] of html.matchAll(styleAttribute)) {
    values.add(value.replace(/&(amp|quot|#x27|lt|gt);/g, (entity) => entities[entity] ?? entity));
  }
  return [...values].map(cspHash);
}

/**
 * The policies written for each list of hashes: a kept page (decision 0093) brings the same list on
 * every hit, and the policy it goes into is the same, so it is written once, not on every answer.
 */
const written = new WeakMap<readonly string[], { policy: string; withHashes: string }>();

/** The policy with these hashes added to its style-src (and 'unsafe-hashes', which lets them apply to attributes). */
export function withStyleAttributeHashes(policy: string, hashes: readonly string[]): string {
  if (hashes.length === 0) return policy;
  const known = written.get(hashes);
  if (known?.policy === policy) return known.withHashes;
  const withHashes = policy.replace(
    /(^|;\s*)style-src ([^;]*)/,
    (_match, start: string, sources: string) => `${start}style-src ${sources} 'unsafe-hashes' ${hashes.join(' ')}`,
  );
  written.set(hashes, { policy, withHashes });
  return withHashes;
}
