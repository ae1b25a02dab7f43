import { describe, expect, it } from 'vitest';
import { lampModel } from './lamp.test-helper.ts';
import { isMachineModel, rule } from './machine-model.ts';

describe('machine model', () => {
  it('recognises a model module export', () => {
    expect(isMachineModel({ ...lampModel, events: () => [] })).toBe(true);
    expect(isMachineModel({ name: 'x' })).toBe(false);
    expect(isMachineModel(null)).toBe(false);
  });

  it('says which spec rule broke', () => {
    expect(() => rule(false, 'at most 5 toasts')).toThrow('spec rule broken: at most 5 toasts');
    expect(() => rule(true, 'at most 5 toasts')).not.toThrow();
  });
});
