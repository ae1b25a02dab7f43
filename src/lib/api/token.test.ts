import { describe, expect, it } from 'vitest';
import { authorizationHeader, encodeBasic } from './token.ts';

describe('encodeBasic', () => {
  it('encodes user:password in base64', () => {
    expect(encodeBasic({ username: 'Aladdin', password: 'open sesame' })).toBe('QWxhZGRpbjpvcGVuIHNlc2FtZQ==');
  });

  it('encodes non-Latin-1 characters as UTF-8 instead of throwing', () => {
    const encoded = encodeBasic({ username: 'zoë', password: '密码' });
    expect(Buffer.from(encoded, 'base64').toString('utf8')).toBe('zoë:密码');
  });
});

describe('authorizationHeader', () => {
  const basic = { username: 'u', password: 'p' };

  it('sends the token as a bearer token', () => {
    expect(authorizationHeader('Bearer xyz', undefined)).toBe('Bearer xyz');
    expect(authorizationHeader('xyz', basic)).toBe('Bearer xyz');
  });

  it('falls back to basic credentials when there is no token', () => {
    expect(authorizationHeader(undefined, basic)).toBe('Basic dTpw');
    expect(authorizationHeader('Bearer ', basic)).toBe('Basic dTpw');
  });

  it('sends nothing without token or credentials', () => {
    expect(authorizationHeader(null, undefined)).toBeUndefined();
    expect(authorizationHeader('', undefined)).toBeUndefined();
  });
});
