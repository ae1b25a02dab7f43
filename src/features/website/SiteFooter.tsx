import { Link } from '@tanstack/react-router';
import { container } from '#src/ui/layout/layout.css.ts';
import { SmartLink } from '#src/ui/link/SmartLink.tsx';
import { LocationAddress } from '#src/lib/modules/renderers/LocationsListModule.tsx';
import { useSite } from '#src/lib/site/use-site.ts';
import * as styles from './SiteFooter.css.ts';

export function SiteFooter() {
  const { company, navigation, locations, settings } = useSite();
  return (
    <footer className={styles.footer}>
      <div className={`${container} ${styles.columns}`}>
        <section aria-labelledby="footer-locations">
          <h2 id="footer-locations" className={styles.heading}>
            Our locations
          </h2>
          <ul className={styles.list}>
            {locations.map((location) => (
              <li key={location.id}>
                <strong>{location.name}</strong>
                <LocationAddress location={location} />
              </li>
            ))}
          </ul>
        </section>
        <nav aria-labelledby="footer-explore">
          <h2 id="footer-explore" className={styles.heading}>
            Explore
          </h2>
          <ul className={styles.list}>
            {navigation.items
              .filter((item) => !item.node.empty)
              .map((item) => (
                <li key={item.node.to}>
                  <SmartLink to={item.node.to} className={styles.link}>
                    {item.node.label}
                  </SmartLink>
                </li>
              ))}
            <li>
              {/* A family's way into their case from every public page (issue 42): not the CMS's to remove. */}
              <Link to="/family-portal/login" className={styles.link}>
                Family portal
              </Link>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-legal">
          <h2 id="footer-legal" className={styles.heading}>
            Site information
          </h2>
          <ul className={styles.list}>
            <li>
              {/* The Funeral Rule's general price list, linked from every public page (decision 0079). */}
              <Link to="/price-list" className={styles.link}>
                General price list
              </Link>
            </li>
            <li>
              <Link to="/terms-of-use" className={styles.link}>
                Terms of Use
              </Link>
            </li>
            <li>
              <Link to="/accessibility" className={styles.link}>
                Accessibility
              </Link>
            </li>
            <li>
              <Link to="/privacy-policy" className={styles.link}>
                Privacy Policy
              </Link>
            </li>
          </ul>
        </nav>
      </div>
      <div className={`${container} ${styles.fine}`}>
        <p>{settings.footerText}</p>
        {/* The server's year and the browser's differ for a moment at new year: not a hydration error. */}
        <p suppressHydrationWarning>
          © {new Date().getFullYear()} {company.name}
        </p>
      </div>
    </footer>
  );
}
