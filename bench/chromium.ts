import { chromium, type Browser } from '@playwright/test';

/** Debian's Chromium, which the benchmarks drive (CHROMIUM_PATH to choose another). */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The switches every benchmark's Chromium runs with: no sandbox, GPU or background traffic of its own. */
export const chromiumSwitches = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const launchChromium = (): Promise<Browser> =>
  chromium.launch({ executablePath: chromiumPath, args: chromiumSwitches });
