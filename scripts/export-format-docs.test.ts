import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { exportCollectionNames } from '#contract/company-export.ts';
import { DOC_PATH, generatedPart, withGeneratedPart } from './export-format-docs.ts';

/* docs/export-format.md documents the format the export test checks (decision 0086): its tables are the schemas'. */

describe('docs/export-format.md', () => {
  it('holds the field tables generated from the contract (npx tsx scripts/export-format-docs.ts)', async () => {
    const document = await readFile(DOC_PATH, 'utf8');
    expect(await withGeneratedPart(document)).toBe(document);
  });

  it('documents every collection and every field', () => {
    const part = generatedPart();
    for (const name of exportCollectionNames) expect(part).toContain(`### data/${name}.json`);
    expect(part).toContain('| `amountCents` | integer |');
    expect(part).toContain('| `signedAt` | ISO 8601 instant (UTC), or null |');
    expect(part).toContain('| `addressLine2` | string, or null |');
  });
});
