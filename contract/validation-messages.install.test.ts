import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { installValidationMessages, toApiIssues } from './validation-messages.ts';

// Its own file: installing changes zod's process-wide configuration. Files share their worker's
// modules, so tests/setup/zod-defaults.ts starts each file from zod's own configuration, whatever
// the file before it installed.

const signup = z.object({
  email: z.email(),
  password: z.string().min(8).max(64),
  website: z.url().optional(),
  phone: z.string().regex(/^\+?[0-9 ]{7,15}$/),
  inviteId: z.uuid(),
  guests: z.number().int().min(0).max(10),
  children: z.array(z.string()).max(2),
  plan: z.enum(['AT_NEED', 'PRE_PLAN']),
});

const messages = (input: unknown) => {
  const result = signup.safeParse(input);
  if (result.success) throw new Error('expected the parse to fail');
  return toApiIssues(result.error);
};

let uninstall: (() => void) | undefined;
afterEach(() => {
  uninstall?.();
  uninstall = undefined;
});

describe('installValidationMessages', () => {
  it("leaves zod's own wording in place until installed", () => {
    expect(messages({})[0]).toEqual({ path: 'email', message: 'Invalid input: expected string, received undefined' });
  });

  it('makes every plain safeParse speak spec §5', () => {
    uninstall = installValidationMessages();
    expect(
      messages({
        email: 'nope',
        password: 'short',
        website: 'not a url',
        phone: 'call me',
        inviteId: '123',
        guests: 11,
        children: ['a', 'b', 'c'],
        plan: 'LATER',
      }),
    ).toEqual([
      { path: 'email', message: 'Please enter a valid email address' },
      { path: 'password', message: 'Must be at least 8 characters' },
      { path: 'website', message: 'Please enter a valid URL' },
      { path: 'phone', message: 'Please enter a valid format' },
      { path: 'inviteId', message: 'Invalid string' },
      { path: 'guests', message: 'Cannot exceed 10' },
      { path: 'children', message: 'Cannot have more than 2 items' },
      { path: 'plan', message: 'Invalid option selected. Valid options are: AT_NEED, PRE_PLAN' },
    ]);
  });

  it('tells missing and null fields (required) from wrong types', () => {
    uninstall = installValidationMessages();
    const issues = messages({ email: null, password: 12345678, guests: -1, children: [] });
    expect(issues).toEqual([
      { path: 'email', message: 'This field is required' },
      { path: 'password', message: 'Expected string' },
      { path: 'phone', message: 'This field is required' },
      { path: 'inviteId', message: 'This field is required' },
      { path: 'guests', message: 'Must be at least 0' },
      { path: 'plan', message: 'This field is required' },
    ]);
  });

  it('applies to parse() and parseAsync() as well', async () => {
    uninstall = installValidationMessages();
    const schema = z.object({ password: z.string().max(3) });
    expect(() => schema.parse({ password: 'toolong' })).toThrow('Cannot exceed 3 characters');
    await expect(schema.parseAsync({})).rejects.toThrow('This field is required');
  });

  it("still lets a schema's own message win", () => {
    uninstall = installValidationMessages();
    const result = z.object({ code: z.string().length(6, 'Enter the 6-digit code') }).safeParse({ code: '1' });
    expect(result.error?.issues[0]?.message).toBe('Enter the 6-digit code');
  });

  it('puts the previous configuration back when uninstalled', () => {
    installValidationMessages()();
    expect(messages({})[0]?.message).toBe('Invalid input: expected string, received undefined');
  });
});
