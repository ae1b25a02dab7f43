import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { companySettingsMessages, type CompanySettings, type SettingsLocation } from '#contract/company-settings.ts';
import { serviceResourceMessages, type ServiceResources } from '#contract/staff-calendar.ts';
import { installValidationMessages } from '#contract/validation-messages.ts';
import {
  fakeApi,
  nothingWaiting,
  owner,
  recordedToasts,
  refusal,
  renderScreen,
  signedIn,
  type SentCall,
} from '#src/lib/console/console-screen.test-helper.tsx';
import { SettingsPage } from './SettingsPage.tsx';

installValidationMessages();

/* The owner's Settings (decision 0089): the company's form, its hosts, the locations, the chapels and hearses (0125). */

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

/** The page's reads answered (the settings, and the chapels and hearses when given, else the console's default); its writes by `answer`. */
async function renderSettings(
  answer: (call: SentCall) => unknown = () => settings,
  read: { settings?: CompanySettings; resources?: ServiceResources } = {},
) {
  const api = fakeApi((call) => {
    if (call.method !== 'GET') return answer(call);
    if (call.path === '/api/staff/company/settings') return read.settings ?? settings;
    return call.path === '/api/staff/chapels-and-hearses' && read.resources ? read.resources : nothingWaiting(call);
  });
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

  describe('chapels and hearses', () => {
    const location = (id: number, name: string, retired: boolean): SettingsLocation => ({
      ...settings.locations[0]!,
      id,
      name,
      retired,
      caseCount: 0,
    });
    // Harbor Light in service; Bayside retired with a chapel still; Old Mill retired with none.
    const withLocations: CompanySettings = {
      ...settings,
      locations: [settings.locations[0]!, location(5, 'Bayside', true), location(6, 'Old Mill', true)],
    };
    const resources: ServiceResources = {
      items: [
        { id: 7, kind: 'chapel', name: 'Main chapel', locationId: 4, retired: false },
        { id: 9, kind: 'chapel', name: 'Garden room', locationId: 5, retired: true },
        { id: 8, kind: 'hearse', name: 'Black Cadillac', locationId: 4, retired: true },
      ],
    };
    const read = { settings: withLocations, resources };
    const chapelsRead = (api: { calls: SentCall[] }) =>
      api.calls.filter((call) => call.method === 'GET' && call.path === '/api/staff/chapels-and-hearses').length;

    it('lists the chapels by location and the hearses, and adds a chapel at a location in service', async () => {
      const user = userEvent.setup();
      const { api, toasts } = await renderSettings(() => resources.items[0], read);
      const section = screen.getByRole('region', { name: 'Chapels and hearses' });
      expect(section).toHaveTextContent(/Service events book a chapel of their location and a hearse/);
      expect(
        within(section)
          .getAllByRole('heading')
          .map((heading) => `${heading.tagName} ${heading.textContent}`),
      ).toEqual([
        'H2 Chapels and hearses',
        'H3 Chapels',
        'H4 Harbor Light Chapel',
        'H4 Bayside (retired)',
        'H3 Hearses',
      ]);
      expect(within(section).getByRole('list', { name: 'Chapels of Harbor Light Chapel' })).toHaveTextContent(
        /^Main chapelEdit$/,
      );
      expect(within(section).getByRole('list', { name: 'Chapels of Bayside' })).toHaveTextContent(
        /^Garden roomRetiredEdit/,
      );
      expect(within(section).getByRole('list', { name: 'Hearses' })).toHaveTextContent(/^Black CadillacRetiredEdit/);

      await user.click(within(section).getByText('Add a chapel'));
      const form = within(section).getByRole('form', { name: 'New chapel' });
      const where = within(form).getByRole('combobox', { name: /^Location/ });
      // Only locations in service are offered; the one there is comes chosen.
      expect(
        within(where)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Choose a location', 'Harbor Light Chapel']);
      expect(where).toHaveValue('4');
      await user.type(within(form).getByRole('textbox', { name: 'Name' }), '  Quiet room ');
      const before = chapelsRead(api);
      await user.click(within(form).getByRole('button', { name: 'Add the chapel' }));
      expect(writes(api)).toEqual([
        expect.objectContaining({
          method: 'POST',
          path: '/api/staff/chapels-and-hearses',
          body: { kind: 'chapel', name: 'Quiet room', locationId: 4, retired: false },
        }),
      ]);
      expect(toasts.sent.at(-1)).toMatchObject({ color: 'success', title: 'Quiet room is saved.' });
      // Read again, and the form folds with the keyboard on its summary.
      expect(chapelsRead(api)).toBeGreaterThan(before);
      expect(within(section).queryByRole('form', { name: 'New chapel' })).toBeNull();
      expect(within(section).getByText('Add a chapel')).toHaveFocus();
    });

    it('renames and retires a chapel, brings a hearse back with its home, and cancels', async () => {
      const user = userEvent.setup();
      const { api } = await renderSettings(() => resources.items[0], read);
      const section = screen.getByRole('region', { name: 'Chapels and hearses' });
      const edit = within(section).getByRole('button', { name: 'Edit Main chapel' });
      expect(edit).toHaveAttribute('aria-expanded', 'false');
      await user.click(edit);
      expect(edit).toHaveAttribute('aria-expanded', 'true');
      const form = within(section).getByRole('form', { name: 'Edit Main chapel' });
      const name = within(form).getByRole('textbox', { name: 'Name' });
      await user.clear(name);
      await user.type(name, 'Great chapel');
      const retired = within(form).getByRole('checkbox', { name: 'Retired' });
      expect(retired).not.toBeChecked();
      expect(retired).toHaveAccessibleDescription('Events that booked it keep it; new events cannot choose it.');
      await user.click(retired);
      await user.click(within(form).getByRole('button', { name: 'Save' }));
      expect(writes(api)).toEqual([
        expect.objectContaining({
          method: 'PUT',
          path: '/api/staff/chapels-and-hearses/7',
          body: { kind: 'chapel', name: 'Great chapel', locationId: 4, retired: true },
        }),
      ]);
      expect(within(section).queryByRole('form')).toBeNull();
      expect(edit).toHaveFocus();

      // A hearse's form has no location; its home goes back as it came.
      await user.click(within(section).getByRole('button', { name: 'Edit Black Cadillac' }));
      const hearse = within(section).getByRole('form', { name: 'Edit Black Cadillac' });
      expect(within(hearse).queryByRole('combobox')).toBeNull();
      await user.click(within(hearse).getByRole('checkbox', { name: 'Retired' }));
      await user.click(within(hearse).getByRole('button', { name: 'Save' }));
      expect(writes(api).at(-1)).toEqual(
        expect.objectContaining({
          method: 'PUT',
          path: '/api/staff/chapels-and-hearses/8',
          body: { kind: 'hearse', name: 'Black Cadillac', locationId: 4, retired: false },
        }),
      );

      // Cancel sends nothing.
      await user.click(within(section).getByRole('button', { name: 'Edit Garden room' }));
      const garden = within(section).getByRole('form', { name: 'Edit Garden room' });
      // Its retired location stays its choice.
      expect(within(garden).getByRole('combobox', { name: /^Location/ })).toHaveDisplayValue('Bayside (retired)');
      await user.click(within(garden).getByRole('button', { name: 'Cancel' }));
      expect(within(section).queryByRole('form')).toBeNull();
      expect(writes(api)).toHaveLength(2);
    });

    it('says at the location field that a chapel needs one, before sending and when the server refuses', async () => {
      const user = userEvent.setup();
      const { api } = await renderSettings(() => {
        throw refusal(422, [{ path: 'locationId', message: serviceResourceMessages.chapelLocation }]);
      }, read);
      const section = screen.getByRole('region', { name: 'Chapels and hearses' });
      await user.click(within(section).getByText('Add a chapel'));
      const form = within(section).getByRole('form', { name: 'New chapel' });
      const where = within(form).getByRole('combobox', { name: /^Location/ });
      await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'Quiet room');
      await user.selectOptions(where, 'Choose a location');
      await user.click(within(form).getByRole('button', { name: 'Add the chapel' }));
      expect(where).toHaveAccessibleDescription(new RegExp(serviceResourceMessages.chapelLocation));
      expect(writes(api)).toEqual([]);

      await user.selectOptions(where, 'Harbor Light Chapel');
      expect(where).not.toHaveAccessibleDescription(new RegExp(serviceResourceMessages.chapelLocation));
      await user.click(within(form).getByRole('button', { name: 'Add the chapel' }));
      expect(writes(api)).toHaveLength(1);
      expect(where).toHaveAttribute('aria-invalid', 'true');
      expect(where).toHaveAccessibleDescription(new RegExp(serviceResourceMessages.chapelLocation));
      // Refused, the form stays open with what was typed.
      expect(within(form).getByRole('textbox', { name: 'Name' })).toHaveValue('Quiet room');
    });
  });
});
