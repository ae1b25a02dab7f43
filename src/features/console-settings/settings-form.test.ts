import { describe, expect, it } from 'vitest';
import { companyBodyOf, locationBodyOf, locationValuesOf } from './settings-form.ts';

describe('companyBodyOf', () => {
  it('sends the optional fields left empty as null, and the others trimmed', () => {
    const body = companyBodyOf({
      name: 'Harbor Light',
      timeZone: 'America/New_York',
      hosts: ['harbor.example'],
      siteUrl: 'https://harbor.example',
      senderAddress: '  ',
      notificationAddress: ' ada@harbor.example ',
      paymentInstructions: '',
      shopEnabled: false,
      directorsSeeMoney: true,
    });
    expect(body).toMatchObject({
      senderAddress: null,
      notificationAddress: 'ada@harbor.example',
      paymentInstructions: null,
    });
  });
});

describe('locationBodyOf', () => {
  it('starts a new location in the US, leaves out an empty second line and sends no email as null', () => {
    const values = locationValuesOf(undefined);
    expect(values.address.country).toBe('US');
    expect(locationBodyOf({ ...values, name: 'Bayside' }, false)).toEqual({
      name: 'Bayside',
      address: { line1: '', city: '', region: '', postalCode: '', country: 'US' },
      phoneNumber: '',
      email: null,
      retired: false,
    });
  });

  it('keeps a second line with words, and whether the location is retired', () => {
    const values = locationValuesOf(undefined);
    const body = locationBodyOf({ ...values, address: { ...values.address, line2: 'Suite 2' } }, true);
    expect(body).toMatchObject({ address: { line2: 'Suite 2' }, retired: true });
  });
});
