import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useId, useState } from 'react';
import type { ObituaryShopSettings } from '#contract/family-obituary.ts';
import { noFlowersNotice } from '#contract/no-flowers.ts';
import { button } from '#src/ui/button/button.css.ts';
import { obituaryShopQuery, refreshCase } from '#src/lib/queries/family/content.ts';
import { responseSchemas } from '#src/lib/queries/family/response-schemas.ts';
import { callFailureWords } from './failure-words.ts';
import * as styles from './content.css.ts';

/**
 * The obituary's sympathy shop, as the family decides it (decision 0082): open or closed, and "no
 * flowers" when the family asks for donations instead (flowers and plants leave the shop; the public
 * page says so). Saved together; the public page follows at once.
 */
export function ObituaryShopSwitches({ caseId }: { caseId: number }) {
  const { api } = useRouteContext({ from: '__root__' });
  const queryClient = useQueryClient();
  const { data: saved } = useSuspenseQuery(obituaryShopQuery(api, caseId));
  const [chosen, setChosen] = useState<ObituaryShopSettings>(saved);
  const [status, setStatus] = useState<{ words: string; failed: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();
  const changed = chosen.shop !== saved.shop || chosen.noFlowers !== saved.noFlowers;

  const save = async () => {
    setBusy(true);
    setStatus(null);
    try {
      const answer = await api.post(`/api/family/cases/${caseId}/obituary/shop`, {
        body: chosen,
        schema: responseSchemas?.obituaryShopSettings,
      });
      queryClient.setQueryData(obituaryShopQuery(api, caseId).queryKey, answer);
      setChosen(answer);
      setStatus({ words: 'The shop settings are saved.', failed: false });
      await refreshCase(queryClient, caseId);
    } catch (error) {
      setStatus({ words: callFailureWords(error), failed: true });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby={`${id}-title`} className={styles.stack}>
      <h3 id={`${id}-title`}>Flowers and gifts</h3>
      <p className={styles.note}>
        The obituary page has a sympathy shop where friends can send flowers to the service or a gift to you.
      </p>
      <p className={styles.row}>
        <input
          id={`${id}-shop`}
          type="checkbox"
          checked={chosen.shop}
          onChange={(event) => setChosen({ ...chosen, shop: event.target.checked })}
        />
        <label htmlFor={`${id}-shop`}>Show the sympathy shop on the obituary page</label>
      </p>
      <p className={styles.row}>
        <input
          id={`${id}-no-flowers`}
          type="checkbox"
          aria-describedby={`${id}-no-flowers-hint`}
          checked={chosen.noFlowers}
          onChange={(event) => setChosen({ ...chosen, noFlowers: event.target.checked })}
        />
        <label htmlFor={`${id}-no-flowers`}>No flowers: we ask for donations instead</label>
      </p>
      <p id={`${id}-no-flowers-hint`} className={styles.note}>
        The shop then offers no flowers or plants, only trees and keepsakes, and the obituary page says: “
        {noFlowersNotice}”
      </p>
      <div className={styles.row}>
        <button
          type="button"
          className={button({ tone: 'secondary' })}
          disabled={busy || !changed}
          onClick={() => void save()}
        >
          Save the shop settings
        </button>
      </div>
      <p role="status" className={status?.failed ? styles.error : styles.note}>
        {status?.words ?? ''}
      </p>
    </section>
  );
}
