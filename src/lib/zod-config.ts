import type { $ZodConfig } from 'zod/v4/core';
import { validationErrorMap } from '#contract/validation-messages.ts';

declare global {
  // zod/v4/core/core.js: `globalThis.__zod_globalConfig ??= {}`, the one configuration every copy of zod reads.
  var __zod_globalConfig: $ZodConfig | undefined;
}

/**
 * The browser's zod configuration, set by src/lib/zod-browser.ts as zod loads: spec §5 words for every parse
 * (the map `installValidationMessages` gives the server), and `jitless` because the
 * Content-Security-Policy allows no eval (decision 0024; without it zod probes `new Function` once and
 * the browser reports a violation). zod keeps its configuration on `globalThis.__zod_globalConfig`, one
 * object every copy reads, so writing it here configures the zod that forms, the wizard and the
 * portal load, without zod or these messages in the public entry (decisions 0036, 0122).
 */
export function configureZod(): void {
  const config = (globalThis.__zod_globalConfig ??= {});
  Object.assign(config, { customError: validationErrorMap, jitless: true } satisfies Partial<$ZodConfig>);
}
