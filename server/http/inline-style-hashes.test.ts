import { describe, expect, it } from 'vitest';
import { cspHash, sonnerStyleHash } from './inline-style-hashes.ts';

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
