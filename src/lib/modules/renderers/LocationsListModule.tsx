import type { ModuleOf } from '#contract/modules.ts';
import type { Location } from '#contract/website.ts';
import { container, section } from '#src/ui/layout/layout.css.ts';
import { PhoneLink } from '#src/ui/link/PhoneLink.tsx';
import type { HeadingLevel } from '../module-props.ts';
import { PostalAddress } from './PostalAddress.tsx';
import * as styles from './modules.css.ts';

/** A location's address (the site's footer shows it too). */
export function LocationAddress({ location }: { location: Location }) {
  return <PostalAddress address={location.address} />;
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
            <PhoneLink number={location.phoneNumber} />
          </li>
        ))}
      </ul>
    </section>
  );
}
