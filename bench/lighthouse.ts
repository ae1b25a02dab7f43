/**
 * Lighthouse, mobile (its default: a mid-range phone on a slow 4G, simulated), against the built
 * server for the public pages. A benchmark, not a test; figures go in docs/performance.md.
 *   npm run build && npm run bench:lighthouse
 *   LIGHTHOUSE_URL=http://host:port npm run bench:lighthouse    a server that is already running
 * The family portal is measured too: its sign-in page, and a case home signed in as the demo family
 * (the path `family-case`: the bench signs in and keeps the session on the device before the run).
 * Options: LIGHTHOUSE_PATHS (default "/,/about,/plan-now,/family-portal/login,family-case"), LIGHTHOUSE_RUNS (default 3: each
 * score is the median of the runs; a busy machine moves performance by several points), BENCH_PORT (default 3216),
 * CHROMIUM_PATH (default /usr/bin/chromium), LIGHTHOUSE_REPORT_DIR (writes an HTML report per page).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { launch } from 'chrome-launcher';
import lighthouse, { type RunnerResult } from 'lighthouse';
import { startBuiltServer } from './built-server.ts';
import { chromiumPath, chromiumSwitches } from './chromium.ts';

const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const metricIds = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
];
const paths = (process.env.LIGHTHOUSE_PATHS ?? '/,/about,/plan-now,/family-portal/login,family-case').split(',');
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const port = Number(process.env.BENCH_PORT ?? 3216);
const reportDir = process.env.LIGHTHOUSE_REPORT_DIR;

const server = process.env.LIGHTHOUSE_URL
  ? { base: process.env.LIGHTHOUSE_URL, stop: async () => {} }
  : await startBuiltServer({ port, dataDir: '.tmp/lighthouse-data' });
const chrome = await launch({ chromePath: chromiumPath, chromeFlags: ['--headless', ...chromiumSwitches] });

/**
 * The demo family signed in on this browser, kept on the device (src/lib/auth/token-store.ts), as
 * "Keep me signed in" would: the address of its case home.
 */
async function signInAsDemoFamily(): Promise<string> {
  const login = await fetch(`${server.base}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      email: 'rose.whitfield@family.example',
      password: 'willow-candle-4821',
      keepSignedIn: true,
    }),
  });
  const { token } = (await login.json()) as { token: string };
  const cases = await fetch(`${server.base}/api/family/cases`, { headers: { Authorization: `Bearer ${token}` } });
  const { items } = (await cases.json()) as { items: { id: number; nameSlug: string }[] };
  if (!items[0]) throw new Error('the demo family has no case');
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  const page = await browser.contexts()[0]!.newPage();
  await page.goto(`${server.base}/api/health`);
  const until = new Date(Date.now() + 86_400_000).toISOString();
  await page.evaluate(
    ([value]) => localStorage.setItem('lantern.device-session', value!),
    [JSON.stringify({ token, until })],
  );
  await page.close();
  await browser.close();
  return `/family-portal/${items[0].id}/${items[0].nameSlug}`;
}

/** One run; a run whose trace failed (NO_NAVSTART and the like, scored 0) is run again, twice at most. */
async function audit(url: string, attempt = 1, signedIn = false): Promise<RunnerResult> {
  const result = await lighthouse(url, {
    port: chrome.port,
    logLevel: 'error',
    onlyCategories: [...categories],
    output: 'html',
    // A signed-in page keeps the session the bench stored; every other run starts with none.
    disableStorageReset: signedIn,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const failure = result.lhr.runtimeError;
  if (!failure) return result;
  if (attempt < 3) return audit(url, attempt + 1, signedIn);
  throw new Error(`Lighthouse failed on ${url}: ${failure.message}`);
}

const rows: string[] = [];
const flagged: string[] = [];
try {
  for (const named of paths) {
    const signedIn = named === 'family-case';
    const path = signedIn ? await signInAsDemoFamily() : named;
    const results: RunnerResult[] = [];
    for (let run = 0; run < runs; run += 1) results.push(await audit(`${server.base}${path}`, 1, signedIn));
    const median = (id: string) => {
      const scores = results.map(({ lhr }) => Math.round((lhr.categories[id]?.score ?? 0) * 100)).sort((a, b) => a - b);
      return scores[Math.floor(scores.length / 2)] ?? 0;
    };
    // The metrics docs/performance.md records, as the median of the runs: milliseconds, and the layout shift.
    const metric = (id: string) => {
      const values = results.map(({ lhr }) => lhr.audits[id]?.numericValue ?? Number.NaN).sort((a, b) => a - b);
      return values[Math.floor(values.length / 2)] ?? Number.NaN;
    };
    const timings = metricIds.map((id) =>
      id === 'cumulative-layout-shift' ? metric(id).toFixed(3) : `${Math.round(metric(id))} ms`,
    );
    rows.push(`| ${path} | ${categories.map(median).join(' | ')} | ${timings.join(' | ')} |`);
    // The run with the median performance score names what keeps each category below 100.
    const result = [...results].sort(
      (a, b) => (a.lhr.categories.performance?.score ?? 0) - (b.lhr.categories.performance?.score ?? 0),
    )[Math.floor(results.length / 2)]!;
    const { lhr } = result;
    for (const category of categories) {
      for (const ref of lhr.categories[category]?.auditRefs ?? []) {
        const check = lhr.audits[ref.id];
        if (!check || ref.weight === 0 || check.score === null || check.score >= 0.9) continue;
        flagged.push(`${path} ${category}: ${check.title}${check.displayValue ? ` (${check.displayValue})` : ''}`);
      }
    }
    if (reportDir) {
      mkdirSync(reportDir, { recursive: true });
      const name = path === '/' ? 'home' : path.replace(/\W+/g, '-').replace(/^-|-$/g, '');
      writeFileSync(join(reportDir, `${name}.html`), String(result.report));
    }
  }
} finally {
  chrome.kill();
  await server.stop();
}

console.log(`\nLighthouse mobile, median of ${runs} runs: ${server.base}\n`);
console.log('| page | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS |');
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
for (const row of rows) console.log(row);
if (flagged.length > 0) console.log(`\nflagged:\n${flagged.map((line) => `  ${line}`).join('\n')}`);
