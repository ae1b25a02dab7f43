import { describe, expect, it } from 'vitest';
import { publicConfig, readPublicConfig } from './config.ts';

describe('readPublicConfig', () => {
  it('takes the API base URL from VITE_API_BASE_URL', () => {
    expect(readPublicConfig({ VITE_API_BASE_URL: 'https://api.example.com' }).apiBaseUrl).toBe(
      'https://api.example.com',
    );
  });

  it('defaults the base URL to the same origin', () => {
    expect(readPublicConfig({}).apiBaseUrl).toBe('');
    expect(readPublicConfig({ VITE_API_BASE_URL: '  ' }).apiBaseUrl).toBe('');
  });

  it('drops trailing slashes so paths are not doubled', () => {
    expect(readPublicConfig({ VITE_API_BASE_URL: 'https://api.example.com//' }).apiBaseUrl).toBe(
      'https://api.example.com',
    );
  });

  it('validates responses in development and tests only', () => {
    expect(readPublicConfig({ DEV: true, MODE: 'development' }).validateResponses).toBe(true);
    expect(readPublicConfig({ DEV: false, MODE: 'test' }).validateResponses).toBe(true);
    expect(readPublicConfig({ DEV: false, MODE: 'production' }).validateResponses).toBe(false);
  });

  it('is read from the real environment (tests run in test mode)', () => {
    expect(publicConfig.validateResponses).toBe(true);
    expect(publicConfig.apiBaseUrl).toBe(readPublicConfig(import.meta.env).apiBaseUrl);
  });
});
