import { describe, expect, it } from 'vitest';
import type { ArrangementProgress } from '#contract/family-cases.ts';
import { nextStep, progressSteps } from './next-step.ts';

const start: ArrangementProgress = {
  packageChosen: false,
  selectionsComplete: false,
  hasPurchaser: false,
  signedAt: null,
};
const signed: ArrangementProgress = {
  packageChosen: true,
  selectionsComplete: true,
  hasPurchaser: true,
  signedAt: '2026-11-20T15:00:00.000Z',
};

describe('nextStep', () => {
  it('walks the arrangement in order until it is signed', () => {
    expect(nextStep(start, null).path).toBe('/arrangements');
    expect(nextStep({ ...start, packageChosen: true }, null).path).toBe('/arrangements/selections');
    // A purchaser entered early does not skip the selections.
    expect(nextStep({ ...start, packageChosen: true, hasPurchaser: true }, null).path).toBe('/arrangements/selections');
    expect(nextStep({ ...start, packageChosen: true, selectionsComplete: true }, null)).toEqual({
      label: 'Enter the purchaser’s details',
      path: '/arrangements/details',
    });
    expect(nextStep({ ...signed, signedAt: null }, null).path).toBe('/arrangements/review');
  });

  it('asks for payment while a balance is owed after signing, else shows the statement', () => {
    expect(nextStep(signed, { totalCents: 1000, paidCents: 400, balanceCents: 600 })).toEqual({
      label: 'Pay the balance',
      path: '/statement/payment',
    });
    expect(nextStep(signed, { totalCents: 1000, paidCents: 1000, balanceCents: 0 }).path).toBe('/statement');
    expect(nextStep(signed, null).path).toBe('/statement');
  });
});

describe('progressSteps', () => {
  it('marks each step done from the progress', () => {
    expect(progressSteps({ ...start, packageChosen: true }).map((step) => step.done)).toEqual([
      true,
      false,
      false,
      false,
    ]);
    expect(progressSteps(signed).every((step) => step.done)).toBe(true);
  });
});
