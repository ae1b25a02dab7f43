import { describe, expect, it } from 'vitest';
import { shellDataIds } from './shell-data.ts';

describe('shellDataIds', () => {
  it('names each data block with its own usable HTML id', () => {
    const ids = Object.values(shellDataIds);
    expect(ids).toHaveLength(4);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^lantern-[a-z-]+$/);
  });
});
