import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { dateTimeText } from '#contract/time-text.ts';
import { button } from '#src/ui/button/button.css.ts';
import { htmlToMarkup, markupToHtml } from '#src/lib/obituary-text/obituary-markup.ts';
import { ObituaryTextField } from '#src/lib/obituary-text/ObituaryTextField.tsx';
import { useObituaryTextCheck } from '#src/lib/obituary-text/use-obituary-text-check.ts';
import { obituaryTextQuery, refreshCase } from '#src/lib/queries/family/content.ts';
import { responseSchemas } from '#src/lib/queries/family/response-schemas.ts';
import { callFailureWords } from './failure-words.ts';
import { ObituaryShopSwitches } from './ObituaryShopSwitches.tsx';
import { TaskHeading } from './TaskHeading.tsx';
import * as styles from './content.css.ts';

/**
 * task/review-obituary: the family writes the obituary in the one obituary text field (decision 0051,
 * src/lib/obituary-text: a tiny markup, B, I and Link, the preview), saves a draft and approves it.
 * Only the approved text is public. Below it, the obituary shop's switches (decision 0082).
 */
export function ObituaryPage({ caseId }: { caseId: number }) {
  const { api } = useRouteContext({ from: '__root__' });
  const queryClient = useQueryClient();
  const { data: obituary } = useSuspenseQuery(obituaryTextQuery(api, caseId));
  const [markup, setMarkup] = useState(() => htmlToMarkup(obituary.draftTextHtml ?? obituary.textHtml));
  const [status, setStatus] = useState<{ words: string; failed: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const html = markupToHtml(markup);
  const textCheck = useObituaryTextCheck(html);
  const { tooLong } = textCheck;

  const send = async (what: 'save' | 'approve') => {
    // Text with marks left over is neither saved nor approved: the field says why.
    if (!textCheck.check()) return;
    setBusy(true);
    setStatus(null);
    try {
      const saved = await api.post(`/api/family/cases/${caseId}/obituary`, {
        body: { textHtml: html },
        schema: responseSchemas?.familyObituary,
      });
      if (what === 'approve' && saved.draftTextHtml !== null)
        await api.post(`/api/family/cases/${caseId}/obituary/approve`, { schema: responseSchemas?.familyObituary });
      setStatus({ words: what === 'save' ? 'Draft saved.' : 'The obituary is approved.', failed: false });
      await refreshCase(queryClient, caseId);
    } catch (error) {
      setStatus({ words: callFailureWords(error), failed: true });
    } finally {
      setBusy(false);
    }
  };

  const approvedNow = obituary.draftTextHtml === null && obituary.textHtml !== '' && html === obituary.textHtml;
  return (
    <div className={styles.stack}>
      <TaskHeading kind="review-obituary" />
      <p className={styles.note}>
        {obituary.textApprovedAt
          ? `Approved ${dateTimeText(obituary.textApprovedAt)}.`
          : 'Not approved yet: nothing of it is public.'}{' '}
        {obituary.draftTextHtml !== null && 'There is a saved draft that differs from the approved text.'}
        {!obituary.published && ' The funeral home publishes the obituary page; your approved text shows there then.'}
      </p>
      <ObituaryTextField id="obituary-text" markup={markup} onChange={setMarkup} error={textCheck.error} />
      <div className={styles.row}>
        <button
          type="button"
          className={button({ tone: 'secondary' })}
          disabled={busy || tooLong}
          onClick={() => void send('save')}
        >
          Save draft
        </button>
        <button
          type="button"
          className={button({ tone: 'primary' })}
          disabled={busy || tooLong || html === '' || approvedNow}
          onClick={() => void send('approve')}
        >
          Approve
        </button>
      </div>
      <p role="status" className={status?.failed ? styles.error : styles.note}>
        {status?.words ?? ''}
      </p>
      <ObituaryShopSwitches caseId={caseId} />
    </div>
  );
}
