import { useSuspenseQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import type { AuthActorRef } from '#machines/auth/auth.machine.ts';
import { PageHead } from '#src/lib/site/PageHead.tsx';
import { chapelsAndHearsesQuery } from '#src/lib/queries/console/calendar.ts';
import { ChapelsAndHearses } from './ChapelsAndHearses.tsx';
import { CompanyForm } from './CompanyForm.tsx';
import { LocationCard } from './LocationCard.tsx';
import { LocationForm } from './LocationForm.tsx';
import { settingsQuery } from '#src/lib/queries/console/settings.ts';
import * as styles from './settings.css.ts';

/**
 * /staff/settings (decision 0089), the owner's: the funeral home's name and time zone, the hosts its
 * site answers on, the address its mails link to and come from, where requests and orders go when a
 * location has no email (decision 0100), how families pay without a card, whether the obituaries' shop
 * is open (decision 0106), its locations, and the chapels and hearses events book (decision 0125). A
 * location is never deleted, nor a chapel or hearse: retired, what used it keeps it and nothing new offers it. Each form is checked
 * by the contract's schema before it is sent, and the server's refusals are shown beside their field.
 */
export function SettingsPage({ auth }: { auth: AuthActorRef }) {
  const { api } = useRouteContext({ from: '__root__' });
  const { data } = useSuspenseQuery(settingsQuery(api, auth));
  const { data: resources } = useSuspenseQuery(chapelsAndHearsesQuery(api, auth));
  return (
    <div className={styles.page}>
      <PageHead title="Settings" />
      <h1>Settings</h1>
      <CompanyForm auth={auth} settings={data} />
      <section aria-labelledby="locations" className={styles.section}>
        <h2 id="locations">Locations</h2>
        <p className={styles.meta}>
          A location with cases is never deleted: retire it, and the website, the planning form and new cases no longer
          offer it, while its cases, requests and orders keep it.
        </p>
        <ul className={styles.list} aria-label="Locations">
          {data.locations.map((location) => (
            <li key={location.id}>
              <LocationCard auth={auth} location={location} />
            </li>
          ))}
        </ul>
        <details className={styles.card}>
          <summary>Add a location</summary>
          <LocationForm auth={auth} />
        </details>
      </section>
      <ChapelsAndHearses auth={auth} locations={data.locations} resources={resources.items} />
    </div>
  );
}
