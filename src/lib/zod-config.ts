import type { $ZodConfig } from 'zod/v4/core';
import { validationErrorMap } from '#contract/validation-messages.ts';

declare global {
  // zod/v4/core/core.js: `globalThis.__zod_globalConfig ??= {}`, the one configuration every copy of zod reads.
  var __zod_globalConfig: $ZodConfig | undefined;
}

/**
 * The browser's zod configuration, set before any chunk brings zod: spec §5 words for every parse
 * (the map `installValidationMessages` gives the server), and `jitless` because the
 * Content-Security-Policy allows no eval (decision 0024; without it zod probes `new Function` once and
 * the browser reports a violation). zod keeps its configuration on `globalThis.__zod_globalConfig` and
 * adopts an object already there, so writing it here configures the zod that forms, the wizard and the
 * portal load later without putting zod's core in the public entry (decision 0036).
 */
export function configureZod(): void {
  const config = (globalThis.__zod_globalConfig ??= {});
  Object.assign(config, { customError: validationErrorMap, jitless: true } satisfies Partial<$ZodConfig>);
}
