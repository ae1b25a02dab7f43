import { describe, expect, it } from 'vitest';
import { cspHash, sonnerStyleHash, withStyleAttributeHashes } from './inline-style-hashes.ts';

describe('sonnerStyleHash', () => {
  it('is the hash of the style sheet sonner inserts when it loads', async () => {
    // sonner inserts its sheet on import when there is a document; catch the text it appends.
    const inserted: string[] = [];
    const style = { appendChild: (node: string) => inserted.push(node) };
    const fakeDocument = {
      head: { appendChild: () => undefined },
      createElement: () => style,
      createTextNode: (text: string) => text,
    };
    const globals = globalThis as { document?: unknown };
    globals.document = fakeDocument;
    try {
      await import('sonner');
    } finally {
      delete globals.document;
    }
    expect(inserted).toHaveLength(1);
    expect(sonnerStyleHash()).toBe(cspHash(inserted[0] ?? ''));
  });
});

describe('withStyleAttributeHashes', () => {
  it('adds the hashes to style-src, written again for another policy with the same hashes', () => {
    const hashes = ["'sha256-a'", "'sha256-b'"];
    expect(withStyleAttributeHashes("default-src 'self'; style-src 'self'; img-src 'self'", hashes)).toBe(
      "default-src 'self'; style-src 'self' 'unsafe-hashes' 'sha256-a' 'sha256-b'; img-src 'self'",
    );
    // The same list (a kept page's) into another policy: not the first one's answer.
    expect(withStyleAttributeHashes("style-src 'none'", hashes)).toBe(
      "style-src 'none' 'unsafe-hashes' 'sha256-a' 'sha256-b'",
    );
    expect(withStyleAttributeHashes("style-src 'self'", [])).toBe("style-src 'self'");
  });
});
