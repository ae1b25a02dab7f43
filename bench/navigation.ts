/**
 * What following a link costs on a server-rendered page, three ways (decision 0122): before the app,
 * the browser's own navigation to the next rendered page; before the app, with the app started on the
 * way (the boot as it was: the tap's pointerdown loaded the app, then the page went anyway); and once
 * the app is there, the router's navigation. Bytes on the wire (CDP's encodedDataLength of every
 * response from the tap until the next page shows its heading and the network is quiet) and the time
 * from the tap until the heading shows, on a slow 4G phone (150 ms round trip, 1.6 Mbit/s down, the
 * CPU 4× slower: Lighthouse's mobile settings). A benchmark, not a test; figures go in docs/performance.md.
 *   npm run build && npm run bench:navigation
 * Options: NAVIGATION_RUNS (default 3: the median is shown), BENCH_PORT (default 3218), CHROMIUM_PATH.
 */
import type { Page } from '@playwright/test';
import { startBuiltServer } from './built-server.ts';
import { launchChromium } from './chromium.ts';

const port = Number(process.env.BENCH_PORT ?? 3218);
const runs = Number(process.env.NAVIGATION_RUNS ?? 3);
const server = await startBuiltServer({ port, dataDir: '.tmp/navigation-data' });
const browser = await launchChromium();

type Way = 'browser, before the app' | 'app started on the way' | 'router, app there';

/** One navigation: from `from`, a tap on the link named `link`, to a page whose heading is `heading`. */
async function navigate(way: Way, from: string, link: string, heading: string) {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(`${server.base}${from}`, { waitUntil: 'load' });
  if (way === 'router, app there') await appThere(page);
  let bytes = 0;
  // Every byte received, a response cut short by the page going included.
  cdp.on('Network.dataReceived', (event) => (bytes += event.encodedDataLength));
  const target = page.getByRole('link', { name: link, exact: true }).first();
  const started = performance.now();
  // The boot as it was started the app at the tap's pointerdown; here, a key that changes nothing does.
  if (way === 'app started on the way') await page.keyboard.press('Shift');
  await target.click();
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  const ms = performance.now() - started;
  await page.waitForLoadState('networkidle');
  await context.close();
  return { bytes, ms };
}

async function appThere(page: Page) {
  await page.keyboard.press('Shift');
  await page.locator('#root[data-hydrated]').waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

try {
  const listed = (await (await fetch(`${server.base}/api/web/obituaries?pageSize=1`)).json()) as {
    items: { fullName: string }[];
  };
  const first = listed.items[0];
  if (!first) throw new Error('the demo seed has no published obituary');
  const navigations = [
    { from: '/', link: 'Obituaries', heading: 'Obituaries' },
    { from: '/obituaries', link: first.fullName, heading: first.fullName },
  ];
  const ways: Way[] = ['browser, before the app', 'app started on the way', 'router, app there'];
  console.log('| navigation | way | bytes on the wire | tap to heading (median) |');
  console.log('| --- | --- | --- | --- |');
  for (const { from, link, heading } of navigations)
    for (const way of ways) {
      const measured = [];
      for (let run = 0; run < runs; run += 1) measured.push(await navigate(way, from, link, heading));
      const bytes = median(measured.map((m) => m.bytes));
      const ms = median(measured.map((m) => m.ms));
      console.log(`| ${from} → "${link}" | ${way} | ${(bytes / 1024).toFixed(1)} KB | ${Math.round(ms)} ms |`);
    }
} finally {
  await browser.close();
  await server.stop();
}
