import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render as renderAlone, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '#src/lib/api/client.ts';
import { companyClockQuery } from '#src/lib/queries/console/company-clock.ts';
import { PublicationStatus } from './PublicationStatus.tsx';

/* The editor says where the obituary stands, and once published links its public page. */

/** In the console, as its frame leaves it: the company's clock loaded (Auckland, far from any test machine). */
async function render(ui: ReactNode) {
  const queryClient = new QueryClient();
  const api = { get: async () => ({ timeZone: 'Pacific/Auckland' }) } as unknown as ApiClient;
  await queryClient.ensureQueryData(companyClockQuery(api));
  return renderAlone(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>);
}

const unpublished = { publicPath: null, publishedAt: null };

describe('PublicationStatus', () => {
  it.each([
    ['draft', 'Draft', 'Not on the website. Once the text is approved, mark it ready.'],
    ['ready', 'Ready to publish', 'Not on the website yet. Publish puts it there.'],
    ['unpublished', 'Unpublished', 'Taken off the website. Publish puts it back.'],
  ] as const)('says a %s obituary is not on the website, with no link', async (state, name, meaning) => {
    await render(<PublicationStatus view={{ state, ...unpublished }} />);
    expect(screen.getByRole('heading', { level: 2, name: `Status: ${name}` })).toBeVisible();
    expect(screen.getByText(meaning)).toBeVisible();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('links the public page of a published obituary, published at the company’s hour', async () => {
    const publicPath = '/obituaries/12/linnea-solveig-haraldsen';
    await render(
      <PublicationStatus view={{ state: 'published', publicPath, publishedAt: '2026-11-24T17:40:00.000Z' }} />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Status: Published' })).toBeVisible();
    // 17:40 UTC is 6:40 the next morning in Auckland (UTC+13 in November).
    expect(
      screen.getByText(/^On the website for everyone to read\. Published November 25, 2026 at 6:40\sAM\.$/),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'View the public page' })).toHaveAttribute('href', publicPath);
    expect(screen.getByText(`(${publicPath})`)).toBeVisible();
  });
});
