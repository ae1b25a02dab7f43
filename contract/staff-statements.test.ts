import { describe, expect, it } from 'vitest';
import { issuesOf } from './spec-issues.test-helper.ts';
import { reviseStatementBody, voidStatementBody } from './staff-statements.ts';

const purchaser = {
  fullName: 'Rose Ashdown',
  relationship: 'Daughter',
  addressLine1: '12 Elm Street',
  city: 'Fresno',
  region: 'CA',
  postalCode: '93701',
  phone: '(559) 555-0100',
  email: 'rose@family.example',
};

describe('reviseStatementBody', () => {
  it('keeps the issue, a trimmed reason and note, the purchaser, and lines when given', () => {
    const line = { name: 'Oak casket', variantName: null, quantity: 1, unitPriceCents: null };
    expect(
      reviseStatementBody.parse({ issue: 2, reason: '  Moved ', purchaser, note: ' Porch ', lines: [line] }),
    ).toEqual({ issue: 2, reason: 'Moved', purchaser, note: 'Porch', lines: [line] });
    expect(reviseStatementBody.parse({ issue: 1, reason: 'x'.repeat(500), purchaser }).note).toBe('');
  });

  it('refuses a blank or long reason, a long note, issue 0 and a negative price, with spec §5 words', () => {
    expect(issuesOf(reviseStatementBody, { issue: 1, reason: '  ', purchaser })).toEqual([
      { path: 'reason', message: 'This field is required' },
    ]);
    expect(issuesOf(reviseStatementBody, { issue: 1, reason: 'x'.repeat(501), purchaser })).toEqual([
      { path: 'reason', message: 'Cannot exceed 500 characters' },
    ]);
    expect(issuesOf(reviseStatementBody, { issue: 1, reason: 'ok', purchaser, note: 'x'.repeat(1001) })).toEqual([
      { path: 'note', message: 'Cannot exceed 1000 characters' },
    ]);
    expect(issuesOf(reviseStatementBody, { issue: 0, reason: 'ok', purchaser }).map((each) => each.path)).toEqual([
      'issue',
    ]);
    const line = { name: 'Urn', variantName: null, quantity: 1, unitPriceCents: -1 };
    expect(
      issuesOf(reviseStatementBody, { issue: 1, reason: 'ok', purchaser, lines: [line] }).map((each) => each.path),
    ).toEqual(['lines.0.unitPriceCents']);
  });
});

describe('voidStatementBody', () => {
  it('needs the issue and a reason', () => {
    expect(voidStatementBody.parse({ issue: 1, reason: ' Cremation ' })).toEqual({ issue: 1, reason: 'Cremation' });
    expect(issuesOf(voidStatementBody, { issue: 1, reason: '' })).toEqual([
      { path: 'reason', message: 'This field is required' },
    ]);
  });
});
