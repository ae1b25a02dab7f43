import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '#src/lib/api/client.ts';
import { BuilderServicesProvider, type BuilderServices } from './builder-context.tsx';
import { VersionsDialog } from './VersionsDialog.tsx';

/*
 * The builder's version list is on the public site, outside the console's frame that loads the company's
 * clock: its times are still the funeral home's (decision 0115), whatever zone the device is in.
 */

const answers: Record<string, unknown> = {
  '/api/web/company-clock': { timeZone: 'Pacific/Auckland' },
  '/api/web/builder/versions': {
    items: [{ version: 3, publishedAt: '2026-12-05T03:30:00.000Z', publishedBy: 'Dana Whitfield', current: true }],
    total: 1,
    page: 1,
    pageSize: 20,
  },
};

function renderDialog() {
  const api = { get: async (path: string) => answers[path] } as unknown as ApiClient;
  // The rollback button asks the builder whether it may roll back; no builder is needed to list versions.
  const builder = {
    getSnapshot: () => ({ can: () => false }),
    subscribe: () => ({ unsubscribe: () => {} }),
  } as unknown as BuilderServices['builder'];
  const queryClient = new QueryClient();
  const services = { api, builder, queryClient } as unknown as BuilderServices;
  render(
    <QueryClientProvider client={queryClient}>
      <BuilderServicesProvider value={services}>
        <VersionsDialog onClose={() => {}} />
      </BuilderServicesProvider>
    </QueryClientProvider>,
  );
}

beforeAll(() => {
  // The test DOM has <dialog> without its modal methods.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
  };
});

describe('the published versions', () => {
  it("are dated in the funeral home's zone, loaded by the dialog itself", async () => {
    renderDialog();
    const row = await screen.findByRole('row', { name: /^3 \(visitors see this\)/ });
    // 03:30 UTC is 4:30 PM the same day in Auckland (NZDT, UTC+13); in the device's zone it would be another hour.
    expect(
      within(row).getByText('Dec 5, 2026, 4:30 PM', { normalizer: (text) => text.replace(/\s/g, ' ') }),
    ).toBeTruthy();
  });
});
