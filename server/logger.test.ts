import { Writable } from 'node:stream';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { createLogger, serializeError } from './logger.ts';

describe('the logger', () => {
  it("logs a failed query's error without the values it was given, its cause's details neither", () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "users_email"'), {
      code: '23505',
      detail: 'Key (email)=(rose.marker@family.example) already exists.',
    });
    const error = new DrizzleQueryError(
      'insert into "users" ("email", "name") values ($1, $2)',
      ['rose.marker@family.example', 'Rose\nMarker'],
      cause,
    );
    const logged = JSON.stringify(serializeError(error));
    expect(logged).not.toContain('marker');
    expect(logged).not.toContain('Marker');
    expect(serializeError(error)).toMatchObject({
      type: 'DrizzleQueryError',
      message: 'Failed query: insert into "users" ("email", "name") values ($1, $2)\nparams: (not logged)',
      cause: { code: '23505', message: cause.message },
    });
    // The stack keeps its frames.
    expect((serializeError(error) as { stack: string }).stack).toMatch(/\n\s+at /);
  });

  it('redacts authorization headers and serializes err with that serializer', () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString('utf8'));
        done();
      },
    });
    const logger = createLogger('info', sink);
    logger.info({ headers: { authorization: 'Bearer secret-marker' } }, 'headers');
    logger.error({ err: new DrizzleQueryError('select $1', ['param-marker'], new Error('x')) }, 'failed');
    expect(lines.join('')).not.toMatch(/marker/);
  });
});
