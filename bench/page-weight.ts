/**
 * The JavaScript each public page loads (gzip, as the browser would get it at level 9), against the
 * built server on a fresh demo data folder; each page compared with the home page's. A benchmark,
 * not a test; figures go in docs/performance.md.
 *   npm run build && npm run bench:page-weight
 * Options: PAGE_WEIGHT_PATHS (default: home, search, the first demo obituary and its sub-pages),
 * PAGE_WEIGHT_FILES=1 (lists each page's files), PAGE_WEIGHT_FAMILY=1 (adds the family portal's pages,
 * signed in as the demo family mid-arrangement), BENCH_PORT (default 3217), CHROMIUM_PATH (default /usr/bin/chromium).
 */
import { gzipSync } from 'node:zlib';
import type { Response } from '@playwright/test';
import { startBuiltServer } from './built-server.ts';
import { launchChromium } from './chromium.ts';

const port = Number(process.env.BENCH_PORT ?? 3217);
const server = await startBuiltServer({ port, dataDir: '.tmp/page-weight-data' });

/** The demo's first obituary (a fresh folder's seed): its address, found as a visitor would. */
async function firstObituaryPath(): Promise<string> {
  const response = await fetch(`${server.base}/api/web/obituaries?pageSize=1`);
  const { items } = (await response.json()) as { items: { id: number; nameSlug: string }[] };
  const first = items[0];
  if (!first) throw new Error('the demo seed has no published obituary');
  return `/obituaries/${first.id}/${first.nameSlug}`;
}

const browser = await launchChromium();

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The demo family's session token and the address of its case (signed in as the login page would). */
async function familySession(): Promise<{ token: string; casePath: string }> {
  const login = await fetch(`${server.base}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'rose.whitfield@family.example', password: 'willow-candle-4821' }),
  });
  const { token } = (await login.json()) as { token: string };
  const cases = await fetch(`${server.base}/api/family/cases`, { headers: { Authorization: `Bearer ${token}` } });
  const { items } = (await cases.json()) as { items: { id: number; nameSlug: string }[] };
  if (!items[0]) throw new Error('the demo family has no case');
  return { token, casePath: `/family-portal/${items[0].id}/${items[0].nameSlug}` };
}

async function scriptWeight(path: string, token?: string): Promise<{ files: string[]; gzip: number }> {
  const page = await browser.newPage();
  if (token) await page.addInitScript((value) => window.sessionStorage.setItem('lantern.session-token', value), token);
  const scripts: Response[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response);
  });
  await page.goto(`${server.base}${path}`, { waitUntil: 'networkidle' });
  // Read every body before the page closes; a script asked for later would not count anyway.
  const loaded = [...scripts];
  const sizes = await Promise.all(loaded.map(async (script) => gzipSync(await script.body(), { level: 9 }).length));
  await page.close();
  return {
    files: loaded.map((script, index) => `${new URL(script.url()).pathname} ${kb(sizes[index] ?? 0)}`),
    gzip: sizes.reduce((sum, size) => sum + size, 0),
  };
}

try {
  const obituary = await firstObituaryPath();
  const paths = process.env.PAGE_WEIGHT_PATHS?.split(',') ?? [
    '/',
    '/obituaries',
    obituary,
    `${obituary}/photos`,
    `${obituary}/memories`,
    `${obituary}/memorial-video`,
    `${obituary}/shop`,
  ];
  const home = await scriptWeight('/');
  console.log('| page | JavaScript (gzip) | files | beyond the home page |');
  console.log('| --- | --- | --- | --- |');
  for (const path of paths) {
    const weight = path === '/' ? home : await scriptWeight(path);
    console.log(`| \`${path}\` | ${kb(weight.gzip)} | ${weight.files.length} | ${kb(weight.gzip - home.gzip)} |`);
    if (process.env.PAGE_WEIGHT_FILES) for (const file of weight.files) console.log(`    ${file}`);
  }
  if (process.env.PAGE_WEIGHT_FAMILY) {
    const { token, casePath } = await familySession();
    const portal = [
      '',
      '/arrangements',
      '/arrangements/selections',
      '/arrangements/review',
      '/statement',
      // The family's task pages: one of each kind (an upload page, the editor, a proof review, the video).
      '/task/upload-photos',
      '/task/review-obituary',
      '/task/review-stationery/prayer-card',
      '/task/review-video',
    ];
    for (const path of ['/family-portal/login', ...portal.map((sub) => `${casePath}${sub}`)]) {
      const weight = await scriptWeight(path, path.endsWith('/login') ? undefined : token);
      console.log(`| \`${path}\` | ${kb(weight.gzip)} | ${weight.files.length} | ${kb(weight.gzip - home.gzip)} |`);
      if (process.env.PAGE_WEIGHT_FILES) for (const file of weight.files) console.log(`    ${file}`);
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
