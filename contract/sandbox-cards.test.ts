import { describe, expect, it } from 'vitest';
import { passesLuhn, sandboxTokenFor, sandboxTokenOutcome } from './sandbox-cards.ts';

describe('sandbox cards', () => {
  it('turns the test cards into tokens naming their outcome, spaces or not', () => {
    expect(sandboxTokenOutcome(sandboxTokenFor('4242 4242 4242 4242', 'A'.repeat(16))!)).toBe('approved');
    expect(sandboxTokenOutcome(sandboxTokenFor('4000-0000-0000-0002', 'b'.repeat(16))!)).toBe('declined');
    expect(sandboxTokenOutcome(sandboxTokenFor('4000000000000119', '1'.repeat(16))!)).toBe('error');
  });

  it('has no token for another number, and reads none from a malformed token', () => {
    expect(sandboxTokenFor('4111 1111 1111 1111', 'a'.repeat(16))).toBeNull();
    expect(sandboxTokenOutcome('sandbox_approved_')).toBeNull();
    expect(sandboxTokenOutcome('pm_card_visa')).toBeNull();
  });

  it('checks the Luhn sum', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('42424242')).toBe(false);
  });
});
