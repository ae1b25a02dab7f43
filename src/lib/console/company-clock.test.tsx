import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '#src/lib/api/client.ts';
import { companyClockQuery } from '#src/lib/queries/console/company-clock.ts';
import { useConsoleTime } from './company-clock.ts';

function Arrived({ at }: { at: string }) {
  const timeText = useConsoleTime();
  return <p>{timeText(at)}</p>;
}

const renderWith = (queryClient: QueryClient) =>
  render(
    <QueryClientProvider client={queryClient}>
      <Arrived at="2026-12-05T03:30:00Z" />
    </QueryClientProvider>,
  );

describe('useConsoleTime', () => {
  it('writes a time in the company’s zone, whatever the device’s', async () => {
    const queryClient = new QueryClient();
    const api = { get: async () => ({ timeZone: 'Pacific/Auckland' }) } as unknown as ApiClient;
    await queryClient.ensureQueryData(companyClockQuery(api));
    renderWith(queryClient);
    // 03:30 UTC is 4:30 PM the same day in Auckland (NZDT, UTC+13), 7:30 PM the day before in Los Angeles.
    expect(screen.getByText('Dec 5, 2026, 4:30 PM', { normalizer: (text) => text.replace(/\s/g, ' ') })).toBeTruthy();
  });

  it('asks for nothing itself: a screen shown alone writes the device’s zone', () => {
    const queryClient = new QueryClient();
    renderWith(queryClient);
    expect(
      queryClient
        .getQueryCache()
        .getAll()
        .every((query) => query.state.fetchStatus === 'idle'),
    ).toBe(true);
    expect(screen.getByText(/2026/)).toBeTruthy();
  });
});
