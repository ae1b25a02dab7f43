import { describe, expect, it } from 'vitest';
import { pageDescription } from './page-description.ts';

const site = (tagline: string) => ({
  company: { name: 'Evergreen Funeral Homes' },
  settings: { tagline },
});

describe('pageDescription', () => {
  it("is the page's own text when it has one", () => {
    expect(pageDescription('  Our three chapels.  ', site('Since 1952'))).toBe('Our three chapels.');
  });

  it("falls back to the company's name and tagline, then the name alone", () => {
    expect(pageDescription('', site('Caring since 1952'))).toBe('Evergreen Funeral Homes: Caring since 1952');
    expect(pageDescription(undefined, site(' '))).toBe('Evergreen Funeral Homes');
  });
});
