import { describe, expect, it } from 'vitest';
import { readConfig } from './config.ts';

describe('readConfig', () => {
  it('has defaults for everything', () => {
    const config = readConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      HOST: '0.0.0.0',
      DATA_DIR: './data',
      LOG_LEVEL: 'info',
      API_PORT: 3001,
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.CLIENT_DIR).toMatch(/dist\/client$/);
  });

  it('reads the grace period of a stop: 5 s by default, fractions allowed, never negative', () => {
    expect(readConfig({}).SHUTDOWN_GRACE_SECONDS).toBe(5);
    expect(readConfig({ SHUTDOWN_GRACE_SECONDS: '0.5' }).SHUTDOWN_GRACE_SECONDS).toBe(0.5);
    expect(() => readConfig({ SHUTDOWN_GRACE_SECONDS: '-1' })).toThrow(/SHUTDOWN_GRACE_SECONDS/);
  });

  it('reads PostgreSQL URLs and treats an empty one as unset', () => {
    expect(readConfig({ DATABASE_URL: 'postgres://u:p@db:5432/lantern' }).DATABASE_URL).toBe(
      'postgres://u:p@db:5432/lantern',
    );
    expect(readConfig({ DATABASE_URL: 'postgresql://db/lantern' }).DATABASE_URL).toBe('postgresql://db/lantern');
    expect(readConfig({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });

  it('reads the mail settings: SMTP_URL optional (smtp or smtps), MAIL_FROM with a default', () => {
    expect(readConfig({}).SMTP_URL).toBeUndefined();
    expect(readConfig({}).MAIL_FROM).toBe('Lantern <no-reply@lantern.invalid>');
    expect(readConfig({ SMTP_URL: 'smtp://127.0.0.1:2525', MAIL_FROM: 'a@b.example' })).toMatchObject({
      SMTP_URL: 'smtp://127.0.0.1:2525',
      MAIL_FROM: 'a@b.example',
    });
    expect(readConfig({ SMTP_URL: '' }).SMTP_URL).toBeUndefined();
    expect(() => readConfig({ SMTP_URL: 'http://mail.example' })).toThrow(/SMTP_URL/);
  });

  it('reads TRUSTED_PROXY_COUNT: 0 (the socket) unless set, a small whole number', () => {
    expect(readConfig({}).TRUSTED_PROXY_COUNT).toBe(0);
    expect(readConfig({ TRUSTED_PROXY_COUNT: '2' }).TRUSTED_PROXY_COUNT).toBe(2);
    expect(() => readConfig({ TRUSTED_PROXY_COUNT: '-1' })).toThrow(/TRUSTED_PROXY_COUNT/);
    expect(() => readConfig({ TRUSTED_PROXY_COUNT: 'yes' })).toThrow(/TRUSTED_PROXY_COUNT/);
  });

  it('reads IMAGE_ORIGINS as https origins, none unless set', () => {
    expect(readConfig({}).IMAGE_ORIGINS).toEqual([]);
    expect(readConfig({ IMAGE_ORIGINS: '' }).IMAGE_ORIGINS).toEqual([]);
    expect(
      readConfig({ IMAGE_ORIGINS: 'https://images.example.org, https://cdn.example.net/x' }).IMAGE_ORIGINS,
    ).toEqual(['https://images.example.org', 'https://cdn.example.net']);
    expect(() => readConfig({ IMAGE_ORIGINS: 'http://images.example.org' })).toThrow(/IMAGE_ORIGINS/);
  });

  it('reads the media store: the disk unless MEDIA_STORE=s3, which needs a bucket, and keys in pairs', () => {
    expect(readConfig({})).toMatchObject({ MEDIA_STORE: 'disk', S3_REGION: 'us-east-1', S3_FORCE_PATH_STYLE: false });
    const s3 = {
      MEDIA_STORE: 's3',
      S3_BUCKET: 'harbor-light-media',
      S3_ENDPOINT: 'https://s3.us-west-004.backblazeb2.com',
      S3_REGION: 'us-west-004',
      S3_ACCESS_KEY_ID: 'key-id',
      S3_SECRET_ACCESS_KEY: 'secret-of-the-key',
      S3_FORCE_PATH_STYLE: '1',
    };
    expect(readConfig(s3)).toMatchObject({ ...s3, S3_FORCE_PATH_STYLE: true });
    expect(() => readConfig({ ...s3, S3_BUCKET: '' })).toThrow(/S3_BUCKET: required with MEDIA_STORE=s3/);
    expect(() => readConfig({ ...s3, S3_SECRET_ACCESS_KEY: '' })).toThrow(/S3_SECRET_ACCESS_KEY/);
    expect(() => readConfig({ ...s3, S3_ACCESS_KEY_ID: undefined })).toThrow(/S3_ACCESS_KEY_ID/);
    // Neither key: the AWS SDK's own chain (an instance role).
    expect(readConfig({ ...s3, S3_ACCESS_KEY_ID: '', S3_SECRET_ACCESS_KEY: '' }).S3_ACCESS_KEY_ID).toBeUndefined();
    expect(() => readConfig({ ...s3, S3_ENDPOINT: 'https://id:secret@s3.example' })).toThrow(/S3_ENDPOINT/);
    expect(() => readConfig({ MEDIA_STORE: 'ftp' })).toThrow(/MEDIA_STORE/);
  });

  it('never puts a secret in its message', () => {
    const problem = (() => {
      try {
        readConfig({ MEDIA_STORE: 's3', S3_SECRET_ACCESS_KEY: 'secret-of-the-key' });
      } catch (error) {
        return (error as Error).message;
      }
    })();
    expect(problem).toMatch(/S3_BUCKET|S3_ACCESS_KEY_ID/);
    expect(problem).not.toContain('secret-of-the-key');
  });

  it('names every bad variable', () => {
    expect(() => readConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' })).toThrow(
      /PORT[\s\S]*DATABASE_URL[\s\S]*LOG_LEVEL/,
    );
  });
});
