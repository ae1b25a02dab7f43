import { describe, expect, it } from 'vitest';
import { stableJson } from './stable-json.ts';

describe('stableJson', () => {
  it('writes objects with their keys sorted, at every depth', () => {
    expect(stableJson({ c: 1, a: 2, b: { z: true, y: [3, { q: 'x', p: null }] } })).toBe(
      '{"a":2,"b":{"y":[3,{"p":null,"q":"x"}],"z":true},"c":1}',
    );
  });

  it('gives equal values equal text, whatever order their keys were written in', () => {
    expect(stableJson({ locationId: 1, fields: { b: 'x', a: 'y' }, caseStatus: 'AT_NEED' })).toBe(
      stableJson({ caseStatus: 'AT_NEED', fields: { a: 'y', b: 'x' }, locationId: 1 }),
    );
  });

  it('sorts many keys, not just two', () => {
    expect(stableJson({ e: 5, d: 4, c: 3, b: 2, a: 1, f: 6 })).toBe('{"a":1,"b":2,"c":3,"d":4,"e":5,"f":6}');
  });

  it('leaves out undefined members, as JSON does', () => {
    expect(stableJson({ a: undefined, b: 1 })).toBe('{"b":1}');
    expect(stableJson({ a: undefined })).toBe('{}');
  });

  it('writes arrays in their order, with undefined items as null', () => {
    expect(stableJson([3, 'a', null, undefined])).toBe('[3,"a",null,null]');
    expect(stableJson([])).toBe('[]');
  });

  it('writes plain values as JSON, and undefined as null', () => {
    expect(stableJson('Ann "A"')).toBe('"Ann \\"A\\""');
    expect(stableJson(1.5)).toBe('1.5');
    expect(stableJson(null)).toBe('null');
    expect(stableJson(undefined)).toBe('null');
  });
});
