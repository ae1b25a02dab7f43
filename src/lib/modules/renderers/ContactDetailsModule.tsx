import { telHref } from '#contract/phone.ts';
import { container, section } from '#src/ui/layout/layout.css.ts';
import type { ModuleRenderProps } from '../module-props.ts';
import { PostalAddress } from './PostalAddress.tsx';
import * as styles from './modules.css.ts';

type ContactAddress = ModuleRenderProps<'contactDetails'>['module']['address'];

/** The given map link, else an OpenStreetMap search for the address (no key, no tracking script). */
export function mapLink(address: ContactAddress, mapUrl: string | undefined): string {
  if (mapUrl) return mapUrl;
  const query = [address.line1, address.line2, address.city, address.region, address.postalCode]
    .filter(Boolean)
    .join(', ');
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(query)}`;
}

export function ContactDetailsModule({ module, headingLevel }: ModuleRenderProps<'contactDetails'>) {
  const Heading = headingLevel;
  const { address } = module;
  return (
    <section className={`${container} ${section}`} aria-labelledby={`${module.id}-heading`}>
      <div className={styles.card}>
        <Heading id={`${module.id}-heading`}>{module.heading}</Heading>
        <PostalAddress address={address} />
        <p className={styles.contactList}>
          <a href={telHref(module.phoneNumber)}>Call {module.phoneNumber}</a>
          {module.email && <a href={`mailto:${module.email}`}>Email {module.email}</a>}
          <a href={mapLink(address, module.mapUrl)} rel="noopener">
            Open a map of {address.line1}, {address.city}
          </a>
        </p>
        {module.hours && <p>{module.hours}</p>}
      </div>
    </section>
  );
}
