import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { companySettingsMessages, type CompanySettings } from '#contract/company-settings.ts';
import { installValidationMessages } from '#contract/validation-messages.ts';
import {
  fakeApi,
  owner,
  recordedToasts,
  refusal,
  renderScreen,
  signedIn,
  type SentCall,
} from '#src/lib/console/console-screen.test-helper.tsx';
import { SettingsPage } from './SettingsPage.tsx';

installValidationMessages();

/* The owner's Settings (decision 0089): the company's form, its hosts, and the locations. */

const settings: CompanySettings = {
  name: 'Harbor Light Funeral Home',
  timeZone: 'America/New_York',
  hosts: ['harbor.example', 'www.harbor.example'],
  siteUrl: 'https://harbor.example',
  senderAddress: null,
  notificationAddress: 'ada@harbor.example',
  paymentInstructions: null,
  shopEnabled: true,
  directorsSeeMoney: true,
  currentHost: 'harbor.example',
  locations: [
    {
      id: 4,
      name: 'Harbor Light Chapel',
      address: { line1: '12 Wharf Street', city: 'Portland', region: 'ME', postalCode: '04101', country: 'US' },
      phoneNumber: '(207) 555-0100',
      email: null,
      retired: false,
      caseCount: 3,
    },
  ],
};

async function renderSettings(answer: (call: SentCall) => unknown = () => settings) {
  const api = fakeApi((call) =>
    call.method === 'GET' && call.path === '/api/staff/company/settings' ? settings : answer(call),
  );
  const toasts = recordedToasts();
  const auth = await signedIn(owner);
  const { queryClient } = renderScreen('/staff/settings', () => <SettingsPage auth={auth.actor} />, api, toasts);
  await screen.findByRole('heading', { level: 1, name: 'Settings' });
  return { api, toasts, queryClient };
}

const writes = (api: { calls: SentCall[] }) => api.calls.filter((call) => call.method !== 'GET');

describe('SettingsPage', () => {
  it('keeps the host in use, checks the time zone before sending, and sends the settings whole', async () => {
    const user = userEvent.setup();
    const { api, toasts, queryClient } = await renderSettings();
    const form = screen.getByRole('form', { name: 'The funeral home' });
    const inUse = within(form).getByRole('textbox', { name: 'Host 1' });
    expect(inUse).toHaveAttribute('readonly');
    expect(inUse).toHaveAccessibleDescription('The address you are using now: it cannot be removed.');
    expect(within(form).queryByRole('button', { name: 'Remove host 1' })).toBeNull();

    const zone = within(form).getByRole('textbox', { name: 'Time zone' });
    await user.clear(zone);
    await user.type(zone, 'Mars/Olympus');
    await user.click(within(form).getByRole('button', { name: 'Save the settings' }));
    expect(zone).toHaveAccessibleDescription(new RegExp(companySettingsMessages.timeZone));
    expect(writes(api)).toEqual([]);

    await user.clear(zone);
    await user.type(zone, 'America/Halifax');
    await user.click(within(form).getByRole('button', { name: 'Remove host 2' }));
    await user.click(within(form).getByRole('button', { name: 'Add a host' }));
    await user.type(within(form).getByRole('textbox', { name: 'Host 2' }), 'HarborLight.example');
    await user.type(within(form).getByRole('textbox', { name: /^Mails come from/ }), 'care@harbor.example');
    await user.click(within(form).getByRole('button', { name: 'Save the settings' }));
    expect(writes(api)).toEqual([
      expect.objectContaining({
        method: 'PUT',
        path: '/api/staff/company/settings',
        body: {
          name: 'Harbor Light Funeral Home',
          timeZone: 'America/Halifax',
          hosts: ['harbor.example', 'harborlight.example'],
          siteUrl: 'https://harbor.example',
          senderAddress: 'care@harbor.example',
          notificationAddress: 'ada@harbor.example',
          paymentInstructions: null,
          shopEnabled: true,
          directorsSeeMoney: true,
        },
      }),
    ]);
    expect(toasts.sent.at(-1)).toMatchObject({ color: 'success', title: 'The settings are saved.' });
    // Every console page writes its times in the zone just saved (decision 0115).
    expect(queryClient.getQueryData(['company-clock'])).toEqual({ timeZone: 'America/Halifax' });
  });

  it('says where requests go without a location email, and takes the words for paying without a card', async () => {
    const user = userEvent.setup();
    const { api } = await renderSettings();
    const form = screen.getByRole('form', { name: 'The funeral home' });
    const notification = within(form).getByRole('textbox', { name: /^Notification email/ });
    expect(notification).toHaveValue('ada@harbor.example');
    expect(notification).toHaveAccessibleDescription(
      /^Where requests and orders are mailed when a location has no email of its own/,
    );
    const instructions = within(form).getByRole('textbox', { name: /^How to pay without a card/ });
    expect(instructions.tagName).toBe('TEXTAREA');
    expect(instructions).toHaveAccessibleDescription(/^Shown to families when card payments are off/);

    await user.clear(notification);
    await user.type(notification, 'not an address');
    await user.type(instructions, '  Checks payable to Harbor Light.{Enter}Or a transfer to account 42.  ');
    await user.click(within(form).getByRole('button', { name: 'Save the settings' }));
    expect(notification).toHaveAttribute('aria-invalid', 'true');
    expect(writes(api)).toEqual([]);

    // Emptied, it is sent as null (every owner hears instead); the words keep their lines, trimmed.
    await user.clear(notification);
    await user.click(within(form).getByRole('button', { name: 'Save the settings' }));
    expect(writes(api)).toEqual([
      expect.objectContaining({
        method: 'PUT',
        body: expect.objectContaining({
          notificationAddress: null,
          paymentInstructions: 'Checks payable to Harbor Light.\nOr a transfer to account 42.',
        }),
      }),
    ]);
  });

  it("turns the obituaries' shop off for the whole company (decision 0106)", async () => {
    const user = userEvent.setup();
    const { api } = await renderSettings();
    const form = screen.getByRole('form', { name: 'The funeral home' });
    const shop = within(form).getByRole('checkbox', { name: "Open the obituaries' shop" });
    expect(shop).toBeChecked();
    expect(shop).toHaveAccessibleDescription(/Turned off, no obituary shows its Shop tab\.$/);
    await user.click(shop);
    await user.click(within(form).getByRole('button', { name: 'Save the settings' }));
    expect(writes(api)).toEqual([
      expect.objectContaining({ method: 'PUT', body: expect.objectContaining({ shopEnabled: false }) }),
    ]);
  });

  it('shows a host another funeral home has beside that host', async () => {
    const user = userEvent.setup();
    await renderSettings(() => {
      throw refusal(409, [{ path: 'hosts.1', message: companySettingsMessages.hostTaken('www.harbor.example') }]);
    });
    const form = screen.getByRole('form', { name: 'The funeral home' });
    await user.click(within(form).getByRole('button', { name: 'Save the settings' }));
    expect(await within(form).findByRole('textbox', { name: 'Host 2' })).toHaveAccessibleDescription(
      'www.harbor.example is already used by another funeral home',
    );
  });

  it('lists each location with its cases, retires one, and says why the last one stays', async () => {
    const user = userEvent.setup();
    const { api } = await renderSettings(() => {
      throw refusal(409, [{ path: 'retired', message: companySettingsMessages.lastLocation }]);
    });
    const card = screen.getByRole('article', { name: 'Harbor Light Chapel' });
    expect(card).toHaveTextContent('12 Wharf Street, Portland, ME 04101. (207) 555-0100. 3 cases. In service.');
    expect(within(card).queryByRole('button', { name: /^Delete/ })).toBeNull();
    await user.click(within(card).getByRole('button', { name: 'Retire Harbor Light Chapel' }));
    expect(writes(api)).toEqual([
      expect.objectContaining({
        method: 'PUT',
        path: '/api/staff/company/settings/locations/4',
        body: expect.objectContaining({ name: 'Harbor Light Chapel', retired: true }),
      }),
    ]);
    expect(await within(card).findByRole('alert')).toHaveTextContent(companySettingsMessages.lastLocation);
  });

  it('adds a location from its form', async () => {
    const user = userEvent.setup();
    const { api } = await renderSettings(() => settings.locations[0]);
    await user.click(screen.getByText('Add a location'));
    const form = screen.getByRole('form', { name: 'New location' });
    const fill = async (label: RegExp, value: string) =>
      user.type(within(form).getByRole('textbox', { name: label }), value);
    await fill(/^Name/, 'Bayside Chapel');
    await fill(/^Street$/, '4 Shore Road');
    await fill(/^City/, 'Falmouth');
    await fill(/^State or region/, 'ME');
    await fill(/^Postal code/, '04105');
    await fill(/^Phone/, '(207) 555-0101');
    await user.click(within(form).getByRole('button', { name: 'Add the location' }));
    expect(writes(api)).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/api/staff/company/settings/locations',
        body: {
          name: 'Bayside Chapel',
          address: { line1: '4 Shore Road', city: 'Falmouth', region: 'ME', postalCode: '04105', country: 'US' },
          phoneNumber: '(207) 555-0101',
          email: null,
          retired: false,
        },
      }),
    ]);
  });
});
