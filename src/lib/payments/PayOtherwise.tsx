import * as styles from './pay-otherwise.css.ts';

export const noCardsText = 'This funeral home does not take card payments online.';

/**
 * Where a card form would be when the funeral home takes no cards online (decision 0101): the owner's
 * own words for paying it (Settings, "How to pay without a card"), or, until they are written, to call.
 */
export function PayOtherwise({ instructions }: { instructions: string | null }) {
  return (
    <div role="note" aria-label="How to pay">
      <p>{noCardsText}</p>
      {instructions ? (
        <p className={styles.instructions}>{instructions}</p>
      ) : (
        <p>Please call the funeral home to arrange payment by check, cash or bank transfer.</p>
      )}
    </div>
  );
}
