import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { roleRefusedMessage } from '#contract/staff-roles.ts';
import {
  director,
  fakeApi,
  nothingWaiting,
  owner,
  refusal,
  renderScreen,
  signedIn,
  type SentCall,
} from '#src/lib/console/console-screen.test-helper.tsx';
import { CompanyExport, exportWords } from './CompanyExport.tsx';
import { ConsoleHome } from './ConsoleHome.tsx';

/* The owner's export on the console home (decision 0086): a signed link the browser downloads itself. */

const link = {
  url: '/api/web/company-export?user=1&expires=1800000000&signature=' + 'a'.repeat(43),
  expiresAt: '2027-01-15T08:00:00.000Z',
};

async function renderExport(answer: (call: SentCall) => unknown) {
  const auth = await signedIn(owner);
  const go = vi.fn<(url: string) => void>();
  const api = fakeApi((call) => answer(call) ?? nothingWaiting(call));
  renderScreen('/staff', () => <CompanyExport auth={auth.actor} go={go} />, api);
  await screen.findByRole('heading', { name: 'Your data' });
  return { api, go };
}

describe('CompanyExport', () => {
  it('asks for a link and has the browser download it', async () => {
    const { api, go } = await renderExport((call) =>
      call.path === '/api/staff/company/export-link' ? link : undefined,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Export all data' }));
    expect(api.calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      '/api/staff/company/export-link',
    ]);
    expect(go).toHaveBeenCalledWith(link.url);
    expect(screen.getByRole('status')).toHaveTextContent(exportWords.started);
  });

  it("says the server's words when the link is refused, and downloads nothing", async () => {
    const { go } = await renderExport((call) => {
      if (call.path === '/api/staff/company/export-link')
        throw refusal(403, [{ path: '', message: roleRefusedMessage }]);
      return undefined;
    });
    await userEvent.click(screen.getByRole('button', { name: 'Export all data' }));
    expect(await screen.findByRole('status')).toHaveTextContent(roleRefusedMessage);
    expect(go).not.toHaveBeenCalled();
  });
});

describe('ConsoleHome', () => {
  it('offers the export to the owner only', async () => {
    const ownerAuth = await signedIn(owner);
    const view = renderScreen('/staff', () => <ConsoleHome user={owner} staffRole="owner" auth={ownerAuth.actor} />);
    expect(await screen.findByRole('button', { name: 'Export all data' })).toBeVisible();
    view.unmount();
    const directorAuth = await signedIn(director);
    renderScreen('/staff', () => <ConsoleHome user={director} staffRole="director" auth={directorAuth.actor} />);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: 'Export all data' })).toBeNull();
  });
});
