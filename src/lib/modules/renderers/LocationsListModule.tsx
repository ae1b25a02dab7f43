import type { ModuleOf } from '#contract/modules.ts';
import type { Location } from '#contract/website.ts';
import { container, section } from '#src/ui/layout/layout.css.ts';
import type { HeadingLevel } from '../module-props.ts';
import * as styles from './modules.css.ts';

export function LocationAddress({ location }: { location: Location }) {
  const { address } = location;
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

export function LocationsListModule({
  module,
  headingLevel,
  locations,
}: {
  module: ModuleOf<'locationsList'>;
  headingLevel: HeadingLevel;
  locations: readonly Location[];
}) {
  const Heading = headingLevel;
  return (
    <section className={`${container} ${section}`} aria-labelledby={`${module.id}-heading`}>
      <Heading id={`${module.id}-heading`}>{module.heading}</Heading>
      <ul className={styles.cardGrid}>
        {locations.map((location) => (
          <li key={location.id} className={styles.card}>
            <h3 className={styles.cardHeading}>{location.name}</h3>
            <LocationAddress location={location} />
            <a href={`tel:${location.phoneNumber.replace(/[^\d+]/g, '')}`}>{location.phoneNumber}</a>
          </li>
        ))}
      </ul>
    </section>
  );
}
