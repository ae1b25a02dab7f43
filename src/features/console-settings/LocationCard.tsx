import { useState } from 'react';
import { useRouteContext } from '@tanstack/react-router';
import type { SettingsLocation } from '#contract/company-settings.ts';
import type { AuthActorRef } from '#machines/auth/auth.machine.ts';
import { useRefusal } from '#src/lib/account/use-refusal.ts';
import { button } from '#src/ui/button/button.css.ts';
import { LocationForm } from './LocationForm.tsx';
import { saveLocation } from './settings-calls.ts';
import { useSaved } from './use-saved.ts';
import * as styles from './settings.css.ts';

/**
 * One location: its address, phone, email and cases; retire it or bring it back (the server keeps
 * the last one in service and says so), or change it in its folded form.
 */
export function LocationCard({ auth, location }: { auth: AuthActorRef; location: SettingsLocation }) {
  const { api } = useRouteContext({ from: '__root__' });
  const saved = useSaved();
  const [open, setOpen] = useState(false);
  const refusal = useRefusal();
  const { id, caseCount, ...body } = location;
  const toggle = async () => {
    const retired = !location.retired;
    await saved(
      await saveLocation(api, auth, id, { ...body, retired }),
      retired ? `${location.name} is retired.` : `${location.name} is in service again.`,
      refusal,
    );
  };
  const { address } = location;
  const refused = refusal.refusal.fields.retired;
  return (
    <article className={styles.card} aria-label={location.name}>
      <h3 className={styles.cardTitle}>{location.name}</h3>
      <p className={styles.meta}>
        {[address.line1, address.line2, `${address.city}, ${address.region} ${address.postalCode}`]
          .filter(Boolean)
          .join(', ')}
        . {location.phoneNumber}
        {location.email ? `, ${location.email}` : ''}. {caseCount === 1 ? '1 case' : `${caseCount} cases`}.{' '}
        {location.retired ? 'Retired.' : 'In service.'}
      </p>
      {refused && (
        <p role="alert" className={styles.error}>
          {refused}
        </p>
      )}
      <p className={styles.actions}>
        <button type="button" className={button({ tone: 'secondary' })} onClick={() => void toggle()}>
          {location.retired ? `Bring ${location.name} back` : `Retire ${location.name}`}
        </button>
      </p>
      <details open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary>Change {location.name}</summary>
        {open && <LocationForm auth={auth} location={location} onSaved={() => setOpen(false)} />}
      </details>
    </article>
  );
}
