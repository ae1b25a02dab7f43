import type { TenantSeed } from '#server/seed/tenant-seed.ts';

/*
 * The browser tests' company's locations: two chapels, none of the demo's, so editing the demo's
 * chapels breaks no browser test. Specs name them through these constants (the planning wizard's
 * choices, an obituary's chapel, the mails each chapel receives). Only types come from the server:
 * the specs import this file.
 */

/** A location as the seed writes it, always with its mailbox (the specs read the mails sent there). */
type ChapelSeed = TenantSeed['locations'][number] & { email: string };

/** A chapel in Portland's area code, with a mailbox of its own (each chapel's requests go there). */
function chapel(name: string, address: ChapelSeed['address'], phoneNumber: string, mailbox: string): ChapelSeed {
  return { name, address, phoneNumber, email: `${mailbox}@test-chapels.example` };
}

/** The first chapel in the company's order: where an obituary or a case is handled when a test names none. */
export const firstChapel = chapel(
  'Birch Hill Chapel',
  { line1: '210 Birch Hill Road', city: 'Portland', region: 'OR', postalCode: '97201', country: 'US' },
  '(503) 555-0111',
  'birch-hill',
);

/** The second: its address has a second line (the wizard's description of a chapel reads every line). */
export const secondChapel = chapel(
  'Willow Creek Chapel',
  {
    line1: '45 Willow Creek Drive',
    line2: 'Suite 2',
    city: 'Lake Oswego',
    region: 'OR',
    postalCode: '97034',
    country: 'US',
  },
  '(503) 555-0122',
  'willow-creek',
);

export const testChapels: TenantSeed['locations'] = [firstChapel, secondChapel];
