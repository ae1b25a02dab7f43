import { describe, expect, it } from 'vitest';
import { consoleAddressOf, consolePage } from './console-pages.ts';

describe('the console’s page addresses (decision 0068)', () => {
  it('reads home and every list, in any letter case, a trailing slash changing nothing', () => {
    expect(consoleAddressOf(undefined)).toEqual({ page: '' });
    expect(consoleAddressOf('')).toEqual({ page: '' });
    for (const list of ['team', 'requests', 'cases', 'obituaries', 'memories'])
      expect(consoleAddressOf(list)).toEqual({ page: list });
    expect(consoleAddressOf('Team/')).toEqual({ page: 'team' });
    expect(consoleAddressOf('CASES')).toEqual({ page: 'cases' });
  });

  it('reads an item of requests, cases and obituaries by its row id in canonical digits', () => {
    expect(consoleAddressOf('requests/7')).toEqual({ page: 'requests', id: 7 });
    expect(consoleAddressOf('Cases/12/')).toEqual({ page: 'cases', id: 12 });
    expect(consoleAddressOf('obituaries/31')).toEqual({ page: 'obituaries', id: 31 });
    for (const id of ['abc', '012', '0', '-1', '1.5', '1e3', '99999999999'])
      expect(consoleAddressOf(`cases/${id}`), id).toBe('bad-id');
  });

  it('names no page for anything else', () => {
    for (const splat of ['index', 'teams', 'team/2', 'memories/1', 'cases/1/extra', 'sign-in/x', 'nowhere'])
      expect(consoleAddressOf(splat), splat).toBe('unknown');
  });

  it('links a page through the one console route', () => {
    expect(consolePage('')).toEqual({ to: '/staff/$', params: { _splat: '' } });
    expect(consolePage('cases/12')).toEqual({ to: '/staff/$', params: { _splat: 'cases/12' } });
  });
});
