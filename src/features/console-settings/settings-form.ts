import type { CompanySettings, LocationBody, SettingsLocation } from '#contract/company-settings.ts';
import type { ServiceResource, ServiceResourceBody } from '#contract/staff-calendar.ts';

/*
 * The Settings forms' values (every text as it is typed) and the bodies they make (decision 0089):
 * the contract judges the body, so its messages land on the fields of the same names.
 */

/** An optional field left empty is sent as null. */
const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

export interface CompanyValues {
  name: string;
  timeZone: string;
  hosts: string[];
  siteUrl: string;
  senderAddress: string;
  notificationAddress: string;
  paymentInstructions: string;
  shopEnabled: boolean;
  directorsSeeMoney: boolean;
}

export const companyValuesOf = (settings: CompanySettings): CompanyValues => ({
  name: settings.name,
  timeZone: settings.timeZone,
  hosts: settings.hosts,
  siteUrl: settings.siteUrl,
  senderAddress: settings.senderAddress ?? '',
  notificationAddress: settings.notificationAddress ?? '',
  paymentInstructions: settings.paymentInstructions ?? '',
  shopEnabled: settings.shopEnabled,
  directorsSeeMoney: settings.directorsSeeMoney,
});

export const companyBodyOf = (values: CompanyValues) => ({
  ...values,
  senderAddress: orNull(values.senderAddress),
  notificationAddress: orNull(values.notificationAddress),
  paymentInstructions: orNull(values.paymentInstructions),
});

export interface LocationValues {
  name: string;
  address: { line1: string; line2: string; city: string; region: string; postalCode: string; country: string };
  phoneNumber: string;
  email: string;
}

export const locationValuesOf = (location: SettingsLocation | undefined): LocationValues => ({
  name: location?.name ?? '',
  address: {
    line1: location?.address.line1 ?? '',
    line2: location?.address.line2 ?? '',
    city: location?.address.city ?? '',
    region: location?.address.region ?? '',
    postalCode: location?.address.postalCode ?? '',
    country: location?.address.country ?? 'US',
  },
  phoneNumber: location?.phoneNumber ?? '',
  email: location?.email ?? '',
});

/** The second street line is left out when empty; a location keeps whether it is retired. */
export const locationBodyOf = (values: LocationValues, retired: boolean): Record<keyof LocationBody, unknown> => {
  const { line2, ...address } = values.address;
  return {
    name: values.name,
    address: { ...address, ...(line2.trim() ? { line2 } : {}) },
    phoneNumber: values.phoneNumber,
    email: orNull(values.email),
    retired,
  };
};

export interface ChapelOrHearseValues {
  name: string;
  /** The location's id as the select holds it; empty while none is chosen. */
  locationId: string;
  retired: boolean;
}

/** A new one starts at `location` (the one location in service, when there is only one) and in service. */
export const chapelOrHearseValuesOf = (
  resource: ServiceResource | undefined,
  location: number | null,
): ChapelOrHearseValues => ({
  name: resource?.name ?? '',
  locationId: String((resource ? resource.locationId : location) ?? ''),
  retired: resource?.retired ?? false,
});

/**
 * The whole body the server keeps (decision 0125). A hearse's home is not shown on its form: it goes
 * back as it came, so a save never drops it. No location chosen is null, which the contract refuses
 * for a chapel at the location field.
 */
export const chapelOrHearseBodyOf = (
  kind: ServiceResource['kind'],
  values: ChapelOrHearseValues,
): Record<keyof ServiceResourceBody, unknown> => ({
  kind,
  name: values.name,
  locationId: values.locationId === '' ? null : Number(values.locationId),
  retired: values.retired,
});
