import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';

export interface LoadedScript {
  url: string;
  gzip: number;
  /** The script as served, to look into (portal-budget.spec.ts finds zod by its class names). */
  source: string;
}

/**
 * Records every script the page loads from now on, each with its gzip size (level 9, what the
 * server's precompressed .gz files are). Read the list after the page has settled.
 */
export function recordScripts(page: Page): LoadedScript[] {
  const scripts: LoadedScript[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    // A script still arriving as the test ends (or the page goes) is left out, not an error.
    const body = await response.body().catch(() => null);
    if (body)
      scripts.push({ url: response.url(), gzip: gzipSync(body, { level: 9 }).length, source: body.toString('utf8') });
  });
  return scripts;
}

export const totalGzip = (scripts: readonly LoadedScript[]): number =>
  scripts.reduce((sum, script) => sum + script.gzip, 0);
