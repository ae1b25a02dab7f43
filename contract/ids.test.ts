import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { rowId, rowIdParam } from './ids.ts';
import { INTEGER_COLUMN_MAX } from './integer-column.ts';
import { toApiIssues, validationErrorMap } from './validation-messages.ts';

const issuesOf = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input, { error: validationErrorMap });
  return result.success ? [] : toApiIssues(result.error);
};

describe('row ids: what an integer column can hold', () => {
  it('is the largest PostgreSQL integer', () => {
    expect(INTEGER_COLUMN_MAX).toBe(2 ** 31 - 1);
  });

  it('accepts 1 up to the column maximum in a body', () => {
    expect(rowId().parse(1)).toBe(1);
    expect(rowId().parse(INTEGER_COLUMN_MAX)).toBe(INTEGER_COLUMN_MAX);
  });

  it('refuses what no row can have, with spec §5 messages', () => {
    expect(issuesOf(rowId(), INTEGER_COLUMN_MAX + 1)).toEqual([{ path: '', message: 'Cannot exceed 2147483647' }]);
    expect(issuesOf(rowId(), 99_999_999_999)).toEqual([{ path: '', message: 'Cannot exceed 2147483647' }]);
    expect(issuesOf(rowId(), 0)).toEqual([{ path: '', message: 'Must be at least 1' }]);
    expect(issuesOf(rowId(), 1.5)).toEqual([{ path: '', message: 'Expected integer' }]);
    expect(issuesOf(rowId(), '1')).toEqual([{ path: '', message: 'Expected number' }]);
  });

  it('reads path parameters as numbers and bounds them the same way', () => {
    expect(rowIdParam().parse('42')).toBe(42);
    expect(issuesOf(rowIdParam(), '99999999999')).toEqual([{ path: '', message: 'Cannot exceed 2147483647' }]);
    expect(issuesOf(rowIdParam(), '0')).toEqual([{ path: '', message: 'Must be at least 1' }]);
    expect(issuesOf(rowIdParam(), 'abc')).toEqual([{ path: '', message: 'Expected number' }]);
    expect(issuesOf(rowIdParam(), '\u0000')).toEqual([{ path: '', message: 'Expected number' }]);
    expect(issuesOf(rowIdParam(), '1e400')).toEqual([{ path: '', message: 'Expected number' }]);
    expect(issuesOf(rowIdParam(), undefined)).toEqual([{ path: '', message: 'This field is required' }]);
  });

  it('reads only canonical digits: any other spelling is no number (decision 0056)', () => {
    for (const text of ['0x10', '016', ' 16', '16.0', '+16', '0o20', '1e1', '-1', '1.5', ''])
      expect(issuesOf(rowIdParam(), text), JSON.stringify(text)).toEqual([{ path: '', message: 'Expected number' }]);
  });
});
