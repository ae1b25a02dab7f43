import { describe, expect, it } from 'vitest';
import { API_VERSION, API_VERSION_HEADER } from './api-version.ts';

describe('API version', () => {
  it("is spec §9's value '0', sent in the X-Api-Version header", () => {
    expect(API_VERSION).toBe('0');
    expect(API_VERSION_HEADER).toBe('X-Api-Version');
  });
});
