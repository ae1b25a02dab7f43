import { describe, expect, it } from 'vitest';
import {
  caseStatement,
  contractSubmitBody,
  familyContract,
  DEFAULT_EMBALMING_REASON,
  NO_REQUIRED_PURCHASES,
  STATEMENT_DISCLOSURE,
  STATEMENT_TITLE,
  statementReasonsOf,
  type CaseStatement,
} from './family-statement.ts';
import { statementChargesSentence } from './funeral-rule.ts';
import { issuesOf } from './spec-issues.test-helper.ts';

const statement: CaseStatement = {
  templateRevisionId: 1,
  displayType: 'ITEMIZED',
  groups: [
    {
      category: { id: 3, name: 'Caskets' },
      lines: [
        {
          name: 'Hardwood casket',
          variantName: 'Oak — satin finish',
          quantity: 1,
          unitPriceCents: 289_500,
          totalCents: 289_500,
        },
      ],
      subtotalCents: 289_500,
    },
  ],
  cashAdvances: [
    {
      name: 'Certified death certificates',
      variantName: null,
      quantity: 5,
      unitPriceCents: 2_500,
      totalCents: 12_500,
      estimate: false,
    },
    {
      name: 'Cemetery opening fee',
      variantName: null,
      quantity: 1,
      unitPriceCents: null,
      totalCents: null,
      estimate: true,
    },
  ],
  subtotalCents: 289_500,
  taxCents: 23_884,
  cashAdvanceCents: 12_500,
  totalCents: 325_884,
  paidCents: 0,
  balanceCents: 325_884,
  hasEstimates: true,
  signature: null,
  reasons: { requiredPurchases: 'None', embalming: null },
};

describe('the statement', () => {
  it('carries the title and the disclosure sentence word for word', () => {
    expect(STATEMENT_TITLE).toBe('Statement of Funeral Goods and Services Selected');
    expect(STATEMENT_DISCLOSURE).toBe(
      'Charges are only for those items that you selected or that are required. If we are required by law or by a cemetery or crematory to use any items, we will explain the reasons in writing below.',
    );
  });

  it('is ITEMIZED (spec §9) and keeps estimates apart', () => {
    expect(caseStatement.parse(statement)).toEqual(statement);
    expect(issuesOf(caseStatement, { ...statement, displayType: 'SUMMARY' })).toEqual([
      { path: 'displayType', message: 'Invalid option selected. Valid options are: ITEMIZED' },
    ]);
  });
});

describe('contractSubmitBody', () => {
  it('takes the typed name, trimmed, and consent', () => {
    expect(contractSubmitBody.parse({ signatureName: '  Rose Whitfield ', consent: true })).toEqual({
      signatureName: 'Rose Whitfield',
      consent: true,
    });
  });

  it('refuses a missing name or consent not given, with the spec §5 words', () => {
    expect(issuesOf(contractSubmitBody, { signatureName: '', consent: true })).toEqual([
      { path: 'signatureName', message: 'This field is required' },
    ]);
    expect(issuesOf(contractSubmitBody, { signatureName: 'Rose Whitfield', consent: false })).toEqual([
      { path: 'consent', message: 'Invalid option selected. Valid options are: true' },
    ]);
    expect(issuesOf(contractSubmitBody, { signatureName: 'Rose Whitfield' })).toEqual([
      { path: 'consent', message: 'This field is required' },
    ]);
    expect(issuesOf(contractSubmitBody, { signatureName: 'Rose\u0000', consent: true })).toEqual([
      { path: 'signatureName', message: 'Invalid string' },
    ]);
  });
});

describe('familyContract', () => {
  it('has no purchaser and no signature before details and signing', () => {
    const empty = { caseId: 4, purchaser: null, signature: null, statementSha256: null };
    // An answer without the planning request's start (a stored signing replayed) has none.
    expect(familyContract.parse(empty)).toEqual({ ...empty, purchaserFromRequest: null });
  });
});

describe('the statement’s reasons (decision 0109)', () => {
  it('prints the required purchases’ reason as written (trimmed), or "None"', () => {
    expect(statementReasonsOf({ requiredPurchases: ' State law. ', embalming: '' }, false).requiredPurchases).toBe(
      'State law.',
    );
    expect(statementReasonsOf({ requiredPurchases: ' \n ', embalming: '' }, false).requiredPurchases).toBe(
      NO_REQUIRED_PURCHASES,
    );
    expect(NO_REQUIRED_PURCHASES).toBe('None');
  });

  it('prints an embalming reason only when embalming is charged: staff’s words, else the default ones', () => {
    expect(statementReasonsOf({ requiredPurchases: '', embalming: 'For the viewing.' }, false).embalming).toBeNull();
    expect(statementReasonsOf({ requiredPurchases: '', embalming: ' For the viewing. ' }, true).embalming).toBe(
      'For the viewing.',
    );
    expect(statementReasonsOf({ requiredPurchases: '', embalming: '  ' }, true).embalming).toBe(
      DEFAULT_EMBALMING_REASON,
    );
    expect(DEFAULT_EMBALMING_REASON).toBe(
      'Embalming is on this statement because it was selected in these arrangements.',
    );
  });

  it('keeps the template’s disclosure the rule’s 453.4(b)(2)(ii) sentence', () => {
    expect(STATEMENT_DISCLOSURE).toBe(statementChargesSentence.text);
  });

  it('reads a statement signed before it carried reasons as having none', () => {
    const { reasons: _omitted, ...older } = statement;
    expect(caseStatement.parse(older).reasons).toBeNull();
    expect(caseStatement.parse(statement).reasons).toEqual({ requiredPurchases: 'None', embalming: null });
  });
});
