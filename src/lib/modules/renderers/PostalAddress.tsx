import type { Address } from '#contract/website.ts';
import * as styles from './modules.css.ts';

/** The parts of an address a letter needs, as the modules show them (a location's, the contact module's). */
export type PostalParts = Pick<Address, 'line1' | 'line2' | 'city' | 'region' | 'postalCode'>;

/** An address on the lines a letter puts it: street, the apartment when there is one, then the city's line. */
export function PostalAddress({ address }: { address: PostalParts }) {
  return (
    <address className={styles.address}>
      {address.line1}
      <br />
      {address.line2 && (
        <>
          {address.line2}
          <br />
        </>
      )}
      {address.city}, {address.region} {address.postalCode}
    </address>
  );
}
