import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { StaffCase } from '#contract/staff-cases.ts';
import { roleRefusedMessage } from '#contract/staff-roles.ts';
import {
  fakeApi,
  owner,
  refusal,
  renderScreen,
  signedIn,
  type SentCall,
} from '#src/lib/console/console-screen.test-helper.tsx';
import { CaseObituary } from './CaseObituary.tsx';
import { theCase } from './staff-case.test-helper.ts';

/* The case page's Obituary (decisions 0063, 0065): where it stands, or the way to write it. */

async function renderObituary(obituary: StaffCase['obituary'], answer: (call: SentCall) => unknown = () => undefined) {
  const api = fakeApi(answer);
  const auth = await signedIn(owner);
  renderScreen('/staff/cases/7', () => <CaseObituary auth={auth.actor} theCase={{ ...theCase, obituary }} />, api);
  await screen.findByRole('heading', { level: 2, name: 'Obituary' });
  return api;
}

describe('CaseObituary', () => {
  it('says where the written obituary stands and links to its editor', async () => {
    await renderObituary({ id: 31, state: 'ready' });
    expect(screen.getByText(/^Ready to publish\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the obituary' })).toHaveAttribute('href', '/staff/obituaries/31');
    expect(screen.queryByRole('button', { name: 'Write the obituary' })).toBeNull();
  });

  it("writes the case's obituary with one call, and says a refusal in the server's words", async () => {
    const user = userEvent.setup();
    const api = await renderObituary(null, () => {
      throw refusal(403, [{ path: '', message: roleRefusedMessage }]);
    });
    expect(screen.getByText('No obituary is written for this case yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Write the obituary' }));
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', path: '/api/staff/obituaries', body: { for: { kind: 'case', caseId: 7 } }, query: undefined },
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent(roleRefusedMessage);
  });
});
