import { useEffect, useId, useRef, useState } from 'react';
import { button } from '#src/ui/button/button.css.ts';
import { control } from '#src/ui/field/control.css.ts';
import * as styles from './calendar-feed.css.ts';

export const feedAddressWords = {
  copied: 'The address is copied: paste it into your calendar.',
  copyFailed: 'The address could not be copied here: select it and copy it yourself.',
};

/** Where each calendar app takes a subscription's address, in the words its menus use. */
const subscribeSteps = [
  {
    app: 'Google Calendar',
    how: 'on a computer, next to “Other calendars” choose +, then “From URL” (Add calendar from URL), paste the address and choose “Add calendar”.',
  },
  {
    app: 'Apple Calendar',
    how: 'on a Mac choose File › “New Calendar Subscription…”; on an iPhone, Settings › Calendar › Accounts › Add Account › Other › “Add Subscribed Calendar”. Paste the address.',
  },
  {
    app: 'Outlook',
    how: 'choose “Add calendar”, then “Subscribe from web”, paste the address, name the calendar and choose Import.',
  },
];

/**
 * A feed's address the moment it is made, the one time it is shown (decision 0128): read-only, with a
 * Copy button (or selected for copying by hand where the clipboard is not allowed) and how each
 * calendar app subscribes. The focus comes here, to what the person came for.
 */
export function FeedAddress({ url }: { url: string }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [said, setSaid] = useState('');
  // A path (no site address is set) is this site's: calendars need the whole address.
  const address = new URL(url, window.location.origin).href;

  useEffect(() => input.current?.focus(), [address]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(address);
      setSaid(feedAddressWords.copied);
    } catch {
      input.current?.select();
      setSaid(feedAddressWords.copyFailed);
    }
  };

  return (
    <div className={styles.address}>
      <label htmlFor={id}>
        <strong>Your feed’s address</strong> (shown only now: copy it into your calendar)
      </label>
      <input
        ref={input}
        id={id}
        className={`${control} ${styles.addressInput}`}
        readOnly
        value={address}
        onFocus={(event) => event.currentTarget.select()}
      />
      <p className={styles.actions}>
        <button type="button" className={button({ tone: 'primary' })} onClick={() => void copy()}>
          Copy the address
        </button>
        <span role="status">{said}</span>
      </p>
      <h3 className={styles.subtitle}>How to subscribe</h3>
      <ul className={styles.steps}>
        {subscribeSteps.map((step) => (
          <li key={step.app}>
            <strong>{step.app}</strong>: {step.how}
          </li>
        ))}
      </ul>
      <p className={styles.text}>If you lose the address, make a new one: the old one then stops working.</p>
    </div>
  );
}
