import { useRef, useState } from 'react';
import { button } from '#src/ui/button/button.css.ts';
import * as styles from './calendar-feed.css.ts';

/**
 * "Stop the feed" (decision 0128), asked once more before it is done: calendars subscribed to the
 * address get nothing new from then on. Keep it takes the focus back to the button.
 */
export function StopFeed({ onStop }: { onStop: () => Promise<void> }) {
  const [confirming, setConfirming] = useState(false);
  const [stopping, setStopping] = useState(false);
  const stopButton = useRef<HTMLButtonElement>(null);

  const stop = async () => {
    setStopping(true);
    try {
      await onStop();
    } finally {
      setStopping(false);
    }
  };

  return (
    <div className={styles.actions}>
      <button
        ref={stopButton}
        type="button"
        className={button({ tone: 'secondary' })}
        aria-expanded={confirming}
        disabled={stopping}
        onClick={() => setConfirming(true)}
      >
        Stop the feed
      </button>
      {confirming && (
        <div className={styles.actions} role="group" aria-label="Stop the feed?">
          <span>Stop the feed? Its address stops working at once, and calendars get no more events from it.</span>
          <button
            type="button"
            className={button({ tone: 'primary' })}
            disabled={stopping}
            autoFocus
            onClick={() => void stop()}
          >
            Stop it
          </button>
          <button
            type="button"
            className={button({ tone: 'secondary' })}
            onClick={() => {
              setConfirming(false);
              stopButton.current?.focus();
            }}
          >
            Keep it
          </button>
        </div>
      )}
    </div>
  );
}
