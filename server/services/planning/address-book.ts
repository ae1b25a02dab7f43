import { asc } from 'drizzle-orm';
import type { AddressBook, AddressCountry } from '#contract/planning.ts';
import { locations } from '#server/db/schema.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';

/*
 * GET /api/web/planning/address (docs/decisions/0011): the countries an address field offers, each
 * with its regions (states, provinces), what the region and postal code are called, the postal
 * code rule and an example. The same data validates submitted addresses. North America for now;
 * the default country is that of the company's first location.
 */

const usStates: [string, string][] = [
  ['AL', 'Alabama'],
  ['AK', 'Alaska'],
  ['AZ', 'Arizona'],
  ['AR', 'Arkansas'],
  ['CA', 'California'],
  ['CO', 'Colorado'],
  ['CT', 'Connecticut'],
  ['DE', 'Delaware'],
  ['DC', 'District of Columbia'],
  ['FL', 'Florida'],
  ['GA', 'Georgia'],
  ['HI', 'Hawaii'],
  ['ID', 'Idaho'],
  ['IL', 'Illinois'],
  ['IN', 'Indiana'],
  ['IA', 'Iowa'],
  ['KS', 'Kansas'],
  ['KY', 'Kentucky'],
  ['LA', 'Louisiana'],
  ['ME', 'Maine'],
  ['MD', 'Maryland'],
  ['MA', 'Massachusetts'],
  ['MI', 'Michigan'],
  ['MN', 'Minnesota'],
  ['MS', 'Mississippi'],
  ['MO', 'Missouri'],
  ['MT', 'Montana'],
  ['NE', 'Nebraska'],
  ['NV', 'Nevada'],
  ['NH', 'New Hampshire'],
  ['NJ', 'New Jersey'],
  ['NM', 'New Mexico'],
  ['NY', 'New York'],
  ['NC', 'North Carolina'],
  ['ND', 'North Dakota'],
  ['OH', 'Ohio'],
  ['OK', 'Oklahoma'],
  ['OR', 'Oregon'],
  ['PA', 'Pennsylvania'],
  ['RI', 'Rhode Island'],
  ['SC', 'South Carolina'],
  ['SD', 'South Dakota'],
  ['TN', 'Tennessee'],
  ['TX', 'Texas'],
  ['UT', 'Utah'],
  ['VT', 'Vermont'],
  ['VA', 'Virginia'],
  ['WA', 'Washington'],
  ['WV', 'West Virginia'],
  ['WI', 'Wisconsin'],
  ['WY', 'Wyoming'],
  ['AS', 'American Samoa'],
  ['GU', 'Guam'],
  ['MP', 'Northern Mariana Islands'],
  ['PR', 'Puerto Rico'],
  ['VI', 'U.S. Virgin Islands'],
];

const canadianProvinces: [string, string][] = [
  ['AB', 'Alberta'],
  ['BC', 'British Columbia'],
  ['MB', 'Manitoba'],
  ['NB', 'New Brunswick'],
  ['NL', 'Newfoundland and Labrador'],
  ['NS', 'Nova Scotia'],
  ['NT', 'Northwest Territories'],
  ['NU', 'Nunavut'],
  ['ON', 'Ontario'],
  ['PE', 'Prince Edward Island'],
  ['QC', 'Quebec'],
  ['SK', 'Saskatchewan'],
  ['YT', 'Yukon'],
];

const regions = (list: [string, string][]) => list.map(([code, name]) => ({ code, name }));

export const northAmerica: AddressCountry[] = [
  {
    code: 'US',
    name: 'United States',
    regionLabel: 'State',
    regions: regions(usStates),
    postalCodeLabel: 'ZIP code',
    postalCodePattern: '\\d{5}(-\\d{4})?',
    postalCodeExample: '97214',
  },
  {
    code: 'CA',
    name: 'Canada',
    regionLabel: 'Province or territory',
    regions: regions(canadianProvinces),
    postalCodeLabel: 'Postal code',
    postalCodePattern: '[A-Za-z]\\d[A-Za-z] ?\\d[A-Za-z]\\d',
    postalCodeExample: 'K1A 0B1',
  },
];

export async function loadAddressBook(scope: TenantScope): Promise<AddressBook> {
  const [first] = await scope
    .select({ country: locations.country })
    .from(locations)
    .orderBy(asc(locations.position), asc(locations.id))
    .limit(1);
  const home = northAmerica.find((country) => country.code === first?.country);
  return { defaultCountry: home?.code ?? 'US', countries: northAmerica };
}
