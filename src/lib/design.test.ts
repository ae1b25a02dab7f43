import { describe, expect, it } from 'vitest';
import { cornerRadius, secondaryColor, withOpacity } from './design.ts';

describe('design', () => {
  it('derives the secondary colour from colorText at 0.1 opacity', () => {
    expect(secondaryColor({ colorText: '#1f2a37' })).toBe('rgba(31, 42, 55, 0.1)');
  });

  it('refuses a colour that is not #rrggbb', () => {
    expect(() => withOpacity('red', 0.5)).toThrow(/Not a #rrggbb colour/);
  });

  it('maps corner styles to radii: Square none, Rounded full, Soft Square medium', () => {
    expect(cornerRadius('Square')).toBe('0');
    expect(cornerRadius('Rounded')).toBe('9999px');
    expect(cornerRadius('Soft Square')).toBe('0.5rem');
  });
});
