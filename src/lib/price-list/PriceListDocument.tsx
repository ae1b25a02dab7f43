import type { ReactNode } from 'react';
import { effectiveDateText } from '#contract/funeral-rule.ts';
import type { PriceListCompany, PriceListPlaces } from '#contract/public-price-list.ts';
import { calendarDateText } from '#contract/date-text.ts';
import { PhoneLink } from '#src/ui/link/PhoneLink.tsx';
import * as styles from './price-list-document.css.ts';

/**
 * One of the Funeral Rule's price lists as a document (decision 0108): its caption, who it is from
 * (the company's name, phone and places of business) and its effective date, then what the caller
 * puts under them. The public /price-list and the console's printed lists are this document.
 */
export function PriceListDocument({
  caption,
  company,
  places,
  effectiveOn,
  headingId,
  actions,
  children,
}: {
  caption: string;
  company: PriceListCompany;
  places: PriceListPlaces;
  /** The calendar day the prices took effect ("2026-05-04"); none for a list without prices. */
  effectiveOn?: string;
  headingId: string;
  /** Beside the heading on screen, never on paper (a Print button). */
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <article className={styles.document} aria-labelledby={headingId}>
      <header className={styles.intro}>
        <h1 id={headingId}>{caption}</h1>
        <p>
          <strong>{company.name}</strong> · <PhoneLink number={company.phoneNumber} />
        </p>
        {places.length > 0 && (
          <ul className={styles.places} aria-label="Our places of business">
            {places.map((place) => (
              <li key={`${place.name}-${place.address}`}>
                {place.name}: {place.address} · {place.phoneNumber}
              </li>
            ))}
          </ul>
        )}
        {/* A calendar date, the same everywhere: written in the page's language but never shifted by a zone. */}
        {effectiveOn && <p>{effectiveDateText(calendarDateText(effectiveOn, 'en-US'))}</p>}
        {actions && <div className={styles.noPrint}>{actions}</div>}
      </header>
      {children}
    </article>
  );
}
