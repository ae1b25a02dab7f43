import '@testing-library/jest-dom/vitest';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { cleanup } from '@testing-library/react';

// A component test fails on any console.error (React warnings included), as the e2e suite does.
let consoleErrors: unknown[][] = [];
beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
});

afterEach(() => {
  cleanup();
  // Test files share their worker's jsdom (vite.config.ts, isolate: false): nothing stored stays.
  sessionStorage.clear();
  localStorage.clear();
  vi.mocked(console.error).mockRestore();
  expect(consoleErrors, 'console.error during the test').toEqual([]);
});
