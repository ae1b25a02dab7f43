import { globalConfig } from 'zod/v4/core';
import { z } from 'zod';
import { afterEach, describe, expect, it } from 'vitest';
import { configureZod } from './zod-config.ts';

describe('configureZod', () => {
  const before = { ...globalConfig };
  afterEach(() => {
    for (const key of Object.keys(globalConfig)) delete (globalConfig as Record<string, unknown>)[key];
    Object.assign(globalConfig, before);
  });

  it('configures the zod that parses: spec §5 words and no eval probe', () => {
    delete globalConfig.customError;
    delete globalConfig.jitless;
    expect(z.string().min(3).safeParse('a').error?.issues[0]?.message).not.toBe('Must be at least 3 characters');

    configureZod();

    expect(globalConfig.jitless).toBe(true);
    expect(z.string().min(3).safeParse('a').error?.issues[0]?.message).toBe('Must be at least 3 characters');
    expect(z.object({ email: z.email() }).safeParse({}).error?.issues[0]?.message).toBe('This field is required');
  });
});
