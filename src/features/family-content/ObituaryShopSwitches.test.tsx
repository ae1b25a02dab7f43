import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { noFlowersNotice } from '#contract/no-flowers.ts';
import { fakeApi, refusal, renderScreen, type SentCall } from '#src/lib/console/console-screen.test-helper.tsx';
import { ObituaryShopSwitches } from './ObituaryShopSwitches.tsx';

/* The family's switches for its obituary's shop (decision 0082). */

/** The server's switches: as saved last (`answer` saves, or refuses). */
function renderSwitches(answer: (call: SentCall) => unknown) {
  let saved: unknown = { shop: true, noFlowers: false };
  const api = fakeApi((call) => {
    if (call.method === 'GET' && call.path === '/api/family/cases/7/obituary/shop') return saved;
    saved = answer(call);
    return saved;
  });
  renderScreen('/family-portal/7/edwin/task/review-obituary', () => <ObituaryShopSwitches caseId={7} />, api);
  return api;
}

describe('ObituaryShopSwitches', () => {
  it('saves "no flowers" with the shop as it is, once something changed, and says what the page will say', async () => {
    const user = userEvent.setup();
    const api = renderSwitches((call) => call.body);
    const save = await screen.findByRole('button', { name: 'Save the shop settings' });
    expect(save).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Show the sympathy shop on the obituary page' })).toBeChecked();
    const noFlowers = screen.getByRole('checkbox', { name: 'No flowers: we ask for donations instead' });
    expect(noFlowers).toHaveAccessibleDescription(new RegExp(noFlowersNotice.replace('.', '\\.')));
    await user.click(noFlowers);
    await user.click(save);
    expect(api.calls.filter((call) => call.method === 'POST')).toMatchObject([
      {
        method: 'POST',
        path: '/api/family/cases/7/obituary/shop',
        body: { shop: true, noFlowers: true },
      },
    ]);
    expect(await screen.findByText('The shop settings are saved.')).toBeInTheDocument();
    expect(save).toBeDisabled();
  });

  it('says the server’s words when the save is refused', async () => {
    const user = userEvent.setup();
    renderSwitches(() => {
      throw refusal(404, [{ path: '', message: 'Not found' }]);
    });
    await user.click(await screen.findByRole('checkbox', { name: 'Show the sympathy shop on the obituary page' }));
    await user.click(screen.getByRole('button', { name: 'Save the shop settings' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Not found');
  });
});
